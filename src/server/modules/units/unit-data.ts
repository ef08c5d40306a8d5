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

/** Whether `changes` alter anything a stamped footer prints. */
export function changesStampedData(current: UnitRow, changes: Partial<NewUnitRow>): boolean {
  return STAMPED_FIELDS.some((field) => changes[field] !== undefined && changes[field] !== current[field]);
}
