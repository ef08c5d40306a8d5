import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateShareLinkInputSchema,
  ShareLinkCreatedSchema,
  ShareLinkListSchema,
  ShareLinkParamsSchema,
} from '../../../shared/schemas/share-link';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { currentUser } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/rate-limit';
import type { ShareLinksService } from './share-links.service';

interface Options {
  shareLinks: ShareLinksService;
  /** PUBLIC_URL: where partners reach the site; the request's own origin when it is not set. */
  publicUrl: string | undefined;
}

/** "Link para parceiros" as the signed-in manage them: create, list ("Meus links"), revoke. */
export const shareLinksRoutes: FastifyPluginAsyncZod<Options> = async (app, { shareLinks, publicUrl }) => {
  const origin = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  app.post(
    '/api/share-links',
    {
      config: {
        access: 'signed-in',
        errors: [
          'ASSET_NOT_FOUND',
          'ALBUM_NOT_FOUND',
          'SHARE_LINK_NOT_PUBLISHED',
          'SHARE_LINK_EXTERNAL_ASSET',
          'SHARE_LINK_ALBUM_EMPTY',
        ],
        rateLimit: perUserRateLimit('share-link-create', RATE_LIMITS.shareLinkCreatePerUser),
      },
      schema: {
        tags: ['share-links'],
        summary:
          'Creates a partner link to one published asset or to one of your albums; the URL (its token) is answered this once',
        body: CreateShareLinkInputSchema,
        response: { 201: ShareLinkCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await shareLinks.create(currentUser(request), request.body, origin(request))),
  );

  app.get(
    '/api/share-links',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['share-links'],
        summary: 'Your partner links, newest first (every link for admins), with state, opens and downloads',
        response: { 200: ShareLinkListSchema },
      },
    },
    (request) => shareLinks.list(currentUser(request)),
  );

  app.delete(
    '/api/share-links/:id',
    {
      config: { access: 'signed-in', errors: ['SHARE_LINK_NOT_FOUND'] },
      schema: {
        tags: ['share-links'],
        summary: "Revokes a link at once (its creator or an admin; another user's link is a 404)",
        params: ShareLinkParamsSchema,
      },
    },
    async (request, reply) => {
      await shareLinks.revoke(request.params.id, currentUser(request));
      return reply.status(204).send();
    },
  );
};
