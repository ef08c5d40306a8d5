import { ASSET_TYPES, REQUEST_CHANNELS, REQUEST_STATUSES } from '../constants';
import { format } from '../messages/format';
import { requestsMessages } from '../messages/requests';
import { validationMessages } from '../messages/validation';
import { multilineText, queryInteger, safeText } from './input';
import { calendarDay } from './publication';
import { z } from './z';

const m = requestsMessages.requests;

/** Limits of a material request ("Pedir material", issue 17), shared by the form and the server. */
export const REQUEST_LIMITS = {
  descriptionMaxLength: 2000,
  commentMaxLength: 2000,
  /** The gallery's search text is at most 200 characters too. */
  fromSearchMaxLength: 200,
  /** The optional reference image, read into memory then re-encoded as WebP (the banner's size). */
  referenceMaxBytes: 10 * 1024 * 1024,
  /** Assets one "Atender" links. */
  deliverMaxAssets: 30,
  pageSizeDefault: 30,
  pageSizeMax: 100,
  /** Characters of the description a notification quotes. */
  summaryLength: 80,
  /** Characters of a comment a notification quotes. */
  commentQuoteLength: 140,
} as const;

export const RequestStatusSchema = z.enum(REQUEST_STATUSES, { error: m.statusInvalid });
export const RequestChannelSchema = z.enum(REQUEST_CHANNELS, { error: m.channelRequired });

const optionalText = (max: number, tooLong: string) =>
  z
    .union([safeText().trim().max(max, tooLong), z.null()])
    .optional()
    .transform((text) => text || null);

/**
 * The fields of `POST /api/requests` (JSON, or multipart text fields beside the optional reference
 * image as `file`). That `neededBy` is not before today is the server's to check (its clock).
 */
export const RequestFieldsSchema = z.strictObject({
  description: multilineText({ error: m.descriptionRequired })
    .trim()
    .min(1, m.descriptionRequired)
    .max(
      REQUEST_LIMITS.descriptionMaxLength,
      format(m.descriptionTooLong, { max: REQUEST_LIMITS.descriptionMaxLength }),
    ),
  neededBy: z
    .union([calendarDay(m.neededByInvalid), z.literal('').transform(() => null), z.null()], {
      error: m.neededByInvalid,
    })
    .optional()
    .transform((day) => day ?? null),
  channel: RequestChannelSchema,
  /** The search that found nothing, when the form was opened from one. */
  fromSearch: optionalText(
    REQUEST_LIMITS.fromSearchMaxLength,
    format(m.fromSearchTooLong, { max: REQUEST_LIMITS.fromSearchMaxLength }),
  ),
});
export type RequestFields = z.input<typeof RequestFieldsSchema>;
export type ParsedRequestFields = z.output<typeof RequestFieldsSchema>;

/** `PATCH /api/requests/:id` (admin): the new status, the assignee (an admin, or null for none), or both. */
export const UpdateRequestInputSchema = z
  .strictObject({
    status: RequestStatusSchema.optional(),
    assigneeId: z.union([z.uuid(m.assigneeInvalid), z.null()], { error: m.assigneeInvalid }).optional(),
  })
  .refine((input) => input.status !== undefined || input.assigneeId !== undefined, m.updateEmpty);
export type UpdateRequestInput = z.input<typeof UpdateRequestInputSchema>;

export const RequestCommentInputSchema = z.strictObject({
  body: multilineText({ error: m.commentRequired })
    .trim()
    .min(1, m.commentRequired)
    .max(REQUEST_LIMITS.commentMaxLength, format(m.commentTooLong, { max: REQUEST_LIMITS.commentMaxLength })),
});
export type RequestCommentInput = z.input<typeof RequestCommentInputSchema>;

/** `POST /api/requests/:id/deliver` (admin): the assets that answer the request, in order. */
export const DeliverRequestInputSchema = z.strictObject({
  assetIds: z
    .array(z.uuid(m.assetIdInvalid), { error: m.assetsRequired })
    .min(1, m.assetsRequired)
    .max(REQUEST_LIMITS.deliverMaxAssets, format(m.assetsTooMany, { max: REQUEST_LIMITS.deliverMaxAssets }))
    .transform((ids) => [...new Set(ids)]),
});
export type DeliverRequestInput = z.input<typeof DeliverRequestInputSchema>;

/**
 * `GET /api/requests`: newest first, keyset-paged (`cursor` is the previous `nextCursor`). Users and
 * franqueados always get their own; admins get all, or their own with `mine=true`, and may narrow by
 * `search` (the requests made from that search, whatever its case).
 */
export const RequestListQuerySchema = z.object({
  status: RequestStatusSchema.optional(),
  search: optionalText(
    REQUEST_LIMITS.fromSearchMaxLength,
    format(m.searchTooLong, { max: REQUEST_LIMITS.fromSearchMaxLength }),
  ),
  mine: z
    .enum(['true', 'false', '1', '0'], { error: validationMessages.invalid })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  cursor: safeText().max(200).optional(),
  limit: queryInteger(1, REQUEST_LIMITS.pageSizeMax, m.limitInvalid).default(REQUEST_LIMITS.pageSizeDefault),
});
export type RequestListQuery = z.input<typeof RequestListQuerySchema>;

export const RequestParamsSchema = z.object({ id: z.uuid(m.notFound) });

const PersonSchema = z.object({ id: z.string(), name: z.string() });

/** A request as the lists show it: no thread, but how long it is. */
export const RequestSummarySchema = z.object({
  id: z.string(),
  description: z.string(),
  /** `YYYY-MM-DD`, or null when the requester gave no date. */
  neededBy: z.string().nullable(),
  channel: RequestChannelSchema,
  fromSearch: z.string().nullable(),
  /** Served to the requester and admins only; null without a reference image. */
  referenceImageUrl: z.string().nullable(),
  status: RequestStatusSchema,
  /** Null once the account was removed. */
  requester: PersonSchema.extend({ unitName: z.string().nullable() }).nullable(),
  assignee: PersonSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The first time it became atendido or recusado. */
  answeredAt: z.string().nullable(),
  commentCount: z.number(),
  deliveredCount: z.number(),
});
export type RequestSummary = z.infer<typeof RequestSummarySchema>;

export const RequestCommentSchema = z.object({
  id: z.string(),
  /** Null once the author's account was removed. */
  author: PersonSchema.extend({ isAdmin: z.boolean() }).nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type RequestComment = z.infer<typeof RequestCommentSchema>;

export const DeliveredAssetSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(ASSET_TYPES),
  thumbnailUrl: z.string().nullable(),
});
export type DeliveredAsset = z.infer<typeof DeliveredAssetSchema>;

/** One request with its thread and the delivered assets the viewer may see, in the order given. */
export const MaterialRequestSchema = RequestSummarySchema.extend({
  comments: z.array(RequestCommentSchema),
  deliveredAssets: z.array(DeliveredAssetSchema),
});
export type MaterialRequest = z.infer<typeof MaterialRequestSchema>;

export const RequestListSchema = z.object({
  items: z.array(RequestSummarySchema),
  nextCursor: z.string().nullable(),
  /** How many requests per status the list would hold without `status` (and without a cursor). */
  counts: z.record(RequestStatusSchema, z.number()),
});
export type RequestList = z.infer<typeof RequestListSchema>;
