import { LIMITS } from '@shared/constants';

/** Trims and collapses inner spaces: '  Outubro   Rosa ' -> 'Outubro Rosa'. */
export function normalizeTag(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

const key = (name: string) => normalizeTag(name).toLocaleLowerCase('pt-BR');

export function hasTag(tags: readonly string[], name: string): boolean {
  const wanted = key(name);
  return tags.some((tag) => key(tag) === wanted);
}

/**
 * SPEC 5: duplicate tags are ignored (any case) and blanks are not added. Returns the same array when
 * nothing changes, so callers can tell.
 */
export function addTag(tags: readonly string[], raw: string): readonly string[] {
  const name = normalizeTag(raw).slice(0, 80);
  if (!name || hasTag(tags, name)) return tags;
  return [...tags, name];
}

export function removeTag(tags: readonly string[], name: string): readonly string[] {
  const wanted = key(name);
  return tags.filter((tag) => key(tag) !== wanted);
}

/** Suggestions not yet added, at most the 8 of SPEC 9. */
export function pickSuggestions(candidates: readonly string[], tags: readonly string[]): string[] {
  return candidates.filter((name) => !hasTag(tags, name)).slice(0, LIMITS.tagSuggestions);
}
