import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../../shared/constants';
import { safeText } from '../../../shared/schemas/input';
import {
  AdminSettingsSchema,
  BannerSchema,
  PublicSettingsSchema,
  UpdateSettingsInputSchema,
} from '../../../shared/schemas/settings';
import { oneFileContract, readSingleFile } from '../../platform/http/multipart';
import { sendVersionedImage } from '../../platform/http/replies';
import { routesFor } from '../../platform/http/routes';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { perUserRateLimit } from '../../plugins/rate-limit';
import type { SettingsService } from './settings.service';

/** The homepage banner: one image under `file`, nothing else. */
const BANNER_UPLOAD = oneFileContract(LIMITS.bannerMaxBytes, {
  missing: 'BANNER_MISSING',
  tooLarge: 'BANNER_TOO_LARGE',
});

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  const route = routesFor(app, 'settings');

  route.get('/api/settings/public', {
    access: 'public',
    summary: 'Settings every visitor needs',
    response: PublicSettingsSchema,
    handler: () => settings.getPublic(),
  });

  route.get('/api/settings', {
    access: 'admin',
    summary: 'Every setting, with those only admins read (the forbidden expressions)',
    response: AdminSettingsSchema,
    handler: () => settings.getAdmin(),
  });

  route.patch('/api/settings', {
    access: 'admin',
    summary: 'Change settings (public sign-up, forbidden expressions)',
    body: UpdateSettingsInputSchema,
    response: AdminSettingsSchema,
    handler: (request) => settings.update(request.body),
  });

  route.get('/api/settings/banner', {
    // The banner is shown to visitors on the public home, so it is the one public file.
    access: 'public',
    errors: ['BANNER_NOT_FOUND'],
    summary: 'The homepage banner (WebP)',
    querystring: z.object({ v: safeText().max(40).optional() }),
    handler: async (_request, reply) =>
      sendVersionedImage(reply, 'image/webp', await settings.readBanner(), 'public'),
  });

  route.put('/api/settings/banner', {
    access: 'admin',
    upload: BANNER_UPLOAD,
    errors: ['BANNER_INVALID', 'IMAGE_TOO_LARGE'],
    rateLimit: perUserRateLimit('banner-upload', RATE_LIMITS.bannerUploadPerUser),
    summary: 'Replace the homepage banner (multipart field "file": an image up to 10 MB)',
    response: BannerSchema,
    handler: async (request) => settings.setBanner(await readSingleFile(request, BANNER_UPLOAD)),
  });
};
