import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EventBus } from './event-bus';

const HEARTBEAT_MS = 25_000;

/** Server-sent events for signed-in pages: `banner` when the homepage banner changes. */
export const eventsRoutes: FastifyPluginAsyncZod<{ bus: EventBus }> = async (app, { bus }) => {
  const open = new Set<ServerResponse>();
  // Streams never end on their own: close them so that the server can shut down.
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  app.get(
    '/api/events',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['events'], summary: 'Server-sent events (text/event-stream)' },
    },
    (request, reply) => {
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
      const unsubscribe = bus.subscribe((event) => {
        res.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
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
  );
};
