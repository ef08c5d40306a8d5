import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../platform/errors';
import { redactUrl } from '../platform/http/log-redaction';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The origin this site is served from: PUBLIC_URL when set, else the request's own scheme and Host. */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string | undefined {
  if (publicUrl) return originOf(publicUrl);
  return originOf(`${request.protocol}://${request.host}`);
}

/**
 * Why a request must be refused as cross-site, or undefined when it may go on. A browser names the
 * page that sent an unsafe request in `Origin` (and, in every current browser, `Sec-Fetch-Site`); a
 * page on another site therefore cannot act with the user's cookie. A caller that sends neither and
 * carries no cookie (a script, a health probe) acts for nobody and is let through.
 */
export function crossSiteReason(
  request: FastifyRequest,
  publicUrl: string | undefined,
  hasCookie: boolean,
): string | undefined {
  const origin = request.headers.origin;
  // Under our `Referrer-Policy: no-referrer` a browser sends `Origin: null` on a page's own form
  // posts (the ZIP download); Sec-Fetch-Site then tells where the request came from.
  if (typeof origin === 'string' && origin !== 'null') {
    return originOf(origin) === siteOrigin(request, publicUrl) ? undefined : `origin ${origin}`;
  }
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') {
    return fetchSite === 'same-origin' ? undefined : `sec-fetch-site ${fetchSite}`;
  }
  return hasCookie ? 'neither Origin nor Sec-Fetch-Site with a cookie' : undefined;
}

/**
 * Cross-site request refusal (DESIGN.md section 6): every unsafe method on the API must come from
 * the site's own pages. Runs on `onRequest`, before the session is read and before any body.
 */
export const sameOriginPlugin = fp(
  async (app: FastifyInstance, { publicUrl }: { publicUrl: string | undefined }) => {
    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      const hasCookie = Boolean(request.headers.cookie);
      const reason = crossSiteReason(request, publicUrl, hasCookie);
      if (reason) {
        request.log.warn({ reason, url: redactUrl(request.url) }, 'refused a cross-site request');
        throw new AppError('CROSS_SITE_REQUEST');
      }
    });
  },
);
