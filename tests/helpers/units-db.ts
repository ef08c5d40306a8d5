import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/platform/db/client';
import { units, users } from '../../src/server/platform/db/schema/index';
import type { SignedIn } from './accounts';

/** A unit straight into the database (in Campinas, SP unless given): the units screens are another module's. */
export async function insertUnit(
  db: Database,
  values: Partial<typeof units.$inferInsert> & { name: string },
): Promise<string> {
  const [row] = await db
    .insert(units)
    .values({ city: 'Campinas', uf: 'SP', ...values })
    .returning({ id: units.id });
  return row!.id;
}

/** Puts an account in a unit (or none) with a role, straight into the database. */
export async function placeIn(
  db: Database,
  account: SignedIn,
  unit: string | null,
  role: 'franqueado' | 'user' = 'franqueado',
): Promise<void> {
  await db.update(users).set({ unitId: unit, role }).where(eq(users.id, account.user.id));
}
