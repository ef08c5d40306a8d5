import type { Readable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createUser, register, type SignedIn } from './accounts';
import { multipartBody, multipartStream, type StreamPart } from './multipart';
import { createTestApp, type TestApp } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `inject` as `who` (null: signed out), with a JSON body when `payload` is given. */
export function requestAs(
  app: FastifyInstance,
  who: SignedIn | null,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A multipart request as `who`; a part whose data is a stream is sent as a stream. */
export function sendParts(
  app: FastifyInstance,
  who: SignedIn,
  url: string,
  parts: StreamPart[],
  method: 'POST' | 'PUT' = 'POST',
): Promise<LightMyRequestResponse> {
  const streamed = parts.some((part) => typeof part.data === 'object' && !Buffer.isBuffer(part.data));
  const { body, contentType } = streamed
    ? multipartStream(parts)
    : multipartBody(parts as Array<StreamPart & { data: Buffer | string }>);
  return app.inject({
    method,
    url,
    headers: { cookie: who.cookie, 'content-type': contentType },
    payload: body as Buffer | Readable,
  });
}

export interface ApiSuite {
  t: TestApp;
  admin: SignedIn;
  /** A 'user' and a 'franqueado' created by the admin (only with `people: true`). */
  user: SignedIn;
  franqueado: SignedIn;
}

/**
 * The usual start of an API test file: before the tests, a fresh app and its first admin (and, with
 * `people`, a 'user' and a 'franqueado'); after them, the app closed. The fields are set once the
 * file's `beforeAll` has run, so read them inside tests.
 */
export function apiSuite(options: { people?: boolean; adminName?: string } = {}): ApiSuite {
  const suite = {} as ApiSuite;
  beforeAll(async () => {
    suite.t = await createTestApp();
    suite.admin = await register(suite.t.app, { name: options.adminName ?? 'Admin Geral' });
    if (options.people) {
      suite.user = await createUser(suite.t.app, suite.admin, 'user');
      suite.franqueado = await createUser(suite.t.app, suite.admin, 'franqueado');
    }
  });
  afterAll(async () => {
    await suite.t?.close();
  });
  return suite;
}
