import { describe, expect, it } from 'vitest';
import { longRange, monthTitle, shortRange, weekdayNames } from './campaign-dates';

describe('campaign dates in pt-BR', () => {
  it('names the month and the days of the week from Sunday', () => {
    expect(monthTitle('2026-11')).toBe('Novembro de 2026');
    expect(monthTitle('2027-03')).toBe('Março de 2027');
    expect(weekdayNames().map((d) => d.initial)).toEqual(['D', 'S', 'T', 'Q', 'Q', 'S', 'S']);
    expect(weekdayNames()[0]!.long).toBe('domingo');
    expect(weekdayNames()[6]!.long).toBe('sábado');
  });

  it('writes a period short for lists and in words for screen readers, on the days given', () => {
    expect(shortRange('2026-11-25', '2026-12-05')).toBe('25/11 a 05/12/2026');
    expect(shortRange('2026-12-28', '2027-01-03')).toBe('28/12/2026 a 03/01/2027');
    expect(shortRange('2026-11-30', '2026-11-30')).toBe('30/11/2026');
    expect(longRange('2026-11-25', '2026-12-05')).toBe('25 de novembro a 5 de dezembro de 2026');
    expect(longRange('2026-12-28', '2027-01-03')).toBe('28 de dezembro de 2026 a 3 de janeiro de 2027');
    // The first of the month stays the first (never the day before, as UTC midnight would be).
    expect(longRange('2026-12-01', '2026-12-01')).toBe('1 de dezembro de 2026');
  });
});
