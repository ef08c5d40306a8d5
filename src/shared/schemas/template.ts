import { templatesMessages } from '../messages/templates';
import { TEMPLATE_COLORS, TEMPLATE_FONTS } from '../templates/fonts';
import { PIECE_FORMATS } from '../templates/formats';
import { z } from './z';

const m = templatesMessages.templates;

/** The most fields, presets and characters a template holds. */
export const TEMPLATE_LIMITS = { maxFields: 20, maxLines: 6, maxLength: 200, labelMaxLength: 60 } as const;

/** The unit data a field may show (units' columns; `rtName` prints the responsible's line with CRO). */
export const TEMPLATE_UNIT_FIELDS = [
  'name',
  'city',
  'address',
  'phone',
  'whatsapp',
  'rtName',
  'rtCro',
  'croRegistration',
] as const;
export type TemplateUnitField = (typeof TEMPLATE_UNIT_FIELDS)[number];

export const PieceFormatSchema = z.enum(PIECE_FORMATS, { error: m.formatInvalid });

const fraction = z.number().min(0, m.boxInvalid).max(1, m.boxInvalid);

/** A rectangle in fractions (0–1) of the piece, wholly inside it and not empty. */
export const TemplateBoxSchema = z
  .strictObject({ x: fraction, y: fraction, w: fraction, h: fraction })
  .refine((b) => b.w >= 0.01 && b.h >= 0.01 && b.x + b.w <= 1.0001 && b.y + b.h <= 1.0001, m.boxInvalid);
export type TemplateBox = z.infer<typeof TemplateBoxSchema>;

export const TemplateFieldSchema = z
  .strictObject({
    key: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, m.keyInvalid),
    kind: z.enum(['unit', 'text', 'logo']),
    unitField: z.enum(TEMPLATE_UNIT_FIELDS, { error: m.unitFieldRequired }).optional(),
    label: z.string().trim().max(TEMPLATE_LIMITS.labelMaxLength, m.labelTooLong).optional(),
    box: TemplateBoxSchema,
    align: z.enum(['left', 'center', 'right']).optional(),
    font: z.enum(TEMPLATE_FONTS).optional(),
    color: z.enum(TEMPLATE_COLORS).optional(),
    maxLines: z.int().min(1).max(TEMPLATE_LIMITS.maxLines).optional(),
    maxLength: z.int().min(1).max(TEMPLATE_LIMITS.maxLength).optional(),
    default: z.string().max(TEMPLATE_LIMITS.maxLength).optional(),
    editable: z.boolean().optional(),
    /** Smaller type until the text fits its lines (default true); otherwise the last line ends in "…". */
    shrink: z.boolean().optional(),
  })
  .refine((f) => f.kind !== 'unit' || f.unitField !== undefined, {
    message: m.unitFieldRequired,
    path: ['unitField'],
  })
  .refine((f) => f.default === undefined || f.default.length <= (f.maxLength ?? TEMPLATE_LIMITS.maxLength), {
    message: m.defaultTooLong,
    path: ['default'],
  });
export type TemplateField = z.infer<typeof TemplateFieldSchema>;

/** One format a template offers: the picture's crop (focal point) and boxes that differ from the fields'. */
export const TemplatePresetSchema = z.strictObject({
  format: PieceFormatSchema,
  focal: z.strictObject({ x: fraction, y: fraction }).optional(),
  boxes: z.record(z.string(), TemplateBoxSchema).optional(),
});
export type TemplatePreset = z.infer<typeof TemplatePresetSchema>;

/** `PUT /api/assets/:id/template`: a new version of the asset's template. */
export const TemplateInputSchema = z
  .strictObject({
    fields: z
      .array(TemplateFieldSchema)
      .min(1, m.fieldsRequired)
      .max(TEMPLATE_LIMITS.maxFields, m.tooManyFields.replace('{max}', String(TEMPLATE_LIMITS.maxFields))),
    presets: z.array(TemplatePresetSchema).min(1, m.presetsRequired).max(PIECE_FORMATS.length),
  })
  .refine((t) => new Set(t.fields.map((f) => f.key)).size === t.fields.length, {
    message: m.keysRepeated,
    path: ['fields'],
  })
  .refine((t) => new Set(t.presets.map((p) => p.format)).size === t.presets.length, {
    message: m.presetsRepeated,
    path: ['presets'],
  });
