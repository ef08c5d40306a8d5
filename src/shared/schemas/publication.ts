import { PUBLICATION_STATES } from '../constants';
import { isIsoDate } from '../domain/date-range';
import { publicationMessages } from '../messages/publication';
import { safeText } from './input';
import { z } from './z';

const m = publicationMessages.publication;

/** True when `value` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not), 1900–2999. */
export function isCalendarDay(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return isIsoDate(value) && year >= 1900 && year <= 2999;
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
