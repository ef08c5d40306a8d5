import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { DatabaseDump } from './database-dump';

/**
 * The embedded database can only be read by the process that has it open, so a backup taken while
 * the server runs asks the server for the dump. It asks over a Unix socket inside DATA_DIR that only
 * DATA_DIR's owner can open: whoever can connect could read the database files anyway. One request:
 * `POST /database-dump` with `{ "dir": "/absolute/folder" }`, answered with the dump's counts.
 */
export const CONTROL_SOCKET = 'control.sock';

export interface ControlHandlers {
  dumpDatabase(dir: string): Promise<DatabaseDump>;
}

export async function startControlSocket(
  dataDir: string,
  handlers: ControlHandlers,
): Promise<() => Promise<void>> {
  const socketPath = path.join(dataDir, CONTROL_SOCKET);
  // The DATA_DIR lock is ours, so a socket file left here belongs to a process that died.
  await fs.rm(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/database-dump')
      return answer(404, { error: 'unknown' });
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      let dir: unknown;
      try {
        dir = (JSON.parse(body) as { dir?: unknown }).dir;
      } catch {}
      if (typeof dir !== 'string' || !path.isAbsolute(dir))
        return answer(400, { error: 'dir must be absolute' });
      handlers.dumpDatabase(dir).then(
        (dump) => answer(200, dump),
        (error: unknown) => answer(500, { error: error instanceof Error ? error.message : String(error) }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await fs.chmod(socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await fs.rm(socketPath, { force: true });
  };
}

/** Asks the server running on `dataDir` to dump its database into `dir`. */
export function requestDatabaseDump(dataDir: string, dir: string): Promise<DatabaseDump> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath: path.join(dataDir, CONTROL_SOCKET), method: 'POST', path: '/database-dump' },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => {
          const parsed = JSON.parse(body || '{}') as DatabaseDump & { error?: string };
          if (response.statusCode === 200) resolve(parsed);
          else reject(new Error(`the running server could not dump its database: ${parsed.error ?? body}`));
        });
      },
    );
    request.on('error', (error) =>
      reject(new Error(`cannot reach the running server through ${CONTROL_SOCKET}: ${error.message}`)),
    );
    request.end(JSON.stringify({ dir }));
  });
}
