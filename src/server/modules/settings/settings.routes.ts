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
import { type MultipartContract, readSingleFile } from '../../platform/http/multipart';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { perUserRateLimit } from '../../plugins/rate-limit';
import type { SettingsService } from './settings.service';

/** The homepage banner: one image under `file`, nothing else. */
const BANNER_UPLOAD: MultipartContract = {
  notMultipart: 'BANNER_MISSING',
  files: {
    file: {
      max: 1,
      maxBytes: LIMITS.bannerMaxBytes,
      tooLarge: 'BANNER_TOO_LARGE',
      missing: 'BANNER_MISSING',
    },
  },
};

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

  app.get(
    '/api/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings'],
        summary: 'Every setting, with those only admins read (the forbidden expressions)',
        response: { 200: AdminSettingsSchema },
      },
    },
    () => settings.getAdmin(),
  );

  app.patch(
    '/api/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings'],
        summary: 'Change settings (public sign-up, forbidden expressions)',
        body: UpdateSettingsInputSchema,
        response: { 200: AdminSettingsSchema },
      },
    },
    (request) => settings.update(request.body),
  );

  app.get(
    '/api/settings/banner',
    {
      // The banner is shown to visitors on the public home, so it is the one public file.
      config: { access: 'public', errors: ['BANNER_NOT_FOUND'] },
      schema: {
        tags: ['settings'],
        summary: 'The homepage banner (WebP)',
        querystring: z.object({ v: safeText().max(40).optional() }),
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(await settings.readBanner()),
  );

  app.put(
    '/api/settings/banner',
    {
      config: {
        access: 'admin',
        errors: ['BANNER_MISSING', 'BANNER_TOO_LARGE', 'BANNER_INVALID', 'IMAGE_TOO_LARGE'],
        rateLimit: perUserRateLimit('banner-upload', RATE_LIMITS.bannerUploadPerUser),
      },
      schema: {
        tags: ['settings'],
        summary: 'Replace the homepage banner (multipart field "file": an image up to 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: BannerSchema },
      },
    },
    async (request) => {
      return settings.setBanner(await readSingleFile(request, BANNER_UPLOAD));
    },
  );
};
