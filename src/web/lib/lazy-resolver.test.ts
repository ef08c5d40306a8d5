import { type LoginInput, LoginInputSchema } from '@shared/schemas/user';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyResolver', () => {
  it('loads the schema when first asked, then checks with it, in Portuguese', async () => {
    const load = vi.fn(async () => LoginInputSchema);
    const resolver = lazyResolver<LoginInput>(load);
    expect(load).not.toHaveBeenCalled();

    const bad = await resolver({ email: 'nao-e-email', password: '' }, undefined, options);
    expect(bad.errors.email?.message).toBe('Informe um e-mail válido.');
    expect(bad.errors.password?.message).toBe('Informe a senha.');
    const good = await resolver({ email: 'Ana@Rede.com.br', password: 'segredo' }, undefined, options);
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({ email: 'ana@rede.com.br', password: 'segredo' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('starts loading on prepare, before any check', async () => {
    const load = vi.fn(async () => LoginInputSchema);
    lazyResolver<LoginInput>(load).prepare();
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
  });

  it('lets the values go to the server (which checks them) when the schema cannot load, and retries later', async () => {
    const load = vi
      .fn<() => Promise<typeof LoginInputSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(LoginInputSchema);
    const resolver = lazyResolver<LoginInput>(load);
    const values = { email: 'x', password: '' };
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
    expect((await resolver(values, undefined, options)).errors.email).toBeDefined();
  });
});
