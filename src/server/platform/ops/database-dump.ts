import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';

/**
 * A logical dump of the database: one file of JSON lines per table, each line PostgreSQL's own
 * `row_to_json` of a row, read back with `json_populate_recordset`. PostgreSQL converts both ways,
 * so the same dump restores into PGlite or PostgreSQL (which is how an embedded instance moves to
 * PostgreSQL) and no column type needs code of ours.
 */

/**
 * Counters that only throttle (a restored instance starts with none), the library's versions
 * (migration 0017: a migrated database has its row, and the restore's own inserts move it) and the
 * words and assets each version of the file words changed (0024 and 0026: numbered by versions the
 * restore starts over).
 */
const SKIPPED_TABLES = new Set(['rate_limits', 'library_version', 'text_changes', 'text_change_assets']);
const FETCH_ROWS = 2000;
const INSERT_ROWS = 1000;

export interface DatabaseDump {
  /** Migrations applied to the dumped database (a restore needs at least as many). */
  migrations: number;
  /** Rows per table. */
  tables: Record<string, number>;
}

export function tableFile(dir: string, table: string): string {
  return path.join(dir, `${table}.ndjson`);
}

/** The app's tables (schema public), parents before the tables whose foreign keys point at them. */
export async function listTables(db: Database): Promise<string[]> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const links = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const names = tables.map((table) => table.name).filter((name) => !SKIPPED_TABLES.has(name));
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const link of links) if (link.child === name && link.parent !== name) visit(link.parent, path);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered.filter((name) => names.includes(name));
}

export async function countMigrations(db: Database): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(
    db,
    sql`select count(*) as count from drizzle.__drizzle_migrations`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Writes every table into `dir` from one repeatable-read snapshot, so the tables agree with each
 * other even while the app keeps writing. On the embedded database this holds its only connection:
 * requests wait for the dump.
 */
export async function dumpDatabase(db: Database, dir: string): Promise<DatabaseDump> {
  await fs.mkdir(dir, { recursive: true });
  return db.transaction(
    async (tx) => {
      const txDb = tx as unknown as Database;
      const migrations = await countMigrations(txDb);
      const tables: Record<string, number> = {};
      for (const table of await listTables(txDb)) {
        tables[table] = await dumpTable(txDb, table, tableFile(dir, table));
      }
      return { migrations, tables };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function dumpTable(db: Database, table: string, file: string): Promise<number> {
  const out = createWriteStream(file, { flags: 'wx' });
  let count = 0;
  try {
    await db.execute(
      sql`declare bdi_dump no scroll cursor for select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
    );
    for (;;) {
      const rows = await queryRows<{ row: string }>(db, sql.raw(`fetch forward ${FETCH_ROWS} from bdi_dump`));
      if (rows.length === 0) break;
      const chunk = `${rows.map((r) => r.row).join('\n')}\n`;
      if (!out.write(chunk)) await once(out, 'drain');
      count += rows.length;
    }
    await db.execute(sql`close bdi_dump`);
  } finally {
    out.end();
    await once(out, 'close');
  }
  return count;
}

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

/** Tables of the target that already hold rows (a restore only goes into an empty database). */
export async function tablesWithRows(db: Database): Promise<string[]> {
  const full: string[] = [];
  for (const table of await listTables(db)) {
    const [row] = await queryRows<{ any: boolean }>(
      db,
      sql`select exists(select 1 from ${sql.identifier(table)}) as any`,
    );
    if (row?.any) full.push(table);
  }
  return full;
}

/**
 * Loads a dump into a migrated, empty database in one transaction: nothing is half-restored. User
 * triggers are off meanwhile (the dump already holds what they would derive), identity sequences
 * continue after the restored ids, and the row counts must match the dump's.
 */
export async function restoreDatabase(db: Database, dir: string, dump: DatabaseDump): Promise<void> {
  const migrations = await countMigrations(db);
  if (dump.migrations > migrations) {
    throw new RestoreRefusedError(
      `the backup was made by a newer version (${dump.migrations} migrations; this one has ${migrations}); restore it with that version`,
    );
  }
  const full = await tablesWithRows(db);
  if (full.length > 0) {
    throw new RestoreRefusedError(`the target database is not empty (rows in ${full.join(', ')})`);
  }
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const tables = (await listTables(txDb)).filter((table) => table in dump.tables);
    const missing = Object.keys(dump.tables).filter((table) => !tables.includes(table));
    if (missing.length > 0)
      throw new RestoreRefusedError(`unknown tables in the backup: ${missing.join(', ')}`);
    for (const table of tables) {
      await txDb.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
      await restoreTable(txDb, table, tableFile(dir, table));
      await txDb.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
      await continueSequences(txDb, table);
      const restored = (await countRows(txDb, [table]))[table];
      if (restored !== dump.tables[table]) {
        throw new Error(`${table}: restored ${restored} rows, the backup has ${dump.tables[table]}`);
      }
    }
  });
}

async function restoreTable(db: Database, table: string, file: string): Promise<void> {
  const columns = await queryRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  const list = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const insert = (rows: string[]) =>
    db.execute(
      sql`insert into ${sql.identifier(table)} (${list}) overriding system value
          select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${`[${rows.join(',')}]`}::json)`,
    );
  const selfReference = await selfReferencingColumn(db, table);
  const lines = readline.createInterface({
    input: createReadStream(file),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  if (selfReference) {
    // Small tables such as categories: parents must go in before their children.
    const rows: string[] = [];
    for await (const line of lines) if (line) rows.push(line);
    for (const batch of parentsFirst(rows, selfReference)) await insert(batch);
    return;
  }
  let batch: string[] = [];
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length === INSERT_ROWS) {
      await insert(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insert(batch);
}

async function selfReferencingColumn(
  db: Database,
  table: string,
): Promise<{ column: string; target: string } | undefined> {
  const [row] = await queryRows<{ column: string; target: string }>(
    db,
    sql`select a.attname as column, t.attname as target from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
        join pg_attribute t on t.attrelid = k.confrelid and t.attnum = k.confkey[1]
        where k.contype = 'f' and k.conrelid = k.confrelid and n.nspname = 'public' and c.relname = ${table}`,
  );
  return row;
}

/** Rows in waves: those without a parent, then those whose parent came in the wave before, … */
function parentsFirst(rows: string[], link: { column: string; target: string }): string[][] {
  const parsed = rows.map((text) => ({ text, row: JSON.parse(text) as Record<string, unknown> }));
  const waves: string[][] = [];
  const inserted = new Set<unknown>();
  let remaining = parsed;
  while (remaining.length > 0) {
    const ready = remaining.filter(({ row }) => row[link.column] == null || inserted.has(row[link.column]));
    if (ready.length === 0) throw new Error(`rows whose ${link.column} points at no row`);
    for (const { row } of ready) inserted.add(row[link.target]);
    waves.push(ready.map(({ text }) => text));
    remaining = remaining.filter((entry) => !ready.includes(entry));
  }
  return waves;
}

async function continueSequences(db: Database, table: string): Promise<void> {
  const columns = await queryRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table}
        and (is_identity = 'YES' or column_default like 'nextval(%')`,
  );
  for (const { name } of columns) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${name}), coalesce(max(${sql.identifier(name)}), 0) + 1, false)
          from ${sql.identifier(table)}`,
    );
  }
}

/** Rows per table, counted now. */
export async function countRows(db: Database, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ count: number | string }>(
      db,
      sql`select count(*) as count from ${sql.identifier(table)}`,
    );
    counts[table] = Number(row?.count ?? 0);
  }
  return counts;
}
