import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '../../shared/schemas/user';
import { AppError } from '../platform/errors';
import { isLocalConnection } from '../platform/http/client-address';
import type { Access } from './access';

export const SESSION_COOKIE = 'bdi_session';
/** Over HTTPS: the `__Host-` prefix makes the browser refuse it unless Secure, Path=/ and host-only. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL is https: cookies are Secure (and the session's `__Host-`) whatever the proxy says. */
    httpsSite: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionTokenHash: string | null;
  }
}

/**
 * Whether cookies go out `Secure`: always when PUBLIC_URL is https (a proxy that forgets
 * X-Forwarded-Proto must not downgrade them), else when the request itself came over HTTPS.
 */
export function secureCookies(request: FastifyRequest): boolean {
  return request.server.httpsSite || request.protocol === 'https';
}

/** A session just opened (sign-up, sign-in, an accepted invitation): its cookie set, the account answered. */
export function sendNewSession(
  request: FastifyRequest,
  reply: FastifyReply,
  issued: { token: string; expiresAt: Date; user: SessionUser },
  status: 200 | 201 = 200,
) {
  setSessionCookie(request, reply, issued.token, issued.expiresAt);
  return reply.status(status).send({ user: issued.user });
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  const secure = secureCookies(request);
  reply.setCookie(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

/** The session token, from whichever cookie was set (the `__Host-` one first). */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[SECURE_SESSION_COOKIE] || request.cookies[SESSION_COOKIE] || undefined;
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SECURE_SESSION_COOKIE, { path: '/', secure: true, httpOnly: true, sameSite: 'lax' });
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}

/** The signed-in user of a route whose access is 'signed-in' or 'admin' (the guard already ran). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}

/** What a request's session cookie turned out to be: none sent, a valid session, or an ended one. */
export type SessionState = 'none' | 'signed-in' | 'ended';

export type Authentication =
  | { kind: 'ok'; user: SessionUser; tokenHash: string; renewedUntil?: Date }
  | { kind: 'expired' };

/** What this plugin asks of the auth module: a cookie's token resolved to a live session, or not. */
export interface SessionAuthenticator {
  authenticate(token: string): Promise<Authentication>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves the request's session cookie as the API's guard does (sets `request.user`, renews or
     * clears the cookie on `reply`); for a page that carries the session's answer (web-app.ts).
     */
    identifySession(request: FastifyRequest, reply: FastifyReply): Promise<SessionState>;
  }
}

/**
 * The one role guard. Runs on every API request before the body is read, so an anonymous upload is
 * refused without streaming it: resolves the session cookie, then enforces the route's `access`.
 */
export const authPlugin = fp(async (app: FastifyInstance, { auth }: { auth: SessionAuthenticator }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);

  async function identifySession(request: FastifyRequest, reply: FastifyReply): Promise<SessionState> {
    const token = readSessionCookie(request);
    if (!token) return 'none';
    const result = await auth.authenticate(token);
    if (result.kind !== 'ok') {
      clearSessionCookie(reply);
      return 'ended';
    }
    request.user = result.user;
    request.sessionTokenHash = result.tokenHash;
    if (result.renewedUntil) setSessionCookie(request, reply, token, result.renewedUntil);
    return 'signed-in';
  }
  app.decorate('identifySession', identifySession);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const access: Access = request.routeOptions.config?.access ?? 'public';
    // The socket's address decides, never a forwarding header (http/client-address.ts).
    if (access === 'admin-or-local' && isLocalConnection(request)) return;
    const state = await identifySession(request, reply);
    if (state === 'ended' && access !== 'public') throw new AppError('SESSION_EXPIRED');

    if (access === 'public') return;
    if (!request.user) throw new AppError('UNAUTHENTICATED');
    // A pending account (public sign-up, not yet approved) reads nothing but its own account.
    if (access !== 'account' && request.user.status !== 'active') throw new AppError('ACCOUNT_PENDING');
    const forAdmins = access === 'admin' || access === 'admin-or-local';
    if (forAdmins && request.user.role !== 'admin') throw new AppError('FORBIDDEN');
  });
});
