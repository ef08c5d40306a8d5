import { describe, expect, it } from 'vitest';
import { z } from './z';

// This file imports nothing else: the messages must come with `z` itself, as they do in the web app,
// which loads zod only with the first schema it needs.
describe('z', () => {
  it('speaks Portuguese wherever it is first loaded, for the checks a schema does not word itself', () => {
    expect(z.string().min(3).safeParse('a').error?.issues[0]?.message).toBe(
      'Deve ter pelo menos 3 caracteres.',
    );
    expect(z.object({ nome: z.string() }).safeParse({}).error?.issues[0]?.message).toBe('Campo obrigatório.');
  });
});
