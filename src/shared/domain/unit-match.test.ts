import { describe, expect, it } from 'vitest';
import { matchesUnitSearch } from './unit-match';

const goiania = { name: 'OdontoRede Goiânia Setor Bueno', city: 'Goiânia', uf: 'GO' };
const campinas = { name: 'OdontoRede Campinas Centro', city: 'Campinas', uf: 'SP' };

describe('matchesUnitSearch', () => {
  it('finds every word typed in the name, city or UF, accents and case ignored', () => {
    expect(matchesUnitSearch(goiania, 'goiania')).toBe(true);
    expect(matchesUnitSearch(goiania, 'BUENO go')).toBe(true);
    expect(matchesUnitSearch(campinas, 'centro camp')).toBe(true);
    expect(matchesUnitSearch(campinas, 'sp')).toBe(true);
    expect(matchesUnitSearch(campinas, 'goiania')).toBe(false);
    expect(matchesUnitSearch(campinas, 'campinas norte')).toBe(false);
  });

  it('matches everything while the search is empty', () => {
    expect(matchesUnitSearch(campinas, '')).toBe(true);
    expect(matchesUnitSearch({ name: 'Franqueadora', city: null, uf: null }, '   ')).toBe(true);
  });
});
