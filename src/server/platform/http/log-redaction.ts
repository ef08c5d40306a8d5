import type { FastifyRequest } from 'fastify';

/**
 * Secrets that travel in URLs never reach the log (issue 36): a partner link's token in its path
 * (`/s/<token>`, `/api/s/<token>/…`) and one-time tokens in the query (`token=` of password resets
 * and invitations, `setup=` of the first-admin link). Bodies are never logged, so the tokens posted
 * in them need nothing here.
 */
const SECRET_SEGMENT = /(^|\/)s\/[^/?#]+/;
const SECRET_PARAM = /([?&](?:token|setup|setuptoken)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathPart = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  return pathPart.replace(SECRET_SEGMENT, '$1s/[token]') + query.replace(SECRET_PARAM, '$1[redacted]');
}

/** Pino's request serializer: Fastify's own fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
