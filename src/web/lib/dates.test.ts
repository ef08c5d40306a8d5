import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelative } from './dates';

describe('pt-BR dates', () => {
  const date = new Date(2025, 2, 12, 14, 30);

  it('formats a date as dd/MM/yyyy', () => {
    expect(formatDate(date)).toBe('12/03/2025');
    expect(formatDate(date.getTime())).toBe('12/03/2025');
  });

  it('formats date and time', () => {
    expect(formatDateTime(date)).toBe('12/03/2025 às 14:30');
  });

  it('accepts ISO strings from the API', () => {
    expect(formatDate(new Date(2024, 11, 31, 9, 0).toISOString())).toBe('31/12/2024');
  });

  it('formats relative times in Portuguese', () => {
    expect(formatRelative(new Date(2025, 2, 9, 14, 30), date)).toBe('há 3 dias');
    expect(formatRelative(new Date(2025, 2, 12, 12, 30), date)).toBe('há cerca de 2 horas');
    expect(formatRelative(new Date(2025, 2, 12, 14, 29, 50), date)).toBe('há menos de um minuto');
  });

  it('returns an empty string for invalid dates', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
    expect(formatRelative('')).toBe('');
  });
});
