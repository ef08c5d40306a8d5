import { and, asc, count, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  type AuditChange,
  type AuditExecutor,
  presentFields,
  recordAudit,
  recordAuditEdit,
  recordAudits,
} from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/client';
import { units, users } from '../../platform/db/schema/index';
import type { SignedInForgetting } from '../../platform/security/signed-in-cache';
import { type NewUnitRow, PROFILE_FIELDS, type UnitRow } from './unit-data';

export type { NewUnitRow, UnitRow };
/** A unit with how many accounts belong to it. */
export type UnitWithCountRow = UnitRow & { userCount: number };

/** Text as a search compares it: lower case, accents removed ("São" finds "sao"). */
const folded = (value: SQL | typeof units.name | typeof units.city) => sql`f_unaccent(lower(${value}))`;

// Written out: inside a one-table select drizzle leaves columns unqualified, and `id` would be the user's.
const userCount = sql<number>`(select count(*) from ${users} where ${users}.unit_id = "units"."id")`.mapWith(
  Number,
);
const withCount = { ...getTableColumns(units), userCount };

/** A unit's fields as the audit log records them; the logo as its file's version (`units/<id>-<version>.png`). */
function audited(row: UnitRow) {
  const profile = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, row[field]]));
  return {
    ...(profile as Pick<UnitRow, (typeof PROFILE_FIELDS)[number]>),
    logo: row.logoKey ? (/-([^-/.]+)\.\w+$/.exec(row.logoKey)?.[1] ?? row.logoKey) : null,
  };
}
const AUDITED_KEYS = [...PROFILE_FIELDS, 'logo'] as const;

const created = (row: UnitRow): AuditChange => ({
  kind: 'unit.create',
  targetId: row.id,
  after: presentFields(audited(row)),
});

async function recordEdited(tx: AuditExecutor, before: UnitRow, after: UnitRow): Promise<void> {
  await recordAuditEdit(tx, {
    kind: 'unit.edit',
    targetId: after.id,
    before: audited(before),
    after: audited(after),
    keys: AUDITED_KEYS,
  });
}

/** `signedIn` forgets every session read after a unit changes (a session shows its user's unit). */
export function createUnitsRepository(db: Database, signedIn: SignedInForgetting) {
  let franchisor: Promise<string | null> | undefined;

  async function findById(id: string): Promise<UnitWithCountRow | undefined> {
    const [row] = await db.select(withCount).from(units).where(eq(units.id, id));
    return row;
  }

  return {
    /** Every asset's origin unit for now (DESIGN.md section 3); looked up once per process. */
    franchisorId(): Promise<string | null> {
      franchisor ??= db
        .select({ id: units.id })
        .from(units)
        .where(eq(units.isFranchisor, true))
        .limit(1)
        .then(([row]) => row?.id ?? null);
      return franchisor;
    },

    findById,

    /** Units by name or city (substring, ignoring case and accents) and active flag, by name. */
    async list(filter: { q?: string; active?: boolean }): Promise<UnitWithCountRow[]> {
      const conditions: SQL[] = [];
      if (filter.q) {
        const needle = sql`'%' || ${folded(sql`${filter.q.replace(/[%_\\]/g, '\\$&')}`)} || '%'`;
        conditions.push(
          or(sql`${folded(units.name)} like ${needle}`, sql`${folded(units.city)} like ${needle}`)!,
        );
      }
      if (filter.active !== undefined) conditions.push(eq(units.active, filter.active));
      return db
        .select(withCount)
        .from(units)
        .where(and(...conditions))
        .orderBy(asc(sql`lower(${units.name})`), asc(units.name));
    },

    /** The active units as public sign-up lists them. */
    /** The active units by name; `clinicsOnly` leaves the franchisor's own unit out (sign-up). */
    async listActiveOptions(
      clinicsOnly = false,
    ): Promise<Array<Pick<UnitRow, 'id' | 'name' | 'city' | 'uf' | 'isFranchisor'>>> {
      return db
        .select({
          id: units.id,
          name: units.name,
          city: units.city,
          uf: units.uf,
          isFranchisor: units.isFranchisor,
        })
        .from(units)
        .where(and(eq(units.active, true), clinicsOnly ? eq(units.isFranchisor, false) : undefined))
        .orderBy(asc(sql`lower(${units.name})`));
    },

    /** Units whose lower-case name is one of `names` (already lower-case), for the CSV import. */
    async findByLowerNames(names: string[]): Promise<UnitRow[]> {
      if (names.length === 0) return [];
      return db
        .select()
        .from(units)
        .where(inArray(sql`lower(${units.name})`, names));
    },

    /** An admin's new unit, with its audit entry. */
    async insert(values: NewUnitRow): Promise<UnitWithCountRow> {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx.insert(units).values(values).returning();
        await recordAudit(tx, created(inserted!));
        return inserted!;
      });
      return (await findById(row.id))!;
    },

    /**
     * Updates a unit (an admin's edit, logo included, with its audit entry); `bumpVersion` moves
     * `data_version` in the same statement (stored renders of the old data are then never served again).
     */
    async update(
      id: string,
      values: Partial<NewUnitRow>,
      bumpVersion: boolean,
    ): Promise<UnitWithCountRow | undefined> {
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(units).where(eq(units.id, id)).for('update');
        if (!before) return undefined;
        const [after] = await tx
          .update(units)
          .set({
            ...values,
            ...(bumpVersion && { dataVersion: sql`${units.dataVersion} + 1` }),
            updatedAt: new Date(),
          })
          .where(eq(units.id, id))
          .returning();
        await recordEdited(tx, before, after!);
        return after;
      });
      signedIn.forgetAll();
      return row ? findById(row.id) : undefined;
    },

    /**
     * Creates and updates a whole import in one transaction: all of it, or (on any error) none; each
     * unit created or changed has its audit entry in it.
     */
    async importAll(
      creates: NewUnitRow[],
      updates: Array<{ id: string; values: Partial<NewUnitRow>; bumpVersion: boolean }>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        // Large sheets go in slices so one statement never carries thousands of parameters.
        for (let start = 0; start < creates.length; start += 200) {
          const rows = await tx
            .insert(units)
            .values(creates.slice(start, start + 200))
            .returning();
          await recordAudits(tx, rows.map(created));
        }
        for (const update of updates) {
          const [before] = await tx.select().from(units).where(eq(units.id, update.id)).for('update');
          const [after] = await tx
            .update(units)
            .set({
              ...update.values,
              ...(update.bumpVersion && { dataVersion: sql`${units.dataVersion} + 1` }),
              updatedAt: new Date(),
            })
            .where(eq(units.id, update.id))
            .returning();
          if (before && after) await recordEdited(tx, before, after);
        }
      });
      signedIn.forgetAll();
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(units);
      return row?.n ?? 0;
    },
  };
}

export type UnitsRepository = ReturnType<typeof createUnitsRepository>;
