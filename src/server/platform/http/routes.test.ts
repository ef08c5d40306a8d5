import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { oneFileContract } from './multipart';
import { routesFor } from './routes';

/** The route options `routesFor` hands Fastify for one declaration. */
async function declared(declare: (route: ReturnType<typeof routesFor>) => void): Promise<RouteOptions> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const seen: RouteOptions[] = [];
  app.addHook('onRoute', (options) => {
    if (options.method !== 'HEAD') seen.push(options);
  });
  declare(routesFor(app, 'teste'));
  await app.ready();
  await app.close();
  return seen[0]!;
}

describe('routesFor', () => {
  it('declares an upload route from its contract: multipart, and the contract refusals among its codes', async () => {
    const contract = oneFileContract(1024, { missing: 'AVATAR_MISSING', tooLarge: 'AVATAR_TOO_LARGE' });
    const options = await declared((route) =>
      route.put('/api/foto', {
        access: 'signed-in',
        upload: contract,
        errors: ['AVATAR_INVALID', 'AVATAR_MISSING'],
        handler: async () => ({}),
      }),
    );
    expect(options.schema?.consumes).toEqual(['multipart/form-data']);
    expect([...(options.config as { errors: string[] }).errors].sort()).toEqual([
      'AVATAR_INVALID',
      'AVATAR_MISSING',
      'AVATAR_TOO_LARGE',
    ]);
  });

  it('keeps the media types a route names itself (JSON or multipart), and a route without a body as it is', async () => {
    const either = await declared((route) =>
      route.post('/api/pedido', {
        access: 'signed-in',
        upload: { files: { file: { max: 1, maxBytes: 10, tooLarge: 'REQUEST_REFERENCE_TOO_LARGE' } } },
        consumes: ['application/json', 'multipart/form-data'],
        handler: async () => ({}),
      }),
    );
    expect(either.schema?.consumes).toEqual(['application/json', 'multipart/form-data']);
    expect((either.config as { errors: string[] }).errors).toEqual(['REQUEST_REFERENCE_TOO_LARGE']);

    const plain = await declared((route) =>
      route.get('/api/nada', { access: 'public', handler: async () => ({}) }),
    );
    expect(plain.schema?.consumes).toBeUndefined();
    expect((plain.config as { errors?: string[] }).errors).toBeUndefined();
  });
});
