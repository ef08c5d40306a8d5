import { AUDIT_KINDS } from '../constants';
import { isIsoDate, isValidDateRange } from '../domain/date-range';
import { auditMessages } from '../messages/audit';
import { queryInteger, safeText } from './input';
import { keysetPageSchema } from './keyset';
import { z } from './z';

const m = auditMessages.audit;

export const AUDIT_LIMITS = {
  pageSizeDefault: 50,
  pageSizeMax: 100,
} as const;

/** One recorded action, as /audit and its CSV show it. */
export const AuditEntrySchema = z.object({
  /** The row's bigint identity, as digits (a JSON number could lose precision). */
  id: z.string(),
  at: z.string(),
  /** Who acted; null for the system (a job). The name is kept as it was, the account may be gone. */
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  ip: z.string().nullable(),
  kind: z.enum(AUDIT_KINDS),
  /** What the action was on: the kind's part before the dot ('asset', 'user', 'settings'...). */
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The item's name: as it is now, or as the log last named it when it is gone. */
  targetName: z.string().nullable(),
  /** For an edit, only the fields that changed; a creation has only `after`, a deletion `before`. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = keysetPageSchema(AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;

const isoDay = safeText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.rangeInvalid)
  .refine(isIsoDate, m.rangeInvalid);

/** The filters of the list and of its CSV: `from` and `to` are São Paulo calendar days, both included. */
export const AuditFilterSchema = z.object({
  actorId: z.uuid(m.personInvalid).optional(),
  kind: z.enum(AUDIT_KINDS, { error: m.kindInvalid }).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type AuditFilter = z.infer<typeof AuditFilterSchema>;

const validRange = (range: { from?: string | undefined; to?: string | undefined }) => isValidDateRange(range);

export const AuditCsvQuerySchema = AuditFilterSchema.refine(validRange, {
  message: m.rangeInvalid,
  path: ['to'],
});

export const AuditListQuerySchema = AuditFilterSchema.extend({
  /** The `nextCursor` of the previous page (opaque to clients). */
  cursor: safeText().max(200).optional(),
  limit: queryInteger(1, AUDIT_LIMITS.pageSizeMax, m.limitInvalid).default(AUDIT_LIMITS.pageSizeDefault),
}).refine(validRange, { message: m.rangeInvalid, path: ['to'] });
export type AuditListQuery = z.input<typeof AuditListQuerySchema>;
export type AuditListParams = z.output<typeof AuditListQuerySchema>;

/** `GET /api/audit/actors`: everyone who appears in the log as having acted, by name. */
export const AuditActorListSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AuditActorList = z.infer<typeof AuditActorListSchema>;
