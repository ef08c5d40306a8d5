import { errorMessages, formatError, messages } from '@shared/messages/pt-BR';
import { AlbumSchema } from '@shared/schemas/album';
import { BannerSchema } from '@shared/schemas/settings';
import { HealthSchema } from '@shared/schemas/system';
import { UserListSchema } from '@shared/schemas/user';
import { z } from '@shared/schemas/z';
import { stubUploadAnswer } from '@web/test/upload';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, lazySchema, NoContent, upload } from './api-client';
import { ApiError, toApiError } from './api-error';
import { describeError } from './notify';
import { shouldRetry } from './query-client';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function mockFetch(impl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const AlbumAnswer = {
  id: 'a1',
  name: 'Campanha',
  description: '',
  assetCount: 0,
  thumbnailUrl: null,
  placeholder: null,
  createdAt: '2024-05-01T12:00:00.000Z',
  updatedAt: '2024-05-01T12:00:00.000Z',
};

describe('api client', () => {
  it('sends JSON bodies with same-origin credentials and parses the answer with its schema', async () => {
    const fetchMock = mockFetch(async () => jsonResponse(AlbumAnswer, 201));

    await expect(api.post('/api/albums', { name: 'Campanha' }, AlbumSchema)).resolves.toEqual(AlbumAnswer);

    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/albums');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"name":"Campanha"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('resolves with what the schema makes of the answer: defaults, dates, unknown keys dropped', async () => {
    const Schema = z.object({
      id: z.string(),
      tags: z.array(z.string()).default([]),
      createdAt: z.coerce.date(),
    });
    mockFetch(async () => jsonResponse({ id: 'a1', createdAt: '2024-05-01T12:00:00.000Z', extra: true }));

    const answer = await api.get('/api/things/a1', Schema);

    expect(answer).toEqual({ id: 'a1', tags: [], createdAt: new Date('2024-05-01T12:00:00.000Z') });
    expect(answer.createdAt).toBeInstanceOf(Date);
  });

  it('rejects an answer that does not match its schema as UNKNOWN, logging the issues in development', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(async () => jsonResponse({ ...AlbumAnswer, assetCount: 'três' }));

    const error = await api.get('/api/albums/a1', AlbumSchema).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'UNKNOWN', status: 200, message: messages.common.unknownError });
    expect(describeError(error, 'falhou')).not.toMatch(/assetCount|expected/i);
    expect(import.meta.env.DEV).toBe(true);
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]![0]).toContain('GET /api/albums/a1');
    expect(log.mock.calls[0]![1]).toEqual([expect.objectContaining({ path: ['assetCount'] })]);
  });

  it('loads a lazy schema once, with the first answer, and checks every answer with it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(async () => AlbumSchema);
    const expected = lazySchema(load);
    mockFetch(async () => jsonResponse(AlbumAnswer));
    expect(load).not.toHaveBeenCalled();

    await expect(api.get('/api/albums/a1', expected)).resolves.toMatchObject({ id: 'a1', name: 'Campanha' });
    mockFetch(async () => jsonResponse({ ...AlbumAnswer, assetCount: 'três' }));
    await expect(api.get('/api/albums/a1', expected)).rejects.toMatchObject({ code: 'UNKNOWN' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('reports a lazy schema that cannot load as NETWORK, and tries again on the next call', async () => {
    const load = vi
      .fn<() => Promise<typeof AlbumSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(AlbumSchema);
    const expected = lazySchema(load);
    mockFetch(async () => jsonResponse(AlbumAnswer));

    await expect(api.get('/api/albums/a1', expected)).rejects.toMatchObject({ code: 'NETWORK' });
    await expect(api.get('/api/albums/a1', expected)).resolves.toMatchObject({ id: 'a1' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects an empty answer where a body was expected', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(async () => new Response(null, { status: 204 }));
    await expect(api.get('/api/albums/a1', AlbumSchema)).rejects.toMatchObject({ code: 'UNKNOWN' });
  });

  it('passes FormData through without a JSON Content-Type', async () => {
    const fetchMock = mockFetch(async () => jsonResponse({ url: '/banner.webp?v=2', version: '2' }));
    const form = new FormData();
    form.append('meta', '{}');

    await api.put('/api/settings/banner', form, BannerSchema);

    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it('resolves undefined for an answer without a body (204) when the call expects NoContent', async () => {
    mockFetch(async () => new Response(null, { status: 204 }));
    await expect(api.delete('/api/albums/a1', NoContent)).resolves.toBeUndefined();
    mockFetch(async () => new Response(null, { status: 202 }));
    await expect(
      api.post('/api/auth/password-reset', { email: 'a@b.co' }, NoContent),
    ).resolves.toBeUndefined();
  });

  it('turns an error body into an ApiError with code, status, message and details', async () => {
    const details = { fields: { email: 'Informe um e-mail válido.' } };
    mockFetch(async () =>
      jsonResponse({ error: { code: 'VALIDATION', message: 'Dados inválidos.', details } }, 400),
    );

    const error = await api.get('/api/users', UserListSchema).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION', status: 400, message: 'Dados inválidos.', details });
  });

  it('reports a non-JSON failure as UNKNOWN', async () => {
    mockFetch(async () => new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(api.get('/api/health', HealthSchema)).rejects.toMatchObject({
      code: 'UNKNOWN',
      status: 502,
    });
  });

  it('reports a network failure as NETWORK with the catalogue message', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/api/health', HealthSchema)).rejects.toMatchObject({
      code: 'NETWORK',
      status: 0,
      message: messages.api.network,
    });
  });

  it('lets a cancellation through untouched', async () => {
    mockFetch(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(api.get('/api/health', HealthSchema)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('upload', () => {
  it('resolves with the answer parsed by its schema', async () => {
    stubUploadAnswer(200, { url: '/banner.webp?v=2', version: '2', extra: 1 });
    await expect(upload('/api/settings/banner', new FormData(), BannerSchema)).resolves.toEqual({
      url: '/banner.webp?v=2',
      version: '2',
    });
  });

  it('rejects an answer that does not match its schema as UNKNOWN', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubUploadAnswer(200, { url: 42 });
    await expect(upload('/api/settings/banner', new FormData(), BannerSchema)).rejects.toMatchObject({
      code: 'UNKNOWN',
      message: messages.common.unknownError,
    });
  });

  it('rejects an error answer with its ApiError', async () => {
    stubUploadAnswer(413, { error: { code: 'FILE_TOO_LARGE', message: 'Grande demais.' } });
    await expect(upload('/api/settings/banner', new FormData(), BannerSchema)).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
      status: 413,
    });
  });
});

describe('describeError', () => {
  it("shows an API error's catalogue text as the server sent it, and the fallback otherwise", () => {
    const fallback = 'Erro ao salvar o álbum';
    const forbidden = toApiError(403, { error: { code: 'FORBIDDEN', message: errorMessages.FORBIDDEN } });
    expect(describeError(forbidden, fallback)).toBe(errorMessages.FORBIDDEN);
    expect(describeError(new ApiError('NETWORK', 0, 'x'), fallback)).toBe(messages.api.network);
    // A body not in the API's error shape (a proxy's page, a stack trace) is never shown.
    expect(describeError(toApiError(502, { message: 'raw proxy text' }), fallback)).toBe(fallback);
    expect(describeError(toApiError(500, '<html>Bad gateway</html>'), fallback)).toBe(fallback);
    expect(describeError(new Error('boom'), fallback)).toBe(fallback);
  });
});

describe('shouldRetry', () => {
  it('does not retry client errors', () => {
    expect(shouldRetry(0, new ApiError('NOT_FOUND', 404, 'x'))).toBe(false);
  });

  it('retries network and server errors a limited number of times', () => {
    expect(shouldRetry(0, new ApiError('NETWORK', 0, 'x'))).toBe(true);
    expect(shouldRetry(1, new ApiError('INTERNAL', 500, 'x'))).toBe(true);
    expect(shouldRetry(2, new ApiError('INTERNAL', 500, 'x'))).toBe(false);
  });
});

describe('error codes with parameters', () => {
  it('shows the text the server filled from the catalogue with its values', () => {
    // What the server's AppError sends: the catalogue's template filled with the params.
    const message = formatError('IMAGE_TOO_LARGE', { megapixels: 25 });
    const error = toApiError(422, {
      error: { code: 'IMAGE_TOO_LARGE', message, params: { megapixels: 25 } },
    });
    expect(describeError(error, 'falhou')).toBe('A imagem é grande demais: no máximo 25 megapixels.');
  });
});
