import { commonMessages } from '@shared/messages/common';
import type { z } from 'zod';
import { ApiError, networkError, toApiError } from './api-error';

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * A schema loaded when the answer arrives (`lazySchema(() => import('@shared/schemas/user').then((m) =>
 * m.SessionResponseSchema))`): for the calls of the pages that show before any schema code loads
 * (the sign-in page, the gallery's first screen with its header), so zod comes with the first answer
 * to check, not with the page (tests/e2e/first-load.spec.ts holds those pages to it). Make one per
 * schema, at module level: each is loaded once.
 */
export interface LazySchema<S extends z.ZodType> {
  readonly load: () => Promise<S>;
}

export function lazySchema<S extends z.ZodType>(load: () => Promise<S>): LazySchema<S> {
  let loading: Promise<S> | undefined;
  return {
    load: () => {
      // A failed load (offline) is tried again by the next call.
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}

/**
 * What a call expects back: the shared zod schema of the JSON answer (the one the server's route
 * declares in `schema.response`), that schema loaded on demand, or `NoContent` for the calls
 * answered without a body (204, 202).
 */
export const NoContent: unique symbol = Symbol('NoContent');
export type Expected = z.ZodType | LazySchema<z.ZodType> | typeof NoContent;
/** The value a call resolves with: the schema's output, or nothing for `NoContent`. */
export type Answer<E extends Expected> = E extends z.ZodType
  ? z.output<E>
  : E extends LazySchema<infer S>
    ? z.output<S>
    : undefined;

/**
 * Checks a 2xx answer against what the call expects. An answer that does not match is a broken
 * contract, not something the user can act on: it becomes 'UNKNOWN' with the catalogue message, and
 * the zod issues go to the console in development only (raw zod text is never shown to users).
 */
async function readAnswer(expected: Expected, status: number, data: unknown, call: string): Promise<unknown> {
  if (expected === NoContent) return undefined;
  let schema: z.ZodType;
  try {
    schema = 'load' in expected ? await expected.load() : expected;
  } catch {
    throw networkError();
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  if (import.meta.env.DEV)
    console.error(`${call}: the answer does not match its schema`, result.error.issues);
  throw new ApiError('UNKNOWN', status, commonMessages.common.unknownError);
}

async function request(
  method: Method,
  path: string,
  body: unknown,
  expected: Expected,
  options: RequestOptions = {},
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser sets multipart Content-Type with its boundary.
    payload = body;
  } else if (body instanceof Blob) {
    // A file sent as it is (a CSV sheet); its type comes from `options.headers`.
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    // Cancellation (TanStack Query, unmount) is not a failure to report.
    if (isAbort(error)) throw error;
    throw networkError();
  }

  const data = parseJson(await response.text());
  if (!response.ok) throw toApiError(response.status, data);
  return readAnswer(expected, response.status, data, `${method} ${path}`);
}

/** A call with a request body (`undefined` for none): POST, PATCH, PUT. */
const withBody =
  (method: Method) =>
  <E extends Expected>(path: string, body: unknown, expected: E, options?: RequestOptions) =>
    request(method, path, body, expected, options) as Promise<Answer<E>>;

/**
 * The only way the web app talks to the server. Paths are absolute (`/api/...`). Every call names
 * the shared schema of the answer it reads, and resolves with what that schema parsed:
 * `api.get('/api/albums', AlbumListSchema, { signal })`, `api.post('/api/albums', input, AlbumSchema)`,
 * `api.delete('/api/albums/1', NoContent)`.
 */
export const api = {
  get: <E extends Exclude<Expected, typeof NoContent>>(path: string, schema: E, options?: RequestOptions) =>
    request('GET', path, undefined, schema, options) as Promise<Answer<E>>,
  post: withBody('POST'),
  patch: withBody('PATCH'),
  put: withBody('PUT'),
  delete: <E extends Expected>(path: string, expected: E, options?: RequestOptions) =>
    request('DELETE', path, undefined, expected, options) as Promise<Answer<E>>,
};

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
}

/**
 * Sends multipart data with XMLHttpRequest, because fetch cannot report upload progress.
 * Resolves with the JSON answer parsed by `schema`; rejects with ApiError, or an AbortError when
 * cancelled.
 */
export function upload<S extends z.ZodType>(
  path: string,
  form: FormData,
  schema: S,
  options: UploadOptions = {},
): Promise<z.output<S>> {
  const { method = 'POST', signal, onProgress } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const cleanup = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open(method, path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      cleanup();
      const data = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiError(xhr.status, data));
        return;
      }
      resolve(readAnswer(schema, xhr.status, data, `${method} ${path}`) as Promise<z.output<S>>);
    };
    xhr.onerror = () => {
      cleanup();
      reject(networkError());
    };
    xhr.onabort = () => {
      cleanup();
      reject(new DOMException('Upload aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbortSignal);
    xhr.send(form);
  });
}

/** The file name of a `Content-Disposition` header: the UTF-8 `filename*` first, else `filename`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  return plain?.[1] ?? plain?.[2]?.trim() ?? null;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

export interface DownloadOptions {
  signal?: AbortSignal;
  onProgress?: (loaded: number, total: number) => void;
  /** E.g. `Range: bytes=0-1023` to read only the start of a file. */
  headers?: Record<string, string>;
}

/**
 * Reads a file into memory with progress (for small files, so the app can tell when it is really
 * complete). Large files should be left to the browser's own download instead (a link click), which
 * streams to disk. Rejects with ApiError like the JSON calls.
 */
export async function downloadFile(path: string, options: DownloadOptions = {}): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      signal: options.signal,
      headers: options.headers,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw networkError();
  }
  if (!response.ok) throw toApiError(response.status, parseJson(await response.text()));
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'));
  const type = response.headers.get('Content-Type') ?? '';
  const total = Number(response.headers.get('Content-Length')) || 0;
  if (!response.body) return { blob: await response.blob(), fileName };

  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    loaded += value.byteLength;
    options.onProgress?.(loaded, total);
  }
  return { blob: new Blob(chunks, { type }), fileName };
}
