import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from './text';

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
