import type { PublicationState } from '../constants';

export interface PublicationFields {
  validFrom: string | null;
  validUntil: string | null;
  containsPatient: boolean;
  consentBlocked: boolean;
  consentUntil: string | null;
}

/**
 * An asset's publication on `today` (`YYYY-MM-DD`, São Paulo): the rule of publication.ts in SQL,
 * for the admin's badge. Dates are inclusive. A missing consent outranks the dates; an expired
 * consent reads as `blocked-consent` too (the patient's permission ended, not the campaign).
 */
export function publicationState(fields: PublicationFields, today: string): PublicationState {
  if (
    fields.containsPatient &&
    (fields.consentBlocked || (fields.consentUntil && fields.consentUntil < today))
  )
    return 'blocked-consent';
  if (fields.validFrom && fields.validFrom > today) return 'scheduled';
  if (fields.validUntil && fields.validUntil < today) return 'expired';
  return 'published';
}
