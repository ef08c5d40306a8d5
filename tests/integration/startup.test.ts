import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverArgs } from '../helpers/server-process';

const root = path.resolve(import.meta.dirname, '../..');

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, serverArgs(), {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 90_000,
  });
  const lines = result.stderr
    .split('\n')
    .filter((line) => line.trim() && !line.includes('ExperimentalWarning'));
  return { status: result.status, lines };
}

// Start-up failures are the operator's first contact: one clear line, no stack trace.
describe.runIf(process.env.TEST_DB === 'pglite')('start-up failures', () => {
  it('stops with one line when DATABASE_URL points nowhere', async () => {
    const dataDir = path.join(os.tmpdir(), `bdi-start-${process.pid}`);
    const { status, lines } = start({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    await fs.rm(dataDir, { recursive: true, force: true });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/cannot start: Cannot connect to DATABASE_URL .*ECONNREFUSED/);
  });

  it('stops with one line when DATABASE_URL is not a PostgreSQL URL', () => {
    const { status, lines } = start({ DATABASE_URL: 'mysql://root@localhost/db' });
    expect(status).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/DATABASE_URL must start with postgres:\/\//)]);
  });

  it('stops with one line when DATA_DIR cannot be written', async () => {
    const file = path.join(os.tmpdir(), `bdi-not-a-dir-${process.pid}`);
    await fs.writeFile(file, 'x');
    const { status, lines } = start({ DATA_DIR: path.join(file, 'data') });
    await fs.rm(file, { force: true });
    expect(status).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/DATA_DIR .* is not writable \(ENOTDIR\)/)]);
  });
});
