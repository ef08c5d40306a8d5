import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../../src/server/platform/db/client';

/**
 * What durable commits cost (issue 10): single-row commits on the embedded database as the app
 * opens it (fsync on, each commit synced to the host) against PGlite's own default (fsync off),
 * on the same disk, interleaved so that the machine's load falls on both alike. Milliseconds per commit.
 */
export async function commitCost(commits = 200): Promise<{ durable: number; relaxed: number }> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-bench-commit-'));
  const durable = await openPglite(path.join(root, 'durable'));
  const relaxed = await PGlite.create(path.join(root, 'relaxed'));
  const totals = { durable: 0, relaxed: 0 };
  try {
    for (const db of [durable, relaxed]) await db.exec('create table c (n int)');
    for (let round = 0; round < 4; round++) {
      for (const [name, db] of [
        ['durable', durable],
        ['relaxed', relaxed],
      ] as const) {
        const start = performance.now();
        for (let i = 0; i < commits / 4; i++) await db.query('insert into c values ($1)', [i]);
        totals[name] += performance.now() - start;
      }
    }
  } finally {
    await durable.close();
    await relaxed.close();
    await fs.rm(root, { recursive: true, force: true });
  }
  return { durable: totals.durable / commits, relaxed: totals.relaxed / commits };
}
