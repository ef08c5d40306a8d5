import type { ErrorCode } from '@shared/errors';
import { formatError } from '@shared/messages/pt-BR';
import { vi } from 'vitest';

/**
 * One answer of the fake API: a Response, or a function of the request making one (a never-settling
 * promise keeps the request pending; a plain object is sent as JSON).
 */
export type FakeAnswer = Response | ((request: { method: string; url: URL }) => unknown);

const PUBLIC_CONFIG = { brandName: 'Rede Sorriso', mailEnabled: false, setupRequired: false };

/**
 * What every screen reads, for the tests that do not answer it themselves. Like every fake answer,
 * these satisfy the shared response schemas: the API client parses with them and would refuse less.
 */
const DEFAULT_ANSWERS: Record<string, unknown> = {
  '/api/config': PUBLIC_CONFIG,
  '/api/settings/public': { publicSignup: true, banner: null },
  // Admins' settings (the upload and edit forms' content check): an empty list warns of nothing.
  '/api/settings': { publicSignup: true, banner: null, forbiddenExpressions: [] },
  '/api/assets': { items: [], total: 0, nextCursor: null, typeCounts: {}, correctedQuery: null },
  // The header's bell, on every signed-in screen.
  '/api/notifications': { items: [], unread: 0, nextCursor: null },
};

/**
 * Stubs `fetch` with answers keyed by `"METHOD /path"` or `"/path"` (any method; the query string is
 * ignored unless the key has one). Unknown requests get `fallback`, else the defaults above (public
 * config for anything else), and every call is recorded in `calls`, so a test can assert on what the
 * screen asked.
 */
export function fakeApi(answers: Record<string, FakeAnswer>, fallback?: FakeAnswer) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  /** The same requests as URLs, live: it grows as the screen asks. */
  const requests: URL[] = [];
  const resolve = async (answer: FakeAnswer, request: { method: string; url: URL }) => {
    if (typeof answer !== 'function') return answer.clone();
    const result = await answer(request);
    return result instanceof Response ? result : Response.json(result);
  };
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const path = url.split('?')[0]!;
    calls.push({ method, url, body: init?.body });
    requests.push(new URL(url, 'http://localhost'));
    const answer =
      answers[`${method} ${url}`] ??
      answers[`${method} ${path}`] ??
      answers[url] ??
      answers[path] ??
      fallback;
    const request = { method, url: new URL(url, 'http://localhost') };
    return answer ? resolve(answer, request) : Response.json(DEFAULT_ANSWERS[path] ?? PUBLIC_CONFIG);
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, requests, fetch: fetchStub };
}

/** The API's error body, as the server sends it: the catalogue's text of the code, filled with `params`. */
export function apiError(
  status: number,
  code: ErrorCode,
  params?: Record<string, string | number>,
): Response {
  return Response.json({ error: { code, message: formatError(code, params), params } }, { status });
}
