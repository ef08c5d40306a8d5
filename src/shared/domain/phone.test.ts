import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['19 3232-1234', '(19) 3232-1234'],
    ['(19)99876.5432', '(19) 99876-5432'],
    ['+55 19 99876-5432', '(19) 99876-5432'],
    ['1932321234', '(19) 3232-1234'],
  ])('writes %s as %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['3232-1234', '(19) 8876-54321', '0800 123 4567', 'ligue 19 3232-1234', '(09) 3232-1234', ''])(
    'refuses %s',
    (input) => {
      expect(normalizePhone(input)).toBeNull();
    },
  );
});
