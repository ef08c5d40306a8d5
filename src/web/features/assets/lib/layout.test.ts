import { describe, expect, it } from 'vitest';
import { GRID_CLASSES, isViewMode, isWideSlot, WIDE_SLOT_CLASS } from './layout';

describe('large grid 8-slot pattern', () => {
  it('makes slots 1 and 5 of every 8 wide', () => {
    const wide = Array.from({ length: 24 }, (_, index) => index).filter(isWideSlot);
    expect(wide).toEqual([0, 4, 8, 12, 16, 20]);
  });

  it('fills whole rows of 5 columns: each 8 cards take 10 cells', () => {
    for (let start = 0; start < 40; start += 8) {
      const cells = Array.from({ length: 8 }, (_, i): number => (isWideSlot(start + i) ? 2 : 1)).reduce(
        (a, b) => a + b,
        0,
      );
      expect(cells).toBe(10);
    }
  });

  it('only spans columns from md, where the grid has 4 (never in the 2 columns of phones)', () => {
    expect(WIDE_SLOT_CLASS).toMatch(/^md:/);
    expect(GRID_CLASSES.large).toMatch(/(^| )grid-cols-2( |$)/);
    expect(GRID_CLASSES.large).toContain('md:grid-cols-4');
    expect(GRID_CLASSES.large).toContain('xl:grid-cols-5');
  });

  it('declares the compact 2/4/6/8 and list 1 columns', () => {
    for (const cols of ['grid-cols-2', 'sm:grid-cols-4', 'lg:grid-cols-6', 'xl:grid-cols-8']) {
      expect(GRID_CLASSES.compact).toContain(cols);
    }
    expect(GRID_CLASSES.list).toContain('grid-cols-1');
  });

  it('recognises the stored view modes', () => {
    expect(isViewMode('compact')).toBe(true);
    expect(isViewMode('mosaic')).toBe(false);
    expect(isViewMode(null)).toBe(false);
  });
});
