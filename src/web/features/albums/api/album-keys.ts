/** Query keys of the albums feature; every album mutation invalidates `albumKeys.all`. */
export const albumKeys = {
  all: ['albums'] as const,
  lists: () => [...albumKeys.all, 'list'] as const,
  list: (q: string) => [...albumKeys.lists(), { q }] as const,
  details: () => [...albumKeys.all, 'detail'] as const,
  detail: (id: string) => [...albumKeys.details(), id] as const,
  /** The add-files picker's search results (under 'assets', so uploads and edits refresh it). */
  picker: (q: string) => ['assets', 'album-picker', { q }] as const,
};
