import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
  /** Everything the process wrote to stdout so far (its log lines, JSON). */
  stdout(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * The arguments that start the server: the compiled one the test run built (BDI_SERVER_ENTRY, set
 * by the suites' global setups; `npm run build`'s for the browser suite), else the sources via tsx.
 */
export function serverArgs(nodeFlags: string[] = []): string[] {
  const entry = process.env.BDI_SERVER_ENTRY;
  return entry ? [...nodeFlags, entry] : [...nodeFlags, '--import', 'tsx', 'src/server/boot/main.ts'];
}

/**
 * The arguments that run an operator command (`backup`, `restore`, `migrate-to-postgres`): the
 * compiled one beside the test run's server build, as `npm run backup` runs it; else via tsx.
 */
export function operatorArgs(command: 'backup' | 'restore' | 'migrate-to-postgres'): string[] {
  const entry = process.env.BDI_SERVER_ENTRY;
  return entry
    ? [path.join(path.dirname(entry), `${command}.mjs`)]
    : ['--import', 'tsx', `scripts/${command}.ts`];
}

/** The server as its own process, as an operator runs it (API only, no web build). */
export function spawnServer(
  port: number,
  env: Record<string, string>,
  nodeFlags: string[] = [],
): ServerProcess {
  const child = spawn(process.execPath, serverArgs(nodeFlags), {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      WEB_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  child.stdout?.on('data', (chunk) => {
    stdout += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}`, stderr: () => stderr, stdout: () => stdout, exited };
}

/** Waits (up to two minutes: a loaded 2-core CI machine starts slowly) until /api/health answers, or fails if the process ends first. */
export async function waitUntilHealthy(server: ServerProcess): Promise<void> {
  let ended = false;
  void server.exited.then(() => {
    ended = true;
  });
  for (let i = 0; i < 1200 && !ended; i++) {
    try {
      if ((await fetch(`${server.base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${server.stderr()}`);
}
