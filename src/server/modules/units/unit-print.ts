import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { units, users } from '../../platform/db/schema/index';

/** What a unit's stamp and personalized pieces print of it, its logo and its data's version. */
const printColumns = {
  id: units.id,
  name: units.name,
  city: units.city,
  address: units.address,
  phone: units.phone,
  whatsapp: units.whatsapp,
  croRegistration: units.croRegistration,
  rtName: units.rtName,
  rtCro: units.rtCro,
  rtUf: units.rtUf,
  logoKey: units.logoKey,
  dataVersion: units.dataVersion,
};

export type PrintedUnit = Pick<typeof units.$inferSelect, keyof typeof printColumns>;

/** A unit as its stamp and pieces print it, or null when there is none of that id. */
export async function printedUnit(db: Database, unitId: string): Promise<PrintedUnit | null> {
  const [row] = await db.select(printColumns).from(units).where(eq(units.id, unitId));
  return row ?? null;
}

/** The unit of an account as its stamp and pieces print it, or null when the account has none. */
export async function printedUnitOf(db: Database, userId: string): Promise<PrintedUnit | null> {
  // One round trip: a download's stamp reads it on every request.
  const unitOfUser = db.select({ unitId: users.unitId }).from(users).where(eq(users.id, userId));
  const [row] = await db.select(printColumns).from(units).where(inArray(units.id, unitOfUser));
  return row ?? null;
}

/** The active clinics (the franchisor's own unit aside), or those of `ids`, as printed, by name. */
export function printedClinics(db: Database, ids?: string[]): Promise<PrintedUnit[]> {
  return db
    .select(printColumns)
    .from(units)
    .where(
      and(eq(units.active, true), eq(units.isFranchisor, false), ids ? inArray(units.id, ids) : undefined),
    )
    .orderBy(asc(units.name));
}
