import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type DatabaseHandle, openPgliteThread, pgliteHandle } from '../../src/server/platform/db/client';
import type { PgliteRemote } from '../../src/server/platform/db/pglite-remote';

/**
 * Embedded databases handed from one test app to the next within a Vitest worker. Opening one from
 * the template costs a new thread, PostgreSQL in WebAssembly and a 42 MB data folder (1.2-2.3 s);
 * bringing a used one back to the template's content is one transaction: every table emptied and
 * the template's rows put back, with triggers off so nothing is derived twice. A test app gets a
 * handle of its own over the thread (its own drizzle instance), so nothing but the rows is shared,
 * and those are the template's again. A database that cannot be reset is closed, not reused.
 */
const idle: PgliteRemote[] = [];
let resetScript: Promise<string> | undefined;

interface TableShape {
  name: string;
  columns: string;
}

/** A new embedded database thread with the template's content (the suite's dump). */
export async function openFromTemplate(): Promise<PgliteRemote> {
  const template = await fs.readFile(inject('pgliteTemplate'));
  return openPgliteThread('memory://', new Blob([template]));
}

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The script that brings a database back to the template: read from a fresh one, once per worker. */
async function readResetScript(client: PgliteRemote): Promise<string> {
  const tables = (
    await client.query(
      `select c.relname as name,
              string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attgenerated = ''
        group by c.relname
        order by c.relname`,
    )
  ).rows as TableShape[];
  const restores: string[] = [];
  for (const table of tables) {
    const { rows } = await client.query(
      `select coalesce(json_agg(t), '[]')::text as rows from (select ${table.columns} from ${q(table.name)}) t`,
    );
    const json = (rows[0] as { rows: string }).rows;
    if (json === '[]') continue;
    if (json.includes('$bdi_rows$')) throw new Error(`the template's ${table.name} rows cannot be quoted`);
    restores.push(
      `insert into ${q(table.name)} (${table.columns}) overriding system value ` +
        `select ${table.columns} from json_populate_recordset(null::${q(table.name)}, $bdi_rows$${json}$bdi_rows$);`,
    );
  }
  const sequences = (
    await client.query(
      `select quote_ident(sequencename) as name, last_value::text as value
         from pg_sequences where schemaname = 'public'`,
    )
  ).rows as Array<{ name: string; value: string | null }>;
  return [
    'begin;',
    'set local session_replication_role = replica;',
    `truncate ${tables.map((table) => q(table.name)).join(', ')} restart identity cascade;`,
    ...restores,
    ...sequences.map((seq) =>
      seq.value === null
        ? `alter sequence ${seq.name} restart;`
        : `select setval('${seq.name}', ${seq.value});`,
    ),
    'commit;',
    'reset all;',
    'select pg_advisory_unlock_all();',
    'discard temp;',
  ].join('\n');
}

/** A database with the template's content, on a thread that may have served an earlier test app. */
export async function acquirePglite(): Promise<{ handle: DatabaseHandle; release(): Promise<void> }> {
  let client = idle.pop();
  if (!client) {
    client = await openFromTemplate();
    const fresh = client;
    resetScript ??= readResetScript(fresh);
    await resetScript;
  }
  const used = client;
  return {
    handle: await pgliteHandle(used),
    async release() {
      try {
        await used.exec(await (resetScript as Promise<string>));
        idle.push(used);
      } catch {
        await used.close().catch(() => {});
      }
    },
  };
}

/**
 * A DATA_DIR whose embedded database is the suite's template, migrated and seeded: a server spawned
 * on it is up in about 4 s instead of 9 on an empty one. For tests whose subject is not the first start.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  // Provided by the PGlite suite's global setup only; elsewhere the folder starts empty.
  const template = inject('pgliteTemplateDir') as string | undefined;
  if (template) await fs.cp(template, path.join(dir, 'db'), { recursive: true });
  return dir;
}
