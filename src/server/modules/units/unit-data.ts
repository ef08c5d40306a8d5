import type { units } from '../../platform/db/schema/index';

export type UnitRow = typeof units.$inferSelect;
export type NewUnitRow = typeof units.$inferInsert;

/** The clinic's contacts and its responsible dentist: what a stamp prints under the unit's name. */
const STAMP_DETAILS = [
  'address',
  'phone',
  'whatsapp',
  'croRegistration',
  'rtName',
  'rtCro',
  'rtUf',
] as const satisfies ReadonlyArray<keyof UnitRow>;

/** What a stamped download prints: a change to any of these makes stored renders stale. */
export const STAMPED_FIELDS = ['name', ...STAMP_DETAILS] as const;

/** A unit's profile as admins edit it, the logo apart (the audit log records these as they are). */
export const PROFILE_FIELDS = ['name', 'city', 'uf', ...STAMP_DETAILS, 'active'] as const;

/** Whether `changes` alter anything a stamped footer prints. */
export function changesStampedData(current: UnitRow, changes: Partial<NewUnitRow>): boolean {
  return STAMPED_FIELDS.some((field) => changes[field] !== undefined && changes[field] !== current[field]);
}
