import http from 'node:http';
import { errorMessages } from '../../shared/messages/pt-BR';

/**
 * Holds the port while the app starts (migrations can take minutes on a large database): the load
 * balancer's `/api/ready` gets 503 `{ ready: false }`, and everyone else a 503 with the pt-BR
 * message, instead of a refused connection. Closed right before the app listens on the same port.
 */
export async function holdPortWhileStarting(port: number, host: string): Promise<() => Promise<void>> {
  const server = http.createServer((request, response) => {
    const ready = request.url?.split('?')[0] === '/api/ready';
    const body = ready ? { ready: false } : { error: { code: 'STARTING', message: errorMessages.STARTING } };
    response
      .writeHead(503, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': '5',
        connection: 'close',
      })
      .end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}
