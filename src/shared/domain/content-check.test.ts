import { describe, expect, it } from 'vitest';
import {
  compileForbiddenExpressions,
  DEFAULT_FORBIDDEN_EXPRESSIONS,
  expressionKey,
  findForbiddenExpressions,
  findForbiddenExpressionsIn,
} from './content-check';

const list = [...DEFAULT_FORBIDDEN_EXPRESSIONS];

describe('findForbiddenExpressions', () => {
  it('finds expressions regardless of case and accents, in the order of the list, each once', () => {
    expect(findForbiddenExpressions('Clareamento GRATIS — Antes e Depois', list)).toEqual([
      'antes e depois',
      'grátis',
    ]);
    expect(findForbiddenExpressions('Preco especial; preço baixo; PREÇO!', list)).toEqual(['preço']);
    expect(findForbiddenExpressions('promocao de natal', list)).toEqual(['promoção']);
    // An expression typed without accents finds the accented text too.
    expect(findForbiddenExpressions('Tudo grátis', ['gratis'])).toEqual(['gratis']);
  });

  it('matches whole words only, with punctuation around them', () => {
    expect(findForbiddenExpressions('Ele apreçou o serviço', list)).toEqual([]);
    expect(findForbiddenExpressions('descontos imperdíveis', list)).toEqual([]);
    expect(findForbiddenExpressions('Resultado garantido.', list)).toEqual(['garantido']);
    expect(findForbiddenExpressions('"Sem dor"!', list)).toEqual(['sem dor']);
    expect(findForbiddenExpressions('(desconto)', list)).toEqual(['desconto']);
    expect(findForbiddenExpressions('#promoção2024', list)).toEqual([]);
    expect(findForbiddenExpressions('#promoção', list)).toEqual(['promoção']);
    expect(findForbiddenExpressions('semdor', list)).toEqual([]);
  });

  it('finds phrases split by several spaces, tabs or line breaks, not by other words', () => {
    expect(findForbiddenExpressions('Veja o antes   e\n\tdepois do tratamento', list)).toEqual([
      'antes e depois',
    ]);
    expect(findForbiddenExpressions('antes\r\ne\r\ndepois', list)).toEqual(['antes e depois']);
    expect(findForbiddenExpressions('antes, e depois', list)).toEqual([]);
    expect(findForbiddenExpressions('antes e logo depois', list)).toEqual([]);
    expect(findForbiddenExpressions('sem  DOR', ['  sem   dor '])).toEqual(['  sem   dor ']);
  });

  it('treats special characters in an expression literally', () => {
    expect(findForbiddenExpressions('Oferta 100% aprovada', ['100%', 'a.b'])).toEqual(['100%']);
    expect(findForbiddenExpressions('axb', ['a.b'])).toEqual([]);
    expect(findForbiddenExpressions('pague (só) hoje', ['(só)'])).toEqual(['(só)']);
  });

  it('finds nothing with an empty list, an empty text or blank expressions', () => {
    expect(findForbiddenExpressions('Clareamento grátis', [])).toEqual([]);
    expect(findForbiddenExpressions('', list)).toEqual([]);
    expect(findForbiddenExpressions('Clareamento', ['   '])).toEqual([]);
  });

  it('reports an expression once even when the list repeats it in another form', () => {
    expect(findForbiddenExpressions('grátis', ['grátis', 'GRATIS'])).toEqual(['grátis']);
  });
});

describe('findForbiddenExpressionsIn', () => {
  it('merges title and description in the order of the list, without joining across them', () => {
    expect(findForbiddenExpressionsIn(['Desconto', 'Sem dor e grátis'], list)).toEqual([
      'sem dor',
      'desconto',
      'grátis',
    ]);
    expect(findForbiddenExpressionsIn(['Clareamento antes e', 'depois'], list)).toEqual([]);
  });
});

describe('compileForbiddenExpressions', () => {
  it('matches text after text with the list compiled once, repeats of an expression reported once', () => {
    const match = compileForbiddenExpressions([...list, 'GRATIS', '  sem   dor ', '100%']);
    expect(match(['Clareamento GRATIS — Antes e Depois', ''])).toEqual(['antes e depois', 'grátis']);
    expect(match(['Desconto', 'Sem dor e grátis'])).toEqual(['sem dor', 'desconto', 'grátis']);
    expect(match(['Oferta 100% aprovada', 'apreçou'])).toEqual(['100%']);
    expect(match(['', ''])).toEqual([]);
    expect(match(['antes\r\ne\r\ndepois', 'promocao de natal'])).toEqual(['antes e depois', 'promoção']);
    expect(compileForbiddenExpressions([])(['grátis'])).toEqual([]);
  });
});

describe('expressionKey', () => {
  it('folds case, accents and spacing', () => {
    expect(expressionKey('  Antes   E\nDEPOIS ')).toBe('antes e depois');
    expect(expressionKey('Promoção')).toBe(expressionKey('promocao'));
  });
});
