import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { DatabaseDump } from './database-dump';

/**
 * The embedded database can only be read by the process that has it open, so an operator command
 * run while the server runs (a backup, a text reindex) asks the server. It asks over a Unix socket
 * inside DATA_DIR that only DATA_DIR's owner can open: whoever can connect could read the database
 * files anyway. `POST /database-dump` with `{ "dir": "/absolute/folder" }` answers the dump's
 * counts; `POST /text-reindex` with `{ "all": boolean }` queues files to read and answers how many;
 * `POST /text-progress` answers the text jobs per status.
 */
export const CONTROL_SOCKET = 'control.sock';

export interface ControlHandlers {
  dumpDatabase(dir: string): Promise<DatabaseDump>;
  textReindex?(all: boolean): Promise<{ queued: number }>;
  textProgress?(): Promise<Record<string, number>>;
}

/** What each request does with its JSON body, or the 400 it answers. */
function route(
  handlers: ControlHandlers,
  url: string,
  body: Record<string, unknown>,
): Promise<unknown> | string {
  if (url === '/database-dump') {
    const dir = body.dir;
    if (typeof dir !== 'string' || !path.isAbsolute(dir)) return 'dir must be absolute';
    return handlers.dumpDatabase(dir);
  }
  if (url === '/text-reindex' && handlers.textReindex) return handlers.textReindex(body.all === true);
  if (url === '/text-progress' && handlers.textProgress) return handlers.textProgress();
  return 'unknown';
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
    if (request.method !== 'POST') return answer(404, { error: 'unknown' });
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      let parsed: Record<string, unknown> = {};
      try {
        parsed = (JSON.parse(body || '{}') as Record<string, unknown>) ?? {};
      } catch {}
      const work = route(handlers, request.url ?? '', parsed);
      if (typeof work === 'string') return answer(work === 'unknown' ? 404 : 400, { error: work });
      work.then(
        (result) => answer(200, result),
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

/** Asks the server running on `dataDir` over its control socket; rejects with what it answered. */
export function askRunningServer<T>(dataDir: string, url: string, body: unknown = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath: path.join(dataDir, CONTROL_SOCKET), method: 'POST', path: url },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          const parsed = JSON.parse(text || '{}') as T & { error?: string };
          if (response.statusCode === 200) resolve(parsed);
          else reject(new Error(`the running server refused ${url}: ${parsed.error ?? text}`));
        });
      },
    );
    request.on('error', (error) =>
      reject(new Error(`cannot reach the running server through ${CONTROL_SOCKET}: ${error.message}`)),
    );
    request.end(JSON.stringify(body));
  });
}

/** Asks the server running on `dataDir` to dump its database into `dir`. */
export function requestDatabaseDump(dataDir: string, dir: string): Promise<DatabaseDump> {
  return askRunningServer<DatabaseDump>(dataDir, '/database-dump', { dir });
}
