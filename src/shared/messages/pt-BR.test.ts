import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors';
import { errorMessages, format } from './pt-BR';

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
});
