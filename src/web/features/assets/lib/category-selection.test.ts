import { fakeCategoryGroup } from '@web/test/category';
import { describe, expect, it } from 'vitest';
import { categoryNames, groupState, isChildSelected, toggleChild, toggleGroup } from './category-selection';

const node = (slug: string, name: string) => ({ id: slug, slug, name });
const estrutura = fakeCategoryGroup(node('estrutura', 'Estrutura das Clínicas'), [
  node('fachada', 'Fachada'),
  node('recepcao', 'Recepção'),
]);

describe('category tree selection', () => {
  it('a selected group checks itself and all its subcategories', () => {
    expect(groupState(estrutura, ['estrutura'])).toBe(true);
    expect(isChildSelected(estrutura, 'fachada', ['estrutura'])).toBe(true);
  });

  it('is indeterminate with some subcategories', () => {
    expect(groupState(estrutura, ['fachada'])).toBe('indeterminate');
    expect(groupState(estrutura, [])).toBe(false);
  });

  it('checking a group writes the group slug in place of its subcategories', () => {
    expect(toggleGroup(estrutura, ['fachada', 'natal'])).toEqual(['natal', 'estrutura']);
    expect(toggleGroup(estrutura, ['estrutura', 'natal'])).toEqual(['natal']);
  });

  it('checking the last subcategory collapses into the group slug', () => {
    expect(toggleChild(estrutura, 'recepcao', ['fachada'])).toEqual(['estrutura']);
  });

  it('unchecking one subcategory of a selected group keeps the others', () => {
    expect(toggleChild(estrutura, 'fachada', ['estrutura'])).toEqual(['recepcao']);
    expect(toggleChild(estrutura, 'fachada', ['fachada'])).toEqual([]);
  });

  it('names selected slugs for the chips, unknown ones as given', () => {
    const names = categoryNames([estrutura], ['recepcao', 'sumiu']);
    expect(names.get('recepcao')).toBe('Recepção');
    expect(names.get('sumiu')).toBe('sumiu');
  });
});
