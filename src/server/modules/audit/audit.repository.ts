import { and, desc, eq, getTableColumns, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type AuditKind, NETWORK_TIME_ZONE } from '../../../shared/constants';
import type { AuditFilter } from '../../../shared/schemas/audit';
import type { Database } from '../../platform/db/client';
import {
  albums,
  assets,
  auditLog,
  campaigns,
  categories,
  consents,
  materialRequests,
  shareLinks,
  tags,
  units,
  users,
} from '../../platform/db/schema/index';

export type AuditRow = typeof auditLog.$inferSelect;

/** A row with its `at` to the microsecond, UTC, as a cursor carries it (a Date keeps milliseconds). */
export type AuditPageRow = AuditRow & { cursorAt: string };

/** Keyset position: the last row's `at` (microseconds, UTC ISO) and id. */
export interface AuditCursor {
  at: string;
  id: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The start of a São Paulo calendar day (`YYYY-MM-DD`, already checked) as an instant. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${NETWORK_TIME_ZONE})`;

function conditions(filter: AuditFilter, cursor?: AuditCursor): SQL | undefined {
  return and(
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.kind ? eq(auditLog.kind, filter.kind) : undefined,
    filter.from ? sql`${auditLog.at} >= ${dayStart(filter.from)}` : undefined,
    // `to` is included: everything before the next day starts.
    filter.to
      ? sql`${auditLog.at} < (((${filter.to}::date + 1)::timestamp) at time zone ${NETWORK_TIME_ZONE})`
      : undefined,
    cursor ? sql`(${auditLog.at}, ${auditLog.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined,
  );
}

/**
 * How each kind of target is named now, by id: what the list shows beside an action. Ids that are
 * not uuids are skipped (never a failed cast).
 */
const NAMERS: Record<string, (db: Database, ids: string[]) => Promise<Array<{ id: string; name: string }>>> =
  {
    asset: (db, ids) =>
      db.select({ id: assets.id, name: assets.title }).from(assets).where(inArray(assets.id, ids)),
    category: (db, ids) =>
      db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(inArray(categories.id, ids)),
    tag: (db, ids) => db.select({ id: tags.id, name: tags.name }).from(tags).where(inArray(tags.id, ids)),
    user: (db, ids) =>
      db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)),
    auth: (db, ids) =>
      db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)),
    unit: (db, ids) =>
      db.select({ id: units.id, name: units.name }).from(units).where(inArray(units.id, ids)),
    campaign: (db, ids) =>
      db.select({ id: campaigns.id, name: campaigns.name }).from(campaigns).where(inArray(campaigns.id, ids)),
    // A consent is named by the asset it is for.
    consent: (db, ids) =>
      db
        .select({ id: consents.id, name: assets.title })
        .from(consents)
        .innerJoin(assets, eq(assets.id, consents.assetId))
        .where(inArray(consents.id, ids)),
    request: (db, ids) =>
      db
        .select({ id: materialRequests.id, name: materialRequests.description })
        .from(materialRequests)
        .where(inArray(materialRequests.id, ids)),
    // A partner link is named by the asset or album it shows.
    'share-link': (db, ids) =>
      db
        .select({
          id: shareLinks.id,
          name: sql<string>`coalesce(${assets.title}, ${albums.name}, ${shareLinks.endedTitle}, '')`,
        })
        .from(shareLinks)
        .leftJoin(assets, eq(assets.id, shareLinks.assetId))
        .leftJoin(albums, eq(albums.id, shareLinks.albumId))
        .where(inArray(shareLinks.id, ids)),
  };

/**
 * The entries that name a target of each type (its creation, its deletion): where a target that is
 * gone, and whose own entry does not name it (an edit of the description), finds its name.
 */
