import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateShareLinkInputSchema,
  ShareLinkCreatedSchema,
  ShareLinkListSchema,
  ShareLinkParamsSchema,
} from '../../../shared/schemas/share-link';
import { routesFor } from '../../platform/http/routes';
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
  const route = routesFor(app, 'share-links');
  const origin = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  route.post('/api/share-links', {
    access: 'signed-in',
    errors: [
      'ASSET_NOT_FOUND',
      'ALBUM_NOT_FOUND',
      'SHARE_LINK_NOT_PUBLISHED',
      'SHARE_LINK_EXTERNAL_ASSET',
      'SHARE_LINK_ALBUM_EMPTY',
    ],
    rateLimit: perUserRateLimit('share-link-create', RATE_LIMITS.shareLinkCreatePerUser),
    summary:
      'Creates a partner link to one published asset or to one of your albums; the URL (its token) is answered this once',
    body: CreateShareLinkInputSchema,
    response: ShareLinkCreatedSchema,
    status: 201,
    handler: (request) => shareLinks.create(currentUser(request), request.body, origin(request)),
  });

  route.get('/api/share-links', {
    access: 'signed-in',
    summary: 'Your partner links, newest first (every link for admins), with state, opens and downloads',
    response: ShareLinkListSchema,
    handler: (request) => shareLinks.list(currentUser(request)),
  });

  route.delete('/api/share-links/:id', {
    access: 'signed-in',
    errors: ['SHARE_LINK_NOT_FOUND'],
    summary: "Revokes a link at once (its creator or an admin; another user's link is a 404)",
    params: ShareLinkParamsSchema,
    status: 204,
    handler: (request) => shareLinks.revoke(request.params.id, currentUser(request)),
  });
};
