import { describe, expect, it } from 'vitest';
import { messages } from '../messages/pt-BR';
import { CreateAlbumInputSchema } from './album';
import { hasSearchableText, multilineText, queryInteger, safeText, searchQuery } from './input';
import { AssetListQuerySchema } from './search';
import { TagInputSchema } from './taxonomy';
import { LoginInputSchema, RegisterInputSchema } from './user';

const refused = messages.hostileInput.controlCharacters;

describe('safeText', () => {
  it('refuses NUL, other control characters and bidi overrides with one pt-BR message', () => {
    for (const text of ['\u0000', 'a\u0000b', '\u001b[31m', '\u007f', '\u0085', 'foto\u202Egpj.exe']) {
      const result = safeText().safeParse(text);
      expect(result.success, JSON.stringify(text)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(refused);
    }
  });

  it('accepts what people type on one line: accents, emoji, punctuation', () => {
    for (const text of ['Prótese', '😀', "' OR 1=1 --", '%_\\', '']) {
      expect(safeText().safeParse(text).success, JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses line breaks and tabs on one line, and half surrogate pairs anywhere (issue 36)', () => {
    for (const text of ['linha 1\nlinha 2', 'a\tb', 'fim\r', 'a\u2028b', 'Cartaz \ud800']) {
      expect(safeText().safeParse(text).success, JSON.stringify(text)).toBe(false);
    }
    expect(multilineText().safeParse('Cartaz \udc00').success).toBe(false);
    expect(multilineText().safeParse('Cartaz \u0000').success).toBe(false);
  });

  it('keeps line breaks and tabs in a multi-line text, CRLF as a line feed', () => {
    expect(multilineText().parse('linha 1\r\nlinha 2\r\tfim')).toBe('linha 1\nlinha 2\n\tfim');
  });

  it('is part of every text field, passwords and e-mails included', () => {
    const register = RegisterInputSchema.safeParse({
      name: 'Ana',
      email: 'ana@rede.com.br',
      password: 'senha\u0000forte',
    });
    expect(register.error?.issues.map((i) => i.message)).toEqual([refused]);
    const login = LoginInputSchema.safeParse({ email: 'ana\u0000@rede.com.br', password: 'x' });
    expect(login.error?.issues.map((i) => i.message)).toContain(refused);
    expect(
      CreateAlbumInputSchema.safeParse({ name: 'Álbum', description: 'a\u0007' }).error?.issues[0]?.message,
    ).toBe(refused);
    expect(TagInputSchema.safeParse({ name: 'Tag\u0000' }).error?.issues[0]?.message).toBe(refused);
    expect(AssetListQuerySchema.safeParse({ cursor: '\u0000' }).success).toBe(false);
  });
});

describe('searchQuery: a query without letters or digits is no query', () => {
  const q = searchQuery(200, 'longa');
  it('turns punctuation and emoji into "no search"', () => {
    for (const text of ['-', '%', '_', '?', '\\', "'", '"', '&', '|', '!', ':*', '(', '😀', '<>', '   ']) {
      expect(q.parse(text), text).toBeUndefined();
    }
  });

  it('keeps a query with a letter or digit, punctuation and all', () => {
    expect(q.parse('  clareamento & -  ')).toBe('clareamento & -');
    expect(q.parse('a:*')).toBe('a:*');
    expect(q.parse('2º')).toBe('2º');
    expect(hasSearchableText('Ç')).toBe(true);
  });
});

describe('queryInteger', () => {
  const limit = queryInteger(1, 100, 'limite');
  it('accepts digits within range', () => {
    expect(limit.parse('7')).toBe(7);
    expect(limit.parse(100)).toBe(100);
  });

  it('refuses huge, negative, fractional, exponent, hex and non-numbers with its message', () => {
    for (const raw of [
      '1e308',
      String(2 ** 64),
      '-1',
      '0',
      '101',
      '1.5',
      'NaN',
      'Infinity',
      '0x10',
      ' 7',
      '',
      'dez',
    ]) {
      const result = limit.safeParse(raw);
      expect(result.success, raw).toBe(false);
      expect(result.error?.issues[0]?.message, raw).toBe('limite');
    }
  });
});
