import { describe, expect, it } from 'vitest';
import { formatCount, formatFileSize } from './format';

describe('formatFileSize', () => {
  it('prints whole bytes below 1 KB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('prints one decimal with a comma from KB up', () => {
    expect(formatFileSize(1024)).toBe('1,0 KB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(50 * 1024 * 1024)).toBe('50,0 MB');
    expect(formatFileSize(2.25 * 1024 ** 3)).toBe('2,3 GB');
  });

  it('moves to the next unit instead of printing 1024,0', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1,0 MB');
    expect(formatFileSize(1024 ** 3 - 10)).toBe('1,0 GB');
  });

  it('keeps GB as the largest unit', () => {
    expect(formatFileSize(2048 * 1024 ** 3)).toBe('2.048,0 GB');
  });

  it('reads invalid sizes as 0 B', () => {
    expect(formatFileSize(-1)).toBe('0 B');
    expect(formatFileSize(Number.NaN)).toBe('0 B');
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('0 B');
  });
});

describe('formatCount', () => {
  it('uses pt-BR thousands separators', () => {
    expect(formatCount(2340)).toBe('2.340');
    expect(formatCount(7)).toBe('7');
  });

  it('writes every integer as Intl pt-BR does, rounding and signs included', () => {
    const intl = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
    const values = [
      0, 1, 12, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 123_456_789, 9_007_199_254_740_991,
    ];
    // Intl writes a negative that rounds to zero as '-0'; a count never is one.
    for (const value of [...values, ...values.slice(1).map((v) => -v), 2.5, -2.5, 1234.49, 1234.5, 0.4]) {
      expect(formatCount(value), String(value)).toBe(intl.format(value));
    }
    expect(formatCount(Number.NaN)).toBe('0');
  });
});
