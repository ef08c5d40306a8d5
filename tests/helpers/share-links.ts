import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { SignedIn } from './accounts';

export interface MadeLink {
  id: string;
  url: string;
  expiresAt: string;
  /** The token: the URL's last part. */
  token: string;
}

/** POST /api/share-links as the dialog sends it; `body` overrides the defaults (7 days, download on). */
export function postShareLink(app: FastifyInstance, who: SignedIn, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/share-links',
    headers: { cookie: who.cookie },
    payload: { expiresInDays: 7, allowDownload: true, ...body },
  });
}

/** A link made through the API (201 expected), with its token. */
export async function makeShareLink(
  app: FastifyInstance,
  who: SignedIn,
  body: Record<string, unknown>,
): Promise<MadeLink> {
  const res = await postShareLink(app, who, body);
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as Omit<MadeLink, 'token'>;
  return { ...created, token: created.url.split('/s/')[1]! };
}

let visitor = 0;
/** A partner's browser: no session, an address of its own (the public routes count per address). */
export function partnerAddress(): string {
  visitor += 1;
  return `198.51.100.${1 + (visitor % 250)}`;
}

/** A GET without session, as a partner's browser sends it (optionally with its unlock cookie). */
export function visit(
  app: FastifyInstance,
  url: string,
  options: { cookie?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: options.ip ?? partnerAddress(),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
}

/** POST /api/s/:token/unlock from `ip`. */
export function unlock(app: FastifyInstance, token: string, password: string, ip = partnerAddress()) {
  return app.inject({
    method: 'POST',
    url: `/api/s/${token}/unlock`,
    remoteAddress: ip,
    payload: { password },
  });
}
