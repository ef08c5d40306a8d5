import { PUBLICATION_STATES } from '../constants';
import { publicationMessages } from '../messages/publication';
import { safeText } from './input';
import { z } from './z';

const m = publicationMessages.publication;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A calendar day `YYYY-MM-DD` (dates of validity, consents, campaigns); `message` when it is not one. */
export function calendarDay(message: string = m.dayInvalid) {
  return safeText({ error: message }).trim().refine(isCalendarDay, message);
}

/** A validity bound: a day, or none (null; a date field left empty sends ''). */
export const ValidityBoundSchema = z.union([calendarDay(), z.literal('').transform(() => null), z.null()], {
  error: m.dayInvalid,
});

export const PublicationStateSchema = z.enum(PUBLICATION_STATES);

/**
 * "Válido de" after "válido até" is refused beside the second field (both given; a PATCH that sends
 * one is checked against the stored other by the service).
 */
export function checkValidityRange(
  value: { validFrom?: string | null; validUntil?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (value.validFrom && value.validUntil && value.validFrom > value.validUntil) {
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: m.rangeInvalid });
  }
}

/** The publication fields an upload's file or an edit may set. */
export const publicationFields = {
  validFrom: ValidityBoundSchema.optional(),
  validUntil: ValidityBoundSchema.optional(),
  containsPatient: z.boolean({ error: m.containsPatientInvalid }).optional(),
};
