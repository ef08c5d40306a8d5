import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PublicShareSchema,
  SharedItemQuerySchema,
  SharedThumbnailQuerySchema,
  ShareTokenParamsSchema,
  UnlockShareLinkInputSchema,
} from '../../../shared/schemas/share-link';
import { sendAppPage } from '../../platform/http/app-page';
import { routesFor } from '../../platform/http/routes';
import { sendFile } from '../../platform/http/send-file';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { secureCookies } from '../../plugins/auth';
import { perAddressRateLimit } from '../../plugins/rate-limit';
import type { SharedMaterialService } from './shared-material.service';

/** The cookie of a browser that gave a link's password; scoped to that link's API path. */
export const SHARE_UNLOCK_COOKIE = 'bdi_share';

interface Options {
  shared: SharedMaterialService;
  /** PUBLIC_URL: its path (a site under /banco/) prefixes the unlock cookie's path. */
  publicUrl: string | undefined;
}

/**
 * What a partner link opens, without a session (issue 17): the page, its data, its images and
 * files, and the password form's check. Every answer is rate-limited per client address, never
 * cached, never indexed and sends no Referer (the token is in the address).
 */
export const sharedMaterialRoutes: FastifyPluginAsyncZod<Options> = async (app, { shared, publicUrl }) => {
  const route = routesFor(app, 'share-links');
  const basePath = publicUrl ? new URL(publicUrl).pathname.replace(/\/+$/, '') : '';
  const unlockKey = (request: FastifyRequest) => request.cookies[SHARE_UNLOCK_COOKIE] || undefined;
  const linkErrors = ['SHARE_LINK_NOT_FOUND', 'SHARE_LINK_EXPIRED', 'SHARE_LINK_REVOKED'] as const;
  const materialErrors = [...linkErrors, 'SHARE_LINK_UNAVAILABLE', 'SHARE_LINK_LOCKED'] as const;

  app.addHook('onSend', async (_request, reply, payload) => {
    reply
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex, nofollow');
    return payload;
  });

  app.get(
    '/s/:token',
    {
      config: {
        access: 'public',
        rateLimit: perAddressRateLimit('share-page', RATE_LIMITS.sharePagePerAddress),
      },
      schema: { hide: true, params: ShareTokenParamsSchema },
    },
    async (request, reply) => sendAppPage(request, reply, await shared.pageStatus(request.params.token)),
  );

  route.get('/api/s/:token', {
    access: 'public',
    errors: [...linkErrors, 'SHARE_LINK_UNAVAILABLE'],
    rateLimit: perAddressRateLimit('share-data', RATE_LIMITS.sharePagePerAddress),
    summary:
      "A partner link's page data: the brand and, once unlocked, the material (an album's files by position); counts one open",
    params: ShareTokenParamsSchema,
    response: PublicShareSchema,
    exposeHeadRoute: false,
    handler: (request) => shared.open(request.params.token, unlockKey(request)),
  });

  route.get('/api/s/:token/thumbnail', {
    access: 'public',
    errors: [...materialErrors, 'SHARE_LINK_ITEM_NOT_FOUND', 'THUMBNAIL_NOT_FOUND', 'STORAGE_UNAVAILABLE'],
    rateLimit: perAddressRateLimit('share-image', RATE_LIMITS.shareImagePerAddress),
    summary: "A grid thumbnail or a preview (WebP) of one file of a partner link (?item=N for an album's)",
    params: ShareTokenParamsSchema,
    querystring: SharedThumbnailQuerySchema,
    handler: async (request, reply) => {
      const { item, size } = request.query;
      const stream = await shared.thumbnail(request.params.token, unlockKey(request), item, size);
      return reply.header('content-type', 'image/webp').send(stream);
    },
  });

  route.get('/api/s/:token/download', {
    access: 'public',
    errors: [
      ...materialErrors,
      'SHARE_LINK_ITEM_NOT_FOUND',
      'SHARE_LINK_DOWNLOAD_DISABLED',
      'RANGE_NOT_SATISFIABLE',
      'STORAGE_UNAVAILABLE',
      'DOWNLOAD_NOT_CLEANABLE',
    ],
    rateLimit: perAddressRateLimit('share-download', RATE_LIMITS.shareDownloadPerAddress),
    summary:
      'One file of a partner link as an attachment (Range supported), when downloads are allowed; counts a download on the link',
    params: ShareTokenParamsSchema,
    querystring: SharedItemQuerySchema,
    exposeHeadRoute: false,
    compress: false,
    handler: async (request, reply) => {
      const download = await shared.download(request.params.token, unlockKey(request), request.query.item);
      return sendFile(request, reply, download.file, {
        cacheControl: 'private, no-store',
        // A resumed download (a range past the first byte) is the same download: counted once.
        onStart: async (part) => {
          if (part.kind === 'whole' || part.start === 0) await download.count();
        },
      });
    },
  });

  route.post('/api/s/:token/unlock', {
    access: 'public',
    errors: [...linkErrors, 'SHARE_LINK_PASSWORD_WRONG'],
    rateLimit: perAddressRateLimit('share-unlock', RATE_LIMITS.sharePagePerAddress),
    summary:
      "Checks a partner link's password and sets a cookie (this link's API path only) that opens it; wrong passwords are limited per link and per address",
    params: ShareTokenParamsSchema,
    body: UnlockShareLinkInputSchema,
    status: 204,
    handler: async (request, reply) => {
      const { token } = request.params;
      const unlock = await shared.unlock(token, request.body.password, request.ip);
      if (unlock) {
        reply.setCookie(SHARE_UNLOCK_COOKIE, unlock.key, {
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookies(request),
          path: `${basePath}/api/s/${token}`,
          expires: unlock.expiresAt,
        });
      }
    },
  });
};