export type TemplateInput = z.infer<typeof TemplateInputSchema>;

export const TemplateSchema = z.object({
  version: z.int(),
  fields: z.array(TemplateFieldSchema),
  presets: z.array(TemplatePresetSchema),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof TemplateSchema>;

export const TemplateAnswerSchema = z.object({ template: TemplateSchema });
export type TemplateAnswer = z.infer<typeof TemplateAnswerSchema>;

/** What a unit holds that a template's fields print (layout.ts's TemplateUnitData). */
export const TemplateUnitDataSchema = z.object({
  name: z.string(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  rtName: z.string().nullable(),
  rtCro: z.string().nullable(),
  rtUf: z.string().nullable(),
  croRegistration: z.string().nullable(),
});

/**
 * `GET /api/assets/:id/template`: the template, the unit whose data fills the preview (the viewer's;
 * for admins the one asked for, or none) and the unit fields that unit lacks.
 */
export const TemplateViewSchema = TemplateAnswerSchema.extend({
  unit: z
    .object({
      id: z.string(),
      name: z.string(),
      data: TemplateUnitDataSchema,
      logoUrl: z.string().nullable(),
    })
    .nullable(),
  missing: z.array(z.enum(TEMPLATE_UNIT_FIELDS)),
});
export type TemplateView = z.infer<typeof TemplateViewSchema>;

const PixelBoxSchema = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });

/** `GET /api/assets/:id/piece/layout`: the piece's size and each field as the render lays it out. */
export const PieceLayoutSchema = z.object({
  size: z.object({ width: z.number(), height: z.number() }),
  items: z.array(
    z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('text'),
        key: z.string(),
        box: PixelBoxSchema,
        font: z.enum(TEMPLATE_FONTS),
        color: z.enum(TEMPLATE_COLORS),
        fontPx: z.number(),
        lines: z.array(
          z.object({ text: z.string(), xs: z.array(z.number()), baseline: z.number(), width: z.number() }),
        ),
        truncated: z.boolean(),
      }),
      z.object({
        kind: z.literal('logo'),
        key: z.string(),
        box: PixelBoxSchema,
        align: z.enum(['left', 'center', 'right']),
      }),
    ]),
  ),
});

/**
 * `GET /api/assets/:id/piece`: the format, the editable fields' texts as `text.<key>`, and (admins)
 * the unit it is made for. Any other parameter is refused.
 */
export const PieceQuerySchema = z
  .object({ format: PieceFormatSchema, unitId: z.uuid().optional() })
  .catchall(z.string().max(TEMPLATE_LIMITS.maxLength * 2))
  .refine(
    (q) =>
      Object.keys(q).every((k) => k === 'format' || k === 'unitId' || /^text\.[a-z][a-z0-9-]{0,31}$/.test(k)),
    {
      message: m.keyInvalid,
    },
  );
export type PieceQuery = z.infer<typeof PieceQuerySchema>;

/** The texts of a piece query, by field key. */
export function pieceTexts(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(
        (entry): entry is [string, string] => entry[0].startsWith('text.') && typeof entry[1] === 'string',
      )
      .map(([k, v]) => [k.slice('text.'.length), v]),
  );
}

/** `POST /api/assets/:id/pieces`: every active unit (or those listed), in the formats chosen. */
export const PiecesBatchInputSchema = z.strictObject({
  formats: z.array(PieceFormatSchema).min(1, m.presetsRequired).max(PIECE_FORMATS.length),
  unitIds: z.array(z.uuid()).min(1).max(2000).optional(),
});
export type PiecesBatchInput = z.infer<typeof PiecesBatchInputSchema>;

export const PiecesBatchCreatedSchema = z.object({ job: z.object({ id: z.string() }) });

/** `GET /api/jobs/:id`: a job's state; a pieces job adds its skipped units and its ZIPs. */
export const JobDetailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(['pending', 'running', 'done', 'failed']),
  progress: z.number(),
  error: z.string().optional(),
  skipped: z.array(z.object({ unitId: z.string(), unitName: z.string(), reason: z.string() })),
  downloads: z.array(z.object({ format: PieceFormatSchema, url: z.string(), pieces: z.int() })),
});
export type JobDetail = z.infer<typeof JobDetailSchema>;
