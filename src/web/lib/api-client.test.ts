import { errorMessages, messages } from '@shared/messages/pt-BR';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client';
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
});

describe('api client', () => {
  it('sends JSON bodies with same-origin credentials and parses the answer', async () => {
    const fetchMock = mockFetch(async () => jsonResponse({ id: 'a1' }, 201));

    await expect(api.post('/api/albums', { name: 'Campanha' })).resolves.toEqual({ id: 'a1' });

    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/albums');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"name":"Campanha"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('passes FormData through without a JSON Content-Type', async () => {
    const fetchMock = mockFetch(async () => jsonResponse({ ok: true }));
    const form = new FormData();
    form.append('meta', '{}');

    await api.put('/api/me/avatar', form);

    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it('resolves undefined for an empty answer (204)', async () => {
    mockFetch(async () => new Response(null, { status: 204 }));
    await expect(api.delete('/api/albums/a1')).resolves.toBeUndefined();
  });

  it('turns an error body into an ApiError with code, status, message and details', async () => {
    const details = { fields: { email: 'Informe um e-mail válido.' } };
    mockFetch(async () =>
      jsonResponse({ error: { code: 'VALIDATION', message: 'Dados inválidos.', details } }, 400),
    );

    const error = await api.get('/api/users').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION', status: 400, message: 'Dados inválidos.', details });
  });

  it('reports a non-JSON failure as UNKNOWN', async () => {
    mockFetch(async () => new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(api.get('/api/health')).rejects.toMatchObject({ code: 'UNKNOWN', status: 502 });
  });

  it('reports a network failure as NETWORK with the catalogue message', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/api/health')).rejects.toMatchObject({
      code: 'NETWORK',
      status: 0,
      message: messages.api.network,
    });
  });

  it('lets a cancellation through untouched', async () => {
    mockFetch(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(api.get('/api/health')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('describeError', () => {
  it('uses the catalogue for known codes and the fallback otherwise', () => {
    const fallback = 'Erro ao salvar o álbum';
    expect(describeError(new ApiError('FORBIDDEN', 403, 'x'), fallback)).toBe(errorMessages.FORBIDDEN);
    expect(describeError(new ApiError('NETWORK', 0, 'x'), fallback)).toBe(messages.api.network);
    expect(describeError(new ApiError('SOMETHING_NEW', 400, 'raw server text'), fallback)).toBe(fallback);
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
  it('shows the catalog text of the code with the values the server sent', () => {
    const error = new ApiError('IMAGE_TOO_LARGE', 422, 'ignored', undefined, { megapixels: 25 });
    expect(describeError(error, 'falhou')).toBe('A imagem é grande demais: no máximo 25 megapixels.');
    const wait = new ApiError('RATE_LIMITED', 429, 'ignored', undefined, { wait: '3 minutos' });
    expect(describeError(wait, 'falhou')).toBe('Muitas tentativas. Tente novamente em 3 minutos.');
  });
});
