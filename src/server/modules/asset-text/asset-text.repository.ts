import { type SQL, sql } from 'drizzle-orm';
import type { TextSource, TextStatus } from '../../../shared/constants';
import type { TextPage } from '../../../shared/schemas/asset-text';
import type { ReadPage } from '../../media';
import { type AuditChange, recordAudit } from '../../platform/audit/audit-log';
import { type Database, queryRows } from '../../platform/db/client';

export interface StoredText {
  /** Undefined: never queued. */
  status?: TextStatus;
  error: string | null;
  pages: TextPage[];
}

/**
 * The words of asset `a`'s pages as search sees them (lexemes only): the lexemes of its pages' own
 * vectors (`asset_text.vector`, made as each page is stored), which are the lexemes of its text
 * (pages end at a blank). Parsing the text again took the embedded database's one thread 0.6 s per
 * 2 MB page, twice per batch, and every request waited (docs/performance.md).
 */
const TEXT_VECTOR = sql`(select case when count(*) > 0 then coalesce(
    array_to_tsvector(array_agg(distinct lexeme) filter (where lexeme is not null)), ''::tsvector) end
  from asset_text t left join lateral unnest(tsvector_to_array(t.vector)) lexeme on true
  where t.asset_id = a.id)`;

/**
 * Sets where reading an asset stands (nothing when the asset is gone); `indexed` when given says
 * whether its words are in `assets.text_vector` (else it stays as it was).
 */
const upsertStatus = (
  assetId: string,
  status: TextStatus,
  error: string | null = null,
  indexed?: boolean,
): SQL =>
  sql`insert into asset_text_status (asset_id, status, error, indexed, updated_at)
    select id, ${status}, ${error}, ${indexed ?? true}, now() from assets where id = ${assetId}
    on conflict (asset_id) do update set status = excluded.status, error = excluded.error, updated_at = now(),
      indexed = ${indexed === undefined ? sql`asset_text_status.indexed` : sql`excluded.indexed`}`;

