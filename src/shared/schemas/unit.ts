import { UFS } from '../constants';
import { normalizePhone } from '../domain/phone';
import { commonMessages } from '../messages/common';
import { format } from '../messages/format';
import { unitsMessages } from '../messages/units';
import { nameFilter } from './input';
import { textField } from './user';
import { z } from './z';

const m = unitsMessages.unitFields;

export const UNIT_LIMITS = {
  nameMaxLength: 120,
  cityMaxLength: 80,
  addressMaxLength: 200,
  croRegistrationMaxLength: 60,
  rtNameMaxLength: 120,
  /** A CRO number is at most 6 digits today; 8 leaves room without letting anything through. */
  rtCroMaxDigits: 8,
  importMaxRows: 2000,
  /** A sheet of 2,000 clinics is well under 1 MB; the body limit of the import route. */
  importMaxBytes: 2 * 1024 * 1024,
  logoMaxBytes: 5 * 1024 * 1024,
  /** The stored logo's longest side: the footer band of a 1080×1920 render needs far less. */
  logoMaxSide: 600,
} as const;

/** The CSV columns of an import, in the order of the model file (pt-BR names without accents). */
export const UNIT_CSV_COLUMNS = [
  'nome',
  'cidade',
  'uf',
  'endereco',
  'telefone',
  'whatsapp',
  'registro_cro',
  'rt_nome',
  'rt_cro',
  'rt_uf',
  'ativo',
] as const;

/** Empty text and null both mean "not informed" (null); absent stays absent (an update leaves it). */
const emptyAsNull = <T>(value: T | '' | null | undefined) =>
  value === undefined ? undefined : value || null;

/** Trimmed text; empty (or null) means "not informed" and is stored as null. */
function optionalText(max: number, tooLong: string) {
  return textField(tooLong).trim().max(max, tooLong).nullish().transform(emptyAsNull);
}

export const UnitNameSchema = textField(m.nameRequired)
  .trim()
  .min(1, m.nameRequired)
  .max(UNIT_LIMITS.nameMaxLength, format(m.nameTooLong, { max: UNIT_LIMITS.nameMaxLength }))
  .regex(/^[\p{L}\p{M}\p{N} '’.&()/-]+$/u, m.nameCharacters)
  .refine((name) => /\p{L}/u.test(name), m.nameCharacters);

/** A UF, accepted in any case and stored upper-case. */
export function ufField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .transform((uf) => uf.toUpperCase())
    .pipe(z.enum(UFS, { error: message }));
}

/** A Brazilian phone with its area code, stored as "(19) 3232-1234"; empty means none. */
function phoneField(message: string) {
  return textField(message)
    .trim()
    .max(40, message)
    .nullish()
    .transform((text, ctx) => {
      if (!text) return emptyAsNull(text);
      const phone = normalizePhone(text);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return phone;
    });
}

/** Every field of a unit as an admin types it; required ones are required on creation only. */
const unitFields = {
  name: UnitNameSchema,
  city: textField(m.cityRequired)
    .trim()
    .min(1, m.cityRequired)
    .max(UNIT_LIMITS.cityMaxLength, format(m.cityTooLong, { max: UNIT_LIMITS.cityMaxLength })),
  uf: ufField(m.ufInvalid),
  address: optionalText(
    UNIT_LIMITS.addressMaxLength,
    format(m.addressTooLong, { max: UNIT_LIMITS.addressMaxLength }),
  ),
  phone: phoneField(m.phoneInvalid),
  whatsapp: phoneField(m.whatsappInvalid),
  /** "CRO-SP EPAO 12345": free form (councils write it differently) but it must carry a number. */
  croRegistration: optionalText(UNIT_LIMITS.croRegistrationMaxLength, m.croRegistrationInvalid).refine(
    (text) => !text || /\d/.test(text),
    m.croRegistrationInvalid,
  ),
  rtName: optionalText(UNIT_LIMITS.rtNameMaxLength, m.rtNameInvalid).refine(
    (text) => !text || /^[\p{L}\p{M} '’.-]+$/u.test(text),
    m.rtNameInvalid,
  ),
  rtCro: textField(m.rtCroInvalid)
    .trim()
    .regex(new RegExp(`^\\d{0,${UNIT_LIMITS.rtCroMaxDigits}}$`), m.rtCroInvalid)
    .nullish()
    .transform(emptyAsNull),
  rtUf: z
    .union([z.literal(''), z.null(), ufField(m.rtUfInvalid)], { error: m.rtUfInvalid })
    .optional()
    .transform(emptyAsNull),
  active: z.boolean({ error: m.activeInvalid }),
};

export const CreateUnitInputSchema = z.strictObject({
  ...unitFields,
  active: unitFields.active.default(true),
});
export type CreateUnitInput = z.input<typeof CreateUnitInputSchema>;

export const UpdateUnitInputSchema = z
  .strictObject({
    name: unitFields.name.optional(),
    city: unitFields.city.optional(),
    uf: unitFields.uf.optional(),
    address: unitFields.address,
    phone: unitFields.phone,
    whatsapp: unitFields.whatsapp,
    croRegistration: unitFields.croRegistration,
    rtName: unitFields.rtName,
    rtCro: unitFields.rtCro,
    rtUf: unitFields.rtUf,
    active: unitFields.active.optional(),
  })
  .refine(
    (input) => Object.values(input).some((value) => value !== undefined),
    commonMessages.validation.nothingToUpdate,
  );
export type UpdateUnitInput = z.input<typeof UpdateUnitInputSchema>;

export const UnitSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  uf: z.enum(UFS).nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  croRegistration: z.string().nullable(),
  rtName: z.string().nullable(),
  rtCro: z.string().nullable(),
  rtUf: z.enum(UFS).nullable(),
  logoUrl: z.string().nullable(),
  active: z.boolean(),
  isFranchisor: z.boolean(),
  /** True when the unit has everything a stamped download needs (registration, RT name, CRO, UF). */
  stampReady: z.boolean(),
  userCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Unit = z.infer<typeof UnitSchema>;

export const UnitListSchema = z.object({ items: z.array(UnitSchema), total: z.number() });
export type UnitList = z.infer<typeof UnitListSchema>;

export const UnitListQuerySchema = z.object({
  q: nameFilter(UNIT_LIMITS.nameMaxLength, format(m.nameTooLong, { max: UNIT_LIMITS.nameMaxLength })),
  /** `true` or `false`; absent lists both. */
  active: z
    .enum(['true', 'false'], { error: m.activeInvalid })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});
export type UnitListQuery = z.input<typeof UnitListQuerySchema>;

/** What public sign-up shows: the active units' names and places, nothing else. */
export const UnitOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  uf: z.enum(UFS).nullable(),
  /** The franchisor's own unit: never a franqueado's (UNIT_NOT_CLINIC), so forms leave it out then. */
  isFranchisor: z.boolean(),
});
export const UnitOptionListSchema = z.object({ items: z.array(UnitOptionSchema) });
export type UnitOption = z.infer<typeof UnitOptionSchema>;

/**
 * The CSV import's answer. All or nothing: when any row is refused nothing is imported, and every
 * refused row is listed with its line in the file (the header is line 1) and its reasons.
 */
export const UnitImportResultSchema = z.object({
  imported: z.number(),
  created: z.number(),
  updated: z.number(),
  refused: z.array(z.object({ line: z.number(), errors: z.array(z.string()) })),
});
export type UnitImportResult = z.infer<typeof UnitImportResultSchema>;

export const UnitParamsSchema = z.object({ id: z.uuid(commonMessages.validation.idInvalid) });
