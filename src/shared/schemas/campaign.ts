import { CAMPAIGN_STATUSES } from '../constants';
import { isIsoDate } from '../domain/date-range';
import { campaignsMessages } from '../messages/campaigns';
import { commonMessages } from '../messages/common';
import { format } from '../messages/format';
import { validationMessages } from '../messages/validation';
import { AssetSchema } from './asset';
import { multilineText, safeText } from './input';
import { textField } from './user';
import { z } from './z';

const m = campaignsMessages.campaigns;

export const CAMPAIGN_LIMITS = {
  nameMaxLength: 120,
  descriptionMaxLength: 2000,
  maxPieces: 500,
  /** The longest `from`..`to` a list asks for: a calendar month is 31 days, the home 60. */
  listMaxDays: 400,
  /** Campaign days are kept in a sensible span: a typo such as 0202 or 20266 is refused. */
  firstDay: '2000-01-01',
  lastDay: '2099-12-31',
} as const;

export const CampaignStatusSchema = z.enum(CAMPAIGN_STATUSES);

export const CampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** First and last day, `YYYY-MM-DD`, both included (São Paulo calendar days). */
  startsOn: z.string(),
  endsOn: z.string(),
  /** From the dates against today in America/Sao_Paulo. */
  status: CampaignStatusSchema,
  /** The chosen cover piece; null when none is chosen or (for users and franqueados) it is not published. */
  coverAssetId: z.string().nullable(),
  /** Grid thumbnail of the cover, or of the first piece with one when no cover shows; null otherwise. */
  thumbnailUrl: z.string().nullable(),
  placeholder: z.string().nullable(),
  /** Pieces the viewer sees (admins: all). */
  assetCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Campaign = z.infer<typeof CampaignSchema>;

export const CampaignListSchema = z.object({
  items: z.array(CampaignSchema),
  /** The São Paulo day the statuses were computed on. */
  today: z.string(),
});
export type CampaignList = z.infer<typeof CampaignListSchema>;

/** A campaign with its pieces in the order the admin set (those the viewer may see). */
export const CampaignDetailSchema = CampaignSchema.extend({ assets: z.array(AssetSchema) });
export type CampaignDetail = z.infer<typeof CampaignDetailSchema>;

const dayBounds = { min: '01/01/2000', max: '31/12/2099' };

/** A real calendar day written `YYYY-MM-DD`, within the campaign span. */
function campaignDay(required: string) {
  const invalid = format(m.dateInvalid, dayBounds);
  return textField(required)
    .trim()
    .min(1, required)
    .refine((day) => isIsoDate(day) && day >= CAMPAIGN_LIMITS.firstDay && day <= CAMPAIGN_LIMITS.lastDay, {
      message: invalid,
      abort: true,
    });
}

const NameSchema = textField(m.nameRequired)
  .trim()
  .min(1, m.nameRequired)
  .max(CAMPAIGN_LIMITS.nameMaxLength, format(m.nameTooLong, { max: CAMPAIGN_LIMITS.nameMaxLength }));
const DescriptionSchema = multilineText()
  .trim()
  .max(
    CAMPAIGN_LIMITS.descriptionMaxLength,
    format(m.descriptionTooLong, { max: CAMPAIGN_LIMITS.descriptionMaxLength }),
  );
const CoverSchema = z.uuid(m.coverNotFound).nullable();

const endsBeforeStart = {
  message: m.endsBeforeStart,
  path: ['endsOn'],
  // Checked only once both days are readable (each has its own message otherwise).
  when: (payload: { value: unknown }) => {
    const { startsOn, endsOn } = (payload.value ?? {}) as { startsOn?: unknown; endsOn?: unknown };
    return typeof startsOn === 'string' && typeof endsOn === 'string' && isIsoDate(startsOn.trim());
  },
};

/** Zero-padded ISO days sort as text in calendar order. */
const inOrder = (v: { startsOn?: string | undefined; endsOn?: string | undefined }) =>
  !v.startsOn || !v.endsOn || v.startsOn <= v.endsOn;

export const CreateCampaignInputSchema = z
  .strictObject({
    name: NameSchema,
    description: DescriptionSchema.default(''),
    startsOn: campaignDay(m.startRequired),
    endsOn: campaignDay(m.endRequired),
    /** Creating with a cover makes that asset the campaign's first piece. */
    coverAssetId: CoverSchema.optional(),
  })
  .refine(inOrder, endsBeforeStart);
export type CreateCampaignInput = z.input<typeof CreateCampaignInputSchema>;
export type CreateCampaignValues = z.output<typeof CreateCampaignInputSchema>;

/** Any of the fields; a single date is checked against the other one stored (CAMPAIGN_ENDS_BEFORE_START). */
export const UpdateCampaignInputSchema = z
  .strictObject({
    name: NameSchema.optional(),
    description: DescriptionSchema.optional(),
    startsOn: campaignDay(m.startRequired).optional(),
    endsOn: campaignDay(m.endRequired).optional(),
    /** One of the campaign's pieces, or null for none. */
    coverAssetId: CoverSchema.optional(),
  })
  .refine(
    (v) => Object.values(v).some((value) => value !== undefined),
    commonMessages.validation.nothingToUpdate,
  )
  .refine(inOrder, endsBeforeStart);
export type UpdateCampaignInput = z.input<typeof UpdateCampaignInputSchema>;
export type UpdateCampaignValues = z.output<typeof UpdateCampaignInputSchema>;

/** The whole ordered list of pieces: the order given is the order kept (repeats keep their first place). */
export const SetCampaignAssetsInputSchema = z.strictObject({
  assetIds: z
    .array(z.uuid(commonMessages.validation.idInvalid), { error: validationMessages.invalidType })
    .max(CAMPAIGN_LIMITS.maxPieces, format(m.tooManyAssets, { max: CAMPAIGN_LIMITS.maxPieces }))
    .transform((ids) => [...new Set(ids)]),
});
export type SetCampaignAssetsInput = z.input<typeof SetCampaignAssetsInputSchema>;

const rangeDay = safeText({ error: m.rangeRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.rangeRequired)
  .refine(isIsoDate, m.rangeRequired);

/** `from` and `to` are São Paulo days, both included: the campaigns that overlap them. */
export const CampaignListQuerySchema = z
  .object({ from: rangeDay, to: rangeDay })
  .refine(({ from, to }) => from <= to, { message: m.endsBeforeStart, path: ['to'] })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < CAMPAIGN_LIMITS.listMaxDays, {
    message: format(m.rangeTooLong, { max: CAMPAIGN_LIMITS.listMaxDays }),
    path: ['to'],
  });
export type CampaignListQuery = z.input<typeof CampaignListQuerySchema>;

export const CampaignParamsSchema = z.object({ id: z.uuid(m.notFound) });
