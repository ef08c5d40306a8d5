import { removeAccents } from './text';

/**
 * Slug rule of SPEC.md section 3 / DESIGN.md section 3: lower case, accents removed,
 * spaces to hyphens, other non-word characters removed.
 */
export function slugify(name: string): string {
  return removeAccents(name)
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
