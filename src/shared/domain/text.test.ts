import { describe, expect, it } from 'vitest';
import { foldForMatching, hasControlCharacters, removeAccents } from './text';

describe('hasControlCharacters', () => {
  it.each(['a\u0000b', '\u0007', 'x\u001b[31m', '\u007f', '\u0085', 'foto\u202Egpj.exe'])(
    'finds the control character in %j',
    (text) => expect(hasControlCharacters(text)).toBe(true),
  );
  it.each(['', 'Clareamento dental', 'linha 1\nlinha 2\r\n\tfim', "D'Ávila — 😀 ç ã", '%_\\?-'])(
    'accepts ordinary text %j',
    (text) => expect(hasControlCharacters(text)).toBe(false),
  );
});

describe('accent folding', () => {
  it('removes accents and cedillas but keeps letters, case and other characters', () => {
    expect(removeAccents('Clínica São João — Ação')).toBe('Clinica Sao Joao — Acao');
    expect(removeAccents('ü ñ ç à')).toBe('u n c a');
  });

  it('folds case too, for matching typed text against names', () => {
    expect(foldForMatching('CLAREAMENTO Dentário')).toBe('clareamento dentario');
    expect(foldForMatching('Ortodontia')).toBe(foldForMatching('ortodontía'));
  });
});
