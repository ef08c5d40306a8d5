import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAsset } from '../helpers/asset-factory';
import { openTestDatabase } from '../helpers/test-app';

/**
 * The library's versions (migration 0017) move with the commit of the change, not before it: what
 * is kept under a version (search counts, search answers) is read by statements that begin after
 * the version was read, so a version seen before the change's rows would let old rows be kept
 * under the new version until the next change. Two connections are needed: PostgreSQL only.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('library versions on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let writer: pg.Client;
  let reader: pg.Client;
  const ids: string[] = [];

  const versions = async () => {
    const { rows } = await reader.query<{ counted: string; listed: string; texts: string; counters: string }>(
      'select counted::text, listed::text, texts::text, counters::text from library_version',
    );
    const [row] = rows;
    return {
      counted: Number(row!.counted),
      listed: Number(row!.listed),
      texts: Number(row!.texts),
      counters: Number(row!.counters),
    };
  };

  /** `change` to the first asset and a title edited on the second, in one transaction. */
  const beside = async (change: string) => {
    await writer.query('begin');
    await writer.query(change, [ids[0]]);
    await writer.query(`update assets set title = title || '.' where id = $1`, [ids[1]]);
    await writer.query('commit');
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    for (const title of ['Fachada', 'Recepção', 'Consultório'])
      ids.push(await insertAsset(database.handle.db, title));
    writer = new pg.Client({ connectionString: database.url });
    reader = new pg.Client({ connectionString: database.url });
    await Promise.all([writer.connect(), reader.connect()]);
  });

  afterAll(async () => {
    await Promise.all([writer?.end(), reader?.end()]);
    await database.handle.close();
    await database.drop();
  });

  it('moves only when the change commits, once for the whole transaction', async () => {
    const before = await versions();
    await writer.query('begin');
    await writer.query(`update assets set title = title || ' (revisado)' where id = any($1::uuid[])`, [ids]);
    // The deferred triggers run now, as they would at the commit, before it is done.
    await writer.query('set constraints all immediate');
    expect(await versions()).toEqual(before);
    await writer.query('commit');
    expect(await versions()).toEqual({ ...before, counted: before.counted + 1, listed: before.listed + 1 });
  });

  it('moves only the listed version for what a list shows but search does not count', async () => {
    const before = await versions();
    await writer.query('update assets set focal_x = 0.25, focal_y = 0.75 where id = any($1::uuid[])', [ids]);
    expect(await versions()).toEqual({ ...before, listed: before.listed + 1 });
  });

  it('moves only the counters for views and downloads counted (migration 0029), once a transaction', async () => {
    const before = await versions();
    await writer.query('update assets set view_count = view_count + 1 where id = any($1::uuid[])', [ids]);
    await writer.query('update assets set download_count = download_count + 1 where id = $1', [ids[0]]);
    expect(await versions()).toEqual({ ...before, counters: before.counters + 2 });
    // A counter and a title in one transaction: the title moves what it moves, the counter its own.
    await beside('update assets set view_count = view_count + 1 where id = $1');
    expect(await versions()).toEqual({
      ...before,
      counted: before.counted + 1,
      listed: before.listed + 1,
      counters: before.counters + 3,
    });
  });

  it("moves only the version of the words read when only a file's words change (migration 0023)", async () => {
    const before = await versions();
    await writer.query(
      `update assets set text_vector = to_tsvector('portuguese', 'fluorterapia') where id = any($1::uuid[])`,
      [ids],
    );
    expect(await versions()).toEqual({ ...before, texts: before.texts + 1 });
    // Their words and a title in one transaction: everything moves, once.
    await beside('update assets set text_vector = null where id = $1');
    expect(await versions()).toEqual({
      ...before,
      counted: before.counted + 1,
      listed: before.listed + 1,
      texts: before.texts + 2,
    });
  });

  it('keeps both still when a rolled-back change is undone', async () => {
    const before = await versions();
    await writer.query('begin');
    await writer.query(`update assets set title = 'Descartado' where id = $1`, [ids[0]]);
    await writer.query('set constraints all immediate');
    await writer.query('rollback');
    expect(await versions()).toEqual(before);
  });
});
