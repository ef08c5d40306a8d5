import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatElapsed, formatRelative } from './dates';

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

  it('tells a length of time in words, to the minute, then in days and hours', () => {
    expect(formatElapsed(20)).toBe('1 minuto');
    expect(formatElapsed(45 * 60)).toBe('45 minutos');
    expect(formatElapsed(3 * 3600)).toBe('3 horas');
    expect(formatElapsed(3 * 3600 + 20 * 60)).toBe('3 horas 20 minutos');
    expect(formatElapsed(2 * 86400 + 4 * 3600 + 59)).toBe('2 dias 4 horas');
  });
});
