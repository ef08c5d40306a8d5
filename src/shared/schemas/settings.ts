import { z } from 'zod';
import { messages } from '../messages/pt-BR';

export const PublicSettingsSchema = z.object({
  publicSignup: z.boolean(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

export const UpdateSettingsInputSchema = z.strictObject({
  publicSignup: z.boolean({ error: messages.validation.booleanRequired }).optional(),
});
export type UpdateSettingsInput = z.input<typeof UpdateSettingsInputSchema>;