export function createAssetTextRepository(db: Database) {
  const rows = <T>(query: SQL) => queryRows<T>(db, query);
  return {
    async read(assetId: string): Promise<StoredText> {
      const [state] = await rows<{ status: TextStatus; error: string | null }>(
        sql`select status, error from asset_text_status where asset_id = ${assetId}`,
      );
      const pages = await rows<{ page: number; text: string; source: TextSource; confidence: number | null }>(
        sql`select page, text, source, confidence from asset_text where asset_id = ${assetId} order by page`,
      );
      return {
        status: state?.status,
        error: state?.error ?? null,
        pages: pages.map((p) => ({
          page: Number(p.page),
          text: p.text,
          source: p.source,
          ...(p.confidence === null ? {} : { confidence: Math.round(Number(p.confidence)) }),
        })),
      };
    },

    /** Forgets what was read in (or corrected for) the assets' files: their files were replaced. */
    async forget(ids: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const id of ids) {
          await tx.execute(sql`delete from asset_text where asset_id = ${id}`);
          await tx.execute(
            sql`update assets set text_vector = null where id = ${id} and text_vector is not null`,
          );
        }
      });
    },

    /** Marks the assets as waiting to be read (those that still exist). */
    async markPending(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.execute(sql`insert into asset_text_status (asset_id, status, updated_at)
        select id, 'pending', now() from assets where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        on conflict (asset_id) do update set status = 'pending', error = null, updated_at = now()`);
    },

    /**
     * What reading the file found, replacing what an earlier reading found; an admin's corrected pages
     * stay as they are and win over a page of the same number. False when the asset is gone.
     */
    async store(assetId: string, pages: ReadPage[]): Promise<boolean> {
      // One statement (migration 0027): a transaction of several would hold the embedded database
      // between them while the event loop serves other requests.
      const [stored] = await rows<{ stored: boolean }>(
        sql`select store_asset_text(${assetId}::uuid, ${JSON.stringify(pages)}::jsonb) as stored`,
      );
      return Boolean(stored?.stored);
    },

    /** Reading failed for good: the reason (pt-BR) stays for the asset page and the admin. */
    async fail(assetId: string, reason: string): Promise<void> {
      await db.execute(upsertStatus(assetId, 'failed', reason.slice(0, 500)));
    },

    /**
     * An admin's correction of the given pages, kept as `edited`, with its audit entry. The file's
     * words in search follow at once (moving the file words' version, migration 0023), and the
     * pages' words of four letters or more join the spelling dictionary, so a mistyped word of a
     * poster is corrected as a title's would be.
     */
    async edit(assetId: string, pages: Array<{ page: number; text: string }>, audit: AuditChange) {
      await db.transaction(async (tx) => {
        for (const p of pages) {
          await tx.execute(sql`insert into asset_text (asset_id, page, text, source, confidence, vector)
            values (${assetId}, ${p.page}, ${p.text}, 'edited', null, page_vector(${p.text}))
            on conflict (asset_id, page) do update set text = excluded.text, source = 'edited', confidence = null,
              vector = excluded.vector`);
          await tx.execute(sql`insert into search_words (word)
            select distinct w from text_words(${p.text}) w on conflict do nothing`);
        }
        await tx.execute(sql`update assets a set text_vector = ${TEXT_VECTOR} where a.id = ${assetId}`);
        await tx.execute(upsertStatus(assetId, 'done', null, true));
        await recordAudit(tx, audit);
      });
    },

    /**
     * Writes the words of up to `limit` files read since the last batch into `assets.text_vector`, in
     * one statement (one move of the file words' version); how many. Rows another batch holds are
     * skipped, and a file read again meanwhile stays marked for the next batch.
     */
    async indexPending(limit = 500): Promise<number> {
      // The asset's row is locked with its status (as a reading locks them), and rows a reading holds
      // are skipped: the two never wait on each other.
      const [done] = await rows<{ n: number | string }>(sql`
        with due as (
          select s.asset_id from asset_text_status s join assets a on a.id = s.asset_id
          where not s.indexed order by s.asset_id limit ${limit} for update of s, a skip locked),
        written as (
          update assets a set text_vector = ${TEXT_VECTOR} from due where a.id = due.asset_id
            and a.text_vector is distinct from ${TEXT_VECTOR} returning a.id),
        marked as (
          update asset_text_status s set indexed = true from due where s.asset_id = due.asset_id
          returning s.asset_id)
        select (select count(*) from marked) + 0 * (select count(*) from written) as n`);
      return Number(done?.n ?? 0);
    },

    /**
     * Forgets which words and files the versions of the file words before the last `keep` changed
     * (migrations 0024 and 0026): a search answer kept from before them is read again, as it would be
     * without the tables.
     */
    async pruneChanges(keep = 10_000): Promise<void> {
      const old = sql`texts <= (select texts from library_version) - ${keep}`;
      await db.execute(sql`delete from text_changes where ${old}`);
      await db.execute(sql`delete from text_change_assets where ${old}`);
    },

    /**
     * A batch of the assets with a file to read, by id after `afterId`: all of them (`all`), or those
     * never read, whose reading failed, or still waiting (a job that used its tries on instances that
     * died leaves its file waiting; one that is open is not queued twice: the key is the asset's).
     */
    async toRead(all: boolean, afterId: string | null, limit: number) {
      return rows<{ id: string; type: string; mime: string | null }>(sql`
        select a.id, a.type, a.mime from assets a
        left join asset_text_status s on s.asset_id = a.id
        where a.storage_key is not null and not a.is_external and a.type <> 'video'
          ${afterId ? sql`and a.id > ${afterId}::uuid` : sql``}
          ${all ? sql`` : sql`and (s.status is null or s.status in ('failed', 'pending'))`}
        order by a.id limit ${limit}`);
    },
  };
}

export type AssetTextRepository = ReturnType<typeof createAssetTextRepository>;
