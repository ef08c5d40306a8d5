import { CONSENT_STATES } from '../constants';
import { consentsMessages } from '../messages/consents';
import { multilineText, safeText } from './input';
import { NotificationRecipientSchema } from './notification';
import { calendarDay } from './publication';
import { z } from './z';

const m = consentsMessages.consents;

/** Limits of a consent record (issue 16): the signed TCLE's size, the patient reference's length. */
export const CONSENT_LIMITS = {
  fileMaxBytes: 20 * 1024 * 1024,
  patientRefMaxLength: 30,
  reasonMaxLength: 500,
} as const;

/**
 * True when a patient reference reads as a person's name ("Maria Souza"): two or more words of
 * letters only, three letters or more each. Initials ("M.S.A.", "MSA") and record numbers
 * ("PR-2024-118", "Prontuário 4471") pass; the LGPD asks for the least data that does the job.
 */
export function looksLikeFullName(reference: string): boolean {
  const words = reference.trim().split(/\s+/);
  return words.filter((word) => /^\p{L}{3,}$/u.test(word)).length >= 2;
}

export const PatientRefSchema = safeText({ error: m.patientRefRequired })
  .trim()
  .min(1, m.patientRefRequired)
  .max(CONSENT_LIMITS.patientRefMaxLength, m.patientRefTooLong)
  .refine((reference) => !looksLikeFullName(reference), m.patientRefLooksLikeName);

/**
 * The fields of `POST /api/assets/:id/consent` (multipart text fields beside the TCLE file). The
 * dates' relation to today (signed not in the future, expiry not past) is the server's to check.
 */
export const ConsentFieldsSchema = z
  .strictObject({
    patientRef: PatientRefSchema,
    signedOn: calendarDay(m.signedOnRequired),
    expiresOn: z.union([calendarDay(), z.literal('').transform(() => null), z.null()]).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.expiresOn && value.signedOn && value.expiresOn < value.signedOn)
      ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: m.expiresBeforeSigned });
  });
export type ConsentFields = z.input<typeof ConsentFieldsSchema>;
export type ParsedConsentFields = z.output<typeof ConsentFieldsSchema>;

export const ConsentStateSchema = z.enum(CONSENT_STATES, { error: m.stateInvalid });

const PersonRefSchema = z.object({ id: z.string(), name: z.string() }).nullable();

/** A patient's consent as admins see it; the file is read through `fileUrl` (admins only). */
export const ConsentSchema = z.object({
  id: z.string(),
  assetId: z.string(),
  patientRef: z.string(),
  signedOn: z.string(),
  expiresOn: z.string().nullable(),
  fileName: z.string(),
  fileMime: z.string(),
  fileSize: z.number(),
  fileUrl: z.string(),
  createdAt: z.string(),
  createdBy: PersonRefSchema,
  revokedAt: z.string().nullable(),
  revokedBy: PersonRefSchema,
  revokeReason: z.string().nullable(),
  /** When the people who downloaded the asset were told that it ended (revoked or expired). */
  endNotifiedAt: z.string().nullable(),
  /** On today's date: valid, expiring (within CONSENT_EXPIRING_DAYS), expired or revoked. */
  state: ConsentStateSchema,
  /** The asset's active consent: the newest not revoked (the one its publication follows). */
  active: z.boolean(),
});
export type Consent = z.infer<typeof ConsentSchema>;

/** `GET /api/consents`: each consent with the asset it is for. */
export const ConsentListItemSchema = ConsentSchema.extend({
  asset: z.object({ id: z.string(), title: z.string(), thumbnailUrl: z.string().nullable() }),
});
export type ConsentListItem = z.infer<typeof ConsentListItemSchema>;

export const ConsentListSchema = z.object({ items: z.array(ConsentListItemSchema), total: z.number() });
export type ConsentList = z.infer<typeof ConsentListSchema>;

export const ConsentListQuerySchema = z.object({ state: ConsentStateSchema.optional() });

/** `GET /api/assets/:id/consents`: the asset's history, newest first, and who was told of each end. */
export const AssetConsentsSchema = z.object({
  containsPatient: z.boolean(),
  items: z.array(ConsentSchema.extend({ notified: z.array(NotificationRecipientSchema) })),
});
export type AssetConsents = z.infer<typeof AssetConsentsSchema>;

export const RevokeConsentInputSchema = z.strictObject({
  reason: multilineText({ error: m.reasonRequired })
    .trim()
    .min(1, m.reasonRequired)
    .max(CONSENT_LIMITS.reasonMaxLength, m.reasonTooLong),
});
export type RevokeConsentInput = z.input<typeof RevokeConsentInputSchema>;

export const ConsentParamsSchema = z.object({ id: z.uuid(m.notFound) });
