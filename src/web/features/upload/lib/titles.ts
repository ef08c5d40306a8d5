import { LIMITS } from '@shared/constants';

/**
 * A file name without its extension ('Fachada.jpg' -> 'Fachada'): SPEC 5's default for the form's
 * title (from the first file) and each file's own default title (from its own name).
 */
export function titleFromFileName(fileName: string): string {
  const name = fileName.trim();
  const dot = name.lastIndexOf('.');
  // '.env' has no extension to drop; 'foto.' drops the lone dot.
  const base = dot > 0 ? name.slice(0, dot) : name;
  return base.trim().slice(0, LIMITS.titleMaxLength);
}

/** SPEC 5 'Auto-preencher': one file gets the base title, several get 'base (1)', 'base (2)', ... */
export function autoFillTitles(baseTitle: string, count: number): string[] {
  const base = baseTitle.trim();
  if (count <= 0) return [];
  if (count === 1) return [base];
  return Array.from({ length: count }, (_, index) => numberedTitle(base, index));
}

export function numberedTitle(base: string, index: number): string {
  return `${base.trim()} (${index + 1})`;
}

/**
 * The title a file will be stored with (SPEC 5): a single file uses the title as given; with several,
 * a file's own title wins, else the base title followed by its position. The server applies the same
 * rule; the form uses this to show it as the placeholder.
 */
export function effectiveTitle(baseTitle: string, itemTitle: string, index: number, count: number): string {
  const own = itemTitle.trim();
  if (count <= 1) return baseTitle.trim();
  return own || numberedTitle(baseTitle, index);
}
