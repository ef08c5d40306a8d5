import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionUser } from '../../../shared/schemas/user';
import type { AppEvent, EventBus } from '../../platform/events/event-bus';
import { routesFor } from '../../platform/http/routes';
import { currentUser } from '../../plugins/auth';

const HEARTBEAT_MS = 25_000;

/**
 * What one signed-in page is sent of an event, or null when it is not theirs: a `notification`
 * reaches only the people it names, and without its audience (no one learns who else was told).
 */
export function eventForViewer(event: AppEvent, viewer: Pick<SessionUser, 'id' | 'role'>) {
  if (event.type !== 'notification') return event;
  const { to, kind } = event.data;
  const concerned = 'userIds' in to ? to.userIds.includes(viewer.id) : to.roles.includes(viewer.role);
  return concerned ? { type: event.type, data: { kind } } : null;
}

/**
 * Server-sent events for signed-in pages: `banner` when the homepage banner changes, `notification`
 * when the person has a new notification (the page then reloads its count).
 */
export const eventsRoutes: FastifyPluginAsyncZod<{ bus: EventBus }> = async (app, { bus }) => {
  const route = routesFor(app, 'events');
  const open = new Set<ServerResponse>();
  // Streams never end on their own: close them so that the server can shut down.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  route.get('/api/events', {
    access: 'signed-in',
    summary: 'Server-sent events (text/event-stream)',
    handler: (request, reply) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 5000\n\n');
      open.add(res);
      const viewer = currentUser(request);
      const unsubscribe = bus.subscribe((event) => {
        const sent = eventForViewer(event, viewer);
        if (sent) res.write(`event: ${sent.type}\ndata: ${JSON.stringify(sent.data)}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(res);
      };
      request.raw.on('close', stop);
      res.on('close', stop);
    },
  });
};
