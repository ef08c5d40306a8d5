import { FORBIDDEN_EXPRESSION_LIMITS, normalizeExpressionList } from '../domain/content-check';
import { commonMessages } from '../messages/common';
import { contentCheckMessages } from '../messages/content-check';
import { safeText } from './input';
import { z } from './z';

const cc = contentCheckMessages.contentCheck;

export const BannerSchema = z.object({
  /** Versioned URL of the current homepage banner (cache-busting `v`). */
  url: z.string(),
  version: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const PublicSettingsSchema = z.object({
  publicSignup: z.boolean(),
  /** Null until an admin sets one: the web app shows its built-in default banner. */
  banner: BannerSchema.nullable(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

/** One expression of the content check's list: 2 to 60 characters once trimmed, no control characters. */
export const ForbiddenExpressionSchema = safeText({ error: cc.listInvalid })
  .trim()
  .min(FORBIDDEN_EXPRESSION_LIMITS.minLength, cc.expressionTooShort)
  .max(FORBIDDEN_EXPRESSION_LIMITS.maxLength, cc.expressionTooLong);

/** The whole list as an admin saves it: at most 100, repeats (case/accent-blind) removed. */
export const ForbiddenExpressionsSchema = z
  .array(ForbiddenExpressionSchema, { error: cc.listInvalid })
  .max(FORBIDDEN_EXPRESSION_LIMITS.maxCount, cc.tooManyExpressions)
  .transform(normalizeExpressionList);

/** GET and PATCH /api/settings (admin): the public settings plus what only admins read. */
export const AdminSettingsSchema = PublicSettingsSchema.extend({
  /** The content check's list (DEFAULT_FORBIDDEN_EXPRESSIONS until an admin saves one). */
  forbiddenExpressions: z.array(z.string()),
});
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;

export const UpdateSettingsInputSchema = z.strictObject({
  publicSignup: z.boolean({ error: commonMessages.validation.booleanRequired }).optional(),
  forbiddenExpressions: ForbiddenExpressionsSchema.optional(),
});
export type UpdateSettingsInput = z.input<typeof UpdateSettingsInputSchema>;
