import { describe, expect, it } from 'vitest';
import { isIsoDate, isValidDateRange } from './date-range';

describe('isIsoDate', () => {
  it('accepts real calendar days written yyyy-mm-dd', () => {
    expect(isIsoDate('2025-01-31')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
  });

  it('rejects other shapes and days that do not exist', () => {
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('31/01/2025')).toBe(false);
    expect(isIsoDate('2025-1-5')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('isValidDateRange', () => {
  it('accepts an end after the start and a one-day range', () => {
    expect(isValidDateRange({ from: '2025-01-10', to: '2025-02-01' })).toBe(true);
    expect(isValidDateRange({ from: '2025-01-10', to: '2025-01-10' })).toBe(true);
    expect(isValidDateRange({ from: '2024-12-31', to: '2025-01-01' })).toBe(true);
  });

  it('rejects an end before the start', () => {
    expect(isValidDateRange({ from: '2025-01-10', to: '2025-01-09' })).toBe(false);
    expect(isValidDateRange({ from: '2025-01-01', to: '2024-12-31' })).toBe(false);
  });

  it('leaves a missing or empty end open', () => {
    expect(isValidDateRange({})).toBe(true);
    expect(isValidDateRange({ from: '2025-01-10' })).toBe(true);
    expect(isValidDateRange({ to: '2025-01-10' })).toBe(true);
    expect(isValidDateRange({ from: '', to: '2025-01-10' })).toBe(true);
  });

  it('rejects an end that is not a real yyyy-mm-dd day', () => {
    expect(isValidDateRange({ from: '2025-02-30', to: '2025-03-01' })).toBe(false);
    expect(isValidDateRange({ from: '2025-01-01', to: 'amanhã' })).toBe(false);
  });
});
