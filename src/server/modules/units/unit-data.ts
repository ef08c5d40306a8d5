import type { NewUnitRow, UnitRow } from './units.repository';

/** What a stamped download prints: a change to any of these makes stored renders stale. */
export const STAMPED_FIELDS = [
  'name',
  'address',
  'phone',
  'whatsapp',
  'croRegistration',
  'rtName',
  'rtCro',
  'rtUf',
] as const satisfies ReadonlyArray<keyof UnitRow>;

/** Everything a stamped footer must carry (the rest of the unit's data is optional). */
export function isStampReady(row: Pick<UnitRow, 'croRegistration' | 'rtName' | 'rtCro' | 'rtUf'>): boolean {
  return Boolean(row.croRegistration && row.rtName && row.rtCro && row.rtUf);
}

/** Whether `changes` alter anything a stamped footer prints. */
export function changesStampedData(current: UnitRow, changes: Partial<NewUnitRow>): boolean {
  return STAMPED_FIELDS.some((field) => changes[field] !== undefined && changes[field] !== current[field]);
}
