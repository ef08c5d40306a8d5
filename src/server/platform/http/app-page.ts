import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

type SendAppPage = (request: FastifyRequest, reply: FastifyReply, status: number) => unknown;

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers the built web app's page with this status; set by boot/web-app.ts when the app is built. */
    appPageSender?: SendAppPage;
  }
}

/**
 * The app's page for a client route whose server decides the status (a partner link: 410 once it
 * ended, 404 when unknown); the app then renders the matching screen. Without a built web app (API
 * tests, development through Vite) it answers as any page there does: ROUTE_NOT_FOUND.
 */
export function sendAppPage(request: FastifyRequest, reply: FastifyReply, status: number) {
  const send = reply.server.appPageSender;
  if (send === undefined)
    throw new AppError('ROUTE_NOT_FOUND', { details: { path: request.url.split('?')[0] } });
  return send(request, reply, status);
}
