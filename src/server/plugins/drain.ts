import type { FastifyInstance } from 'fastify';

export interface Lifecycle {
  /** True from the moment the app starts closing (SIGTERM): readiness answers 503. */
  shuttingDown: boolean;
}

/**
 * Lets requests in flight finish while the server closes without letting their connections hold it
 * open. Fastify's `forceCloseConnections: 'idle'` closes only the keep-alive connections idle at the
 * moment close starts; an upload answered afterwards would leave its connection idle for the whole
 * keep-alive timeout (72 s) and keep the process alive. So while closing, every answer says
 * `Connection: close`, and a connection that becomes idle (a download whose headers had already
 * gone) is closed as soon as its response ends.
 */
export function installDrain(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('preClose', async () => {
    lifecycle.shuttingDown = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.shuttingDown && !reply.raw.headersSent) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    if (lifecycle.shuttingDown) setImmediate(() => app.server.closeIdleConnections());
  });
}
