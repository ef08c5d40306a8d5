/** Lower case without accents: "Goiânia" and "goiania" are the same search. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Whether a unit picker's search matches a unit: every word typed appears somewhere in its name,
 * city or UF, in any order, accents and case ignored ("camp centro", "sp goiania"). An empty
 * search matches everything.
 */
export function matchesUnitSearch(
  unit: { name: string; city: string | null; uf: string | null },
  search: string,
): boolean {
  const haystack = fold([unit.name, unit.city ?? '', unit.uf ?? ''].join(' '));
  return fold(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
