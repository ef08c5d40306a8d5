import { describe, expect, it } from 'vitest';
import { addExpression, sameList } from './expression-list';

describe('addExpression', () => {
  it('adds a trimmed expression with its spaces collapsed', () => {
    expect(addExpression(['grátis'], '  resultado   garantido ')).toEqual({
      list: ['grátis', 'resultado garantido'],
    });
  });

  it('refuses repeats (case and accents ignored), short, long and full lists with the server’s texts', () => {
    expect(addExpression(['grátis'], 'GRATIS')).toEqual({ error: 'Essa expressão já está na lista.' });
    expect(addExpression([], ' a ')).toEqual({ error: 'Cada expressão deve ter pelo menos 2 caracteres.' });
    expect(addExpression([], 'x'.repeat(61))).toEqual({
      error: 'Cada expressão deve ter no máximo 60 caracteres.',
    });
    const full = Array.from({ length: 100 }, (_, i) => `expressão ${i}`);
    expect(addExpression(full, 'mais uma')).toEqual({ error: 'A lista pode ter no máximo 100 expressões.' });
  });

  it('compares lists in order', () => {
    expect(sameList(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameList(['a', 'b'], ['b', 'a'])).toBe(false);
  });
});
