// @vitest-environment jsdom
import { fakeCategoryGroup } from '@web/test/category';
import { describe, expect, it } from 'vitest';
import { filterTree, groupState, toggleGroup } from './category-selection';

const category = (id: string, name: string) => ({ id, name, slug: id });

const procedimentos = fakeCategoryGroup(category('g1', 'Procedimentos'), [
  category('c1', 'Clareamento'),
  category('c2', 'Prótese'),
]);
const vazio = fakeCategoryGroup(category('g2', 'Campanha Verão'));

describe('category picker selection', () => {
  it('tells all, some or none for a group', () => {
    expect(groupState(procedimentos, new Set())).toBe(false);
    expect(groupState(procedimentos, new Set(['c1']))).toBe('indeterminate');
    expect(groupState(procedimentos, new Set(['c1', 'c2']))).toBe(true);
    expect(groupState(vazio, new Set(['g2']))).toBe(true);
  });

  it('checks and unchecks every subcategory of a group, or a childless group itself', () => {
    expect(toggleGroup(procedimentos, ['x', 'c1'], true)).toEqual(['x', 'c1', 'c2']);
    expect(toggleGroup(procedimentos, ['x', 'c1', 'c2'], false)).toEqual(['x']);
    expect(toggleGroup(vazio, [], true)).toEqual(['g2']);
  });

  it('filters ignoring accents and case, keeping a matching group whole', () => {
    expect(filterTree([procedimentos, vazio], 'protese')).toEqual([
      { ...procedimentos, children: [procedimentos.children[1]] },
    ]);
    expect(filterTree([procedimentos, vazio], 'PROCED')).toEqual([procedimentos]);
    expect(filterTree([procedimentos, vazio], '  ')).toEqual([procedimentos, vazio]);
  });
});
