/**
 * View modes of the results (SPEC 'Gallery'): Grade (large) 2/4/5 columns with an 8-slot pattern in
 * which slots 1 and 5 span two columns; Compacta 2/4/6/8; Lista 1. Grade has 2 columns on phones,
 * not SPEC's 1: a 390 px screen then shows at least 4 assets above the fold (issue 14).
 */
export const VIEW_MODES = ['large', 'compact', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export function isViewMode(value: unknown): value is ViewMode {
  return typeof value === 'string' && (VIEW_MODES as readonly string[]).includes(value);
}

/** Slots 1 and 5 of every 8 (indexes 0 and 4) are wide in the large grid. */
export function isWideSlot(index: number): boolean {
  const slot = index % 8;
  return slot === 0 || slot === 4;
}

/**
 * Columns per breakpoint. With the filter sidebar beside the results from `lg`, the large grid has
 * 4 columns until `xl`. `grid-flow-row-dense` lets a later single card fill the hole a wide card
 * would leave at the end of a 4-column row, so the grid never shows gaps.
 */
export const GRID_CLASSES: Record<ViewMode, string> = {
  large: 'grid grid-flow-row-dense grid-cols-2 gap-3 md:grid-cols-4 md:gap-4 xl:grid-cols-5',
  compact: 'grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3 lg:grid-cols-6 xl:grid-cols-8',
  list: 'grid grid-cols-1 gap-2',
};

/** The wide cards only span from the breakpoint where the grid has room for them (not the phone's 2). */
export const WIDE_SLOT_CLASS = 'md:col-span-2';