const NAMING_KINDS: Record<string, AuditKind[]> = {
  asset: ['asset.upload', 'asset.delete'],
  category: ['category.create', 'category.delete'],
  tag: ['tag.create', 'tag.delete'],
  user: ['user.create', 'user.delete'],
  auth: ['user.create', 'user.delete'],
  unit: ['unit.create', 'unit.delete'],
  campaign: ['campaign.create', 'campaign.delete'],
  consent: ['consent.register'],
};

/** Where an entry names its own target: a creation's `after`, a deletion's `before`, a rename's both. */
const NAME_FIELDS = ['name', 'title', 'asset', 'email'] as const;

export function nameIn(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  for (const field of NAME_FIELDS) {
    const name = (value as Record<string, unknown>)[field];
    if (typeof name === 'string' && name) return name;
  }
  return null;
}

const targetKey = (type: string, id: string) => `${type}:${id}`;

/** A name as a sentence quotes it: a request's whole description would not fit a line. */
const NAME_MAX = 120;
const short = (name: string) => (name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1).trimEnd()}…` : name);

export function createAuditRepository(db: Database) {
  return {
    /** One page, newest first (by `at` then id), after `cursor`; `limit` rows at most. */
    page(filter: AuditFilter, limit: number, cursor?: AuditCursor): Promise<AuditPageRow[]> {
      return db
        .select({
          ...getTableColumns(auditLog),
          cursorAt: sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(auditLog)
        .where(conditions(filter, cursor))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit);
    },

    /** Everyone who acted in the log, each with the name of their latest entry, by name. */
    async actors(): Promise<Array<{ id: string; name: string }>> {
      const rows = await db
        .selectDistinctOn([auditLog.actorId], { id: auditLog.actorId, name: auditLog.actorName })
        .from(auditLog)
        .where(isNotNull(auditLog.actorId))
        .orderBy(auditLog.actorId, desc(auditLog.at), desc(auditLog.id));
      return rows
        .map((row) => ({ id: row.id!, name: row.name ?? '' }))
        .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
    },

    /**
     * The names of the rows' targets, by `type:id`: as they are now; for one that is gone, as its
     * own entry or the entry that deleted it named it.
     */
    async targetNames(rows: AuditRow[]): Promise<Map<string, string>> {
      const names = new Map<string, string>();
      const byType = new Map<string, Set<string>>();
      for (const row of rows) {
        if (!row.targetId || !UUID.test(row.targetId) || !NAMERS[row.targetType]) continue;
        const ids = byType.get(row.targetType) ?? new Set<string>();
        ids.add(row.targetId);
        byType.set(row.targetType, ids);
      }
      for (const [type, ids] of byType) {
        for (const found of await NAMERS[type]!(db, [...ids]))
          if (found.name) names.set(targetKey(type, found.id), short(found.name));
      }
      const missing = new Map<string, AuditRow>();
      for (const row of rows) {
        if (!row.targetId) continue;
        const key = targetKey(row.targetType, row.targetId);
        if (names.has(key)) continue;
        const own = nameIn(row.after) ?? nameIn(row.before);
        if (own) names.set(key, short(own));
        else if (NAMING_KINDS[row.targetType]) missing.set(key, row);
      }
      if (missing.size === 0) return names;
      const rowsMissing = [...missing.values()];
      const named = await db
        .select({ targetId: auditLog.targetId, before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(
          and(
            inArray(auditLog.kind, [...new Set(rowsMissing.flatMap((row) => NAMING_KINDS[row.targetType]!))]),
            inArray(auditLog.targetId, [...new Set(rowsMissing.map((row) => row.targetId!))]),
          ),
        );
      const lastNamed = new Map<string, string>();
      for (const row of named) {
        const name = nameIn(row.before) ?? nameIn(row.after);
        if (name && row.targetId) lastNamed.set(row.targetId, name);
      }
      for (const [key, row] of missing) {
        const name = lastNamed.get(row.targetId!);
        if (name) names.set(key, short(name));
      }
      return names;
    },
  };
}

export { targetKey };
export type AuditRepository = ReturnType<typeof createAuditRepository>;
