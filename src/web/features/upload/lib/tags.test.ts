// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addTag, hasTag, normalizeTag, pickSuggestions, removeTag } from './tags';

describe('tag input (SPEC 5: duplicates ignored, blanks not added)', () => {
  it('adds a trimmed tag with inner spaces collapsed', () => {
    expect(addTag([], '  Outubro   Rosa ')).toEqual(['Outubro Rosa']);
    expect(normalizeTag('\tSuper  Sexta\n')).toBe('Super Sexta');
  });

  it('ignores a blank entry and returns the same list', () => {
    const tags = ['Sorriso'];
    expect(addTag(tags, '   ')).toBe(tags);
  });

  it('ignores duplicates whatever the case', () => {
    const tags = ['Sorriso', 'Prótese'];
    expect(addTag(tags, 'sorriso')).toBe(tags);
    expect(addTag(tags, 'PRÓTESE')).toBe(tags);
    expect(hasTag(tags, ' sORRISO ')).toBe(true);
  });

  it('removes a tag whatever the case', () => {
    expect(removeTag(['Sorriso', 'Natal'], 'natal')).toEqual(['Sorriso']);
  });

  it('offers at most 8 suggestions, leaving out tags already added', () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];
    expect(pickSuggestions(names, ['b'])).toEqual(['A', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
  });
});
