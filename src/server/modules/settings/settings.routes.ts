import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicSettingsSchema, UpdateSettingsInputSchema } from '../../../shared/schemas/settings';
import type { SettingsService } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/api/settings/public',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Settings every visitor needs',
        response: { 200: PublicSettingsSchema },
      },
    },
    () => settings.getPublic(),
  );

  app.patch(
    '/api/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings'],
        summary: 'Change settings (public sign-up)',
        body: UpdateSettingsInputSchema,
        response: { 200: PublicSettingsSchema },
      },
    },
    (request) => settings.update(request.body),
  );
};
