import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { units } from '../../db/schema/index';

export function createUnitsRepository(db: Database) {
  let franchisor: Promise<string | null> | undefined;
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
  };
}
