import { describe, expect, it } from 'vitest';
import { type TreeRow, treeKeyAction } from './tree-keys';

// Procedimentos (open) > Clareamento, Implantes; Estrutura (closed); Logomarcas (no children).
const rows: TreeRow[] = [
  { key: 'proc', parent: null, hasChildren: true, expanded: true },
  { key: 'proc/clareamento', parent: 'proc', hasChildren: false, expanded: false },
  { key: 'proc/implantes', parent: 'proc', hasChildren: false, expanded: false },
  { key: 'estrutura', parent: null, hasChildren: true, expanded: false },
  { key: 'logos', parent: null, hasChildren: false, expanded: false },
];

describe('category tree keys', () => {
  it('Down and Up move through the rows on show and stop at the ends', () => {
    expect(treeKeyAction(rows, 'proc', 'ArrowDown')).toEqual({ type: 'focus', key: 'proc/clareamento' });
    expect(treeKeyAction(rows, 'proc/implantes', 'ArrowDown')).toEqual({ type: 'focus', key: 'estrutura' });
    expect(treeKeyAction(rows, 'estrutura', 'ArrowUp')).toEqual({ type: 'focus', key: 'proc/implantes' });
    expect(treeKeyAction(rows, 'logos', 'ArrowDown')).toBeNull();
    expect(treeKeyAction(rows, 'proc', 'ArrowUp')).toBeNull();
  });

  it('Home and End go to the first and the last row', () => {
    expect(treeKeyAction(rows, 'estrutura', 'Home')).toEqual({ type: 'focus', key: 'proc' });
    expect(treeKeyAction(rows, 'proc/clareamento', 'End')).toEqual({ type: 'focus', key: 'logos' });
  });

  it('Right opens a closed group, then enters it; does nothing on a leaf', () => {
    expect(treeKeyAction(rows, 'estrutura', 'ArrowRight')).toEqual({ type: 'expand', key: 'estrutura' });
    expect(treeKeyAction(rows, 'proc', 'ArrowRight')).toEqual({ type: 'focus', key: 'proc/clareamento' });
    expect(treeKeyAction(rows, 'proc/clareamento', 'ArrowRight')).toBeNull();
    expect(treeKeyAction(rows, 'logos', 'ArrowRight')).toBeNull();
  });

  it('Left closes an open group, or goes from a subcategory back to its group', () => {
    expect(treeKeyAction(rows, 'proc', 'ArrowLeft')).toEqual({ type: 'collapse', key: 'proc' });
    expect(treeKeyAction(rows, 'proc/implantes', 'ArrowLeft')).toEqual({ type: 'focus', key: 'proc' });
    expect(treeKeyAction(rows, 'estrutura', 'ArrowLeft')).toBeNull();
  });

  it('Space and Enter check the row; other keys are left alone', () => {
    expect(treeKeyAction(rows, 'proc/implantes', ' ')).toEqual({ type: 'toggle', key: 'proc/implantes' });
    expect(treeKeyAction(rows, 'estrutura', 'Enter')).toEqual({ type: 'toggle', key: 'estrutura' });
    expect(treeKeyAction(rows, 'estrutura', 'Tab')).toBeNull();
    expect(treeKeyAction(rows, 'missing', 'ArrowDown')).toBeNull();
  });
});
