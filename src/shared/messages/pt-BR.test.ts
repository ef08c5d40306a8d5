import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors';
import { errorMessages, featureMessages, format, messages } from './pt-BR';

describe('message catalogue', () => {
  it('has a non-empty Portuguese message for every error code', () => {
    for (const code of ERROR_CODES) {
      expect(errorMessages[code], code).toMatch(/\S/);
    }
  });

  it('formats placeholders and leaves unknown ones untouched', () => {
    expect(format('{n} arquivo(s) enviado(s) com sucesso!', { n: 3 })).toBe(
      '3 arquivo(s) enviado(s) com sucesso!',
    );
    expect(format('Olá, {nome} {x}', { nome: 'Ana' })).toBe('Olá, Ana {x}');
  });

  it('keeps each group of texts in one feature file, so composing them hides none', () => {
    const keys = featureMessages.flatMap((group) => Object.keys(group));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(messages).sort()).toEqual([...keys].sort());
  });

  it('leaves no English word a user would see (issue 14: "Carregando assets...")', () => {
    const texts: Array<[string, string]> = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string') texts.push([path, value]);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
    };
    walk(messages, 'messages');
    walk(errorMessages, 'errorMessages');
    const english = /\b(assets?|loading|error|not found|please|failed|click)\b/i;
    expect(texts.filter(([, text]) => english.test(text))).toEqual([]);
    expect(messages.gallery.loading).toBe('Carregando arquivos...');
    expect(messages.assetEdit.notFound).toBe('Arquivo não encontrado para edição');
  });
});
