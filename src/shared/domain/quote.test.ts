import { describe, expect, it } from 'vitest';
import { quote } from './quote';

describe('quote', () => {
  it('keeps a short text whole, on one line', () => {
    expect(quote('  Post de\nclareamento  ', 80)).toBe('Post de clareamento');
  });

  it('cuts a long text at a word, within the limit, with an ellipsis', () => {
    const cut = quote('Arte para o Instagram sobre clareamento dental com o telefone da unidade', 30);
    expect(cut).toBe('Arte para o Instagram sobre…');
    expect(cut.length).toBeLessThanOrEqual(30);
  });

  it('cuts inside a word that fills the whole limit', () => {
    expect(quote('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
