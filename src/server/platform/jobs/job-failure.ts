/**
 * A failure that another try would not mend (the file is not there, its format is not readable):
 * a handler throws it and the job ends as failed at once, with this message, without a retry.
 */
export class JobFailure extends Error {
  override name = 'JobFailure';
}

/** What a job's `error` keeps of a failure: its message, at most this long. */
export const ERROR_MAX_CHARS = 1_000;

export function failureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.length > ERROR_MAX_CHARS ? `${text.slice(0, ERROR_MAX_CHARS - 1)}…` : text;
}

/**
 * How long a failed try waits before the next: `baseMs` × 4^(attempt − 1) (30 s, 2 min, 8 min by
 * default), ±20 % so that jobs failing together (the storage was down) do not come back together.
 */
export function retryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const jitter = 0.8 + 0.4 * random();
  return Math.round(baseMs * 4 ** Math.max(0, attempt - 1) * jitter);
}
