import { z } from 'zod';
import { messages } from '../messages/pt-BR';

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

export const UpdateSettingsInputSchema = z.strictObject({
  publicSignup: z.boolean({ error: messages.validation.booleanRequired }).optional(),
});
export type UpdateSettingsInput = z.input<typeof UpdateSettingsInputSchema>;
