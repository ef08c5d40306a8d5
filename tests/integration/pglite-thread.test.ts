import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from '../../src/server/platform/db/client';
import { isUniqueViolation } from '../../src/server/platform/db/errors';

// The embedded database runs on a thread of its own: a long query must not stall the server's
// event loop, and transactions, errors and concurrent queries must behave as PGlite's own.
describe.runIf(process.env.TEST_DB === 'pglite')('embedded database on its own thread', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    await handle.db.execute(sql`create table t (n int primary key, label text)`);
  });

  afterAll(async () => {
    await handle.close();
  });

  it('keeps the event loop free while a query runs', async () => {
    const slow = handle.db.execute(sql`select pg_sleep(0.6)`);
    // Timers of 20 ms, back to back, for as long as the query runs: each must fire about on time.
    let worstLateness = 0;
    let running = true;
    void slow.finally(() => {
      running = false;
    });
    while (running) {
      const start = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 20));
      worstLateness = Math.max(worstLateness, performance.now() - start - 20);
    }
    await slow;
    expect(worstLateness).toBeLessThan(150);
  });

  it('answers the health ping before the queries already waiting', async () => {
    const slow = [1, 2, 3, 4].map(() => handle.db.execute(sql`select pg_sleep(0.3)`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const start = performance.now();
    await handle.ping();
    const waited = performance.now() - start;
    await Promise.all(slow);
    // Behind the one query in progress (at most 0.3 s), not behind all four (1.2 s).
    expect(waited).toBeLessThan(700);
  });

  it('answers the health ping before busy queries already waiting, not after all of them', async () => {
    // Queries that keep the database's thread computing (pg_sleep lets its event loop run meanwhile).
    const settled: string[] = [];
    const busy = [1, 2, 3, 4].map((n) =>
      handle.db
        .execute(sql`select count(*) from generate_series(1, 1500000)`)
        .then(() => settled.push(`query ${n}`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    await handle.ping();
    settled.push('ping');
    await Promise.all(busy);
    expect(settled.indexOf('ping')).toBeLessThanOrEqual(1);
  });

  it('commits a transaction, and rolls one back when its body throws', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1, 'um')`);
      await tx.execute(sql`insert into t values (2, 'dois')`);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (3, 'três')`);
        throw new Error('desistiu');
      }),
    ).rejects.toThrow('desistiu');
    const rows = await queryRows<{ n: number }>(handle.db, sql`select n from t order by n`);
    expect(rows.map((row) => row.n)).toEqual([1, 2]);
  });

  it('rolls back to a savepoint in a nested transaction', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (10, 'dez')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into t values (11, 'onze')`);
          throw new Error('interna');
        })
        .catch(() => {});
    });
    const rows = await queryRows<{ n: number }>(handle.db, sql`select n from t where n >= 10 order by n`);
    expect(rows.map((row) => row.n)).toEqual([10]);
  });

  it('answers a unique violation with its PostgreSQL code', async () => {
    const error = await handle.db.execute(sql`insert into t values (1, 'de novo')`).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('keeps a transaction whole while other queries arrive meanwhile', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tx = handle.db.transaction(async (t) => {
      await t.execute(sql`insert into t values (20, 'vinte')`);
      await held;
      await t.execute(sql`update t set label = 'vinte!' where n = 20`);
    });
    // Asked while the transaction is open: answered after it, and sees all of it or none of it.
    const outside = queryRows<{ label: string }>(handle.db, sql`select label from t where n = 20`);
    setTimeout(release, 50);
    await tx;
    expect(await outside).toEqual([{ label: 'vinte!' }]);
  });

  it('keeps a prepared query parsed under a name, with the same answers, types and errors', async () => {
    const named = pgTable('named_t', {
      n: integer('n').primaryKey(),
      label: text('label'),
      at: timestamp('at', { withTimezone: true }),
    });
    await handle.db.execute(
      sql`create table named_t (n int primary key, label text, at timestamptz default '2026-11-26T12:00:00Z')`,
    );
    await handle.db.insert(named).values([{ n: 1, label: 'um' }, { n: 2, label: 'dois' }, { n: 3 }]);
    const byNumbers = handle.db
      .select()
      .from(named)
      .where(sql`${named.n} = any(${sql.placeholder('numbers')}::int[])`)
      .orderBy(named.n)
      .prepare('named_t_by_numbers');
    const insert = handle.db
      .insert(named)
      .values({ n: sql.placeholder('n'), label: sql.placeholder('label') })
      .prepare('named_t_insert');

    expect(await byNumbers.execute({ numbers: [2, 3] })).toEqual([
      { n: 2, label: 'dois', at: new Date('2026-11-26T12:00:00Z') },
      { n: 3, label: null, at: new Date('2026-11-26T12:00:00Z') },
    ]);
    expect((await byNumbers.execute({ numbers: [1] })).map((row) => row.label)).toEqual(['um']);
    const error = await insert.execute({ n: 1, label: 'de novo' }).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    await insert.execute({ n: 4, label: 'quatro' });
    expect((await byNumbers.execute({ numbers: [4] })).map((row) => row.label)).toEqual(['quatro']);
    // Parsed once, under a name, on the database's thread (PGlite itself parses every query anew).
    const kept = await queryRows<{ statement: string }>(
      handle.db,
      sql`select statement from pg_prepared_statements where name like 'bdi_%'`,
    );
    expect(kept.map((row) => row.statement)).toEqual(
      expect.arrayContaining([byNumbers.getQuery().sql, insert.getQuery().sql]),
    );
  });
});
