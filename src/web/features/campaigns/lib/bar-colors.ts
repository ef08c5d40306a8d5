/**
 * Bar colours: dark enough for white text (contrast 4.5:1 or more), picked from the campaign's id so
 * a campaign keeps its colour from week to week and month to month.
 */
const COLOURS = [
  'bg-teal-700',
  'bg-indigo-600',
  'bg-rose-700',
  'bg-amber-800',
  'bg-sky-700',
  'bg-violet-700',
  'bg-emerald-700',
  'bg-fuchsia-700',
] as const;

export function barColour(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length]!;
}
