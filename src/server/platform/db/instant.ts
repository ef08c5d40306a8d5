/** `uploaded_at` as the repository writes it into cursors: UTC, microseconds, always this shape. */
const TIME_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A real instant (no 30 February, no hour 25), so PostgreSQL's cast cannot fail on it. */
export function isInstant(value: string): boolean {
  if (!TIME_VALUE.test(value)) return false;
  const date = new Date(`${value.slice(0, 23)}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === value.slice(0, 19);
}
