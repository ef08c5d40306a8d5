import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AssetIdParamsSchema } from '../../../shared/schemas/asset';
import {
  AssetListQuerySchema,
  AssetListSchema,
  RecentSearchesSchema,
  RelatedAssetsSchema,
  SimilarResultSchema,
} from '../../../shared/schemas/search';
import type { Clock } from '../../platform/clock';
import { oneFileContract, readSingleFile } from '../../platform/http/multipart';
import { routesFor } from '../../platform/http/routes';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { currentUser } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/rate-limit';
import type { ContentWarnings } from '../asset-read';
import { requestAudience } from '../asset-read';
import type { SearchService } from './search.service';

/** The similar-image probe: one image under `file`, up to 10 MB, nothing else. */
const PROBE_UPLOAD = oneFileContract(10 * 1024 * 1024, {
  missing: 'SIMILAR_IMAGE_MISSING',
  tooLarge: 'SIMILAR_IMAGE_TOO_LARGE',
});

export const searchRoutes: FastifyPluginAsyncZod<{
  search: SearchService;
  warnings: ContentWarnings;
  /** Today's date decides what users and franqueados find (validity, consents). */
  clock: Clock;
}> = async (app, { search, warnings, clock }) => {
  const route = routesFor(app, 'search');
  const audience = requestAudience(clock);

  route.get('/api/assets', {
    access: 'signed-in',
    summary: 'Gallery search: text, categories, tags, types, dates, sort, keyset pages; videos excluded',
    querystring: AssetListQuerySchema,
    response: AssetListSchema,
    handler: async (request, reply) => {
      const q = request.query;
      const user = currentUser(request);
      const params = {
        q: q.q,
        categories: q.categories ?? [],
        tags: q.tags ?? [],
        types: q.types ?? [],
        from: q.from,
        to: q.to,
        sort: q.sort,
        limit: q.limit,
        cursor: q.cursor,
        ids: q.ids ?? [],
        scope: q.scope,
      };
      // An admin's answer carries the content check of the list as stored when the request came,
      // read while the page is found. (Fastify times a request from its start when it logs; when it
      // does not, elapsedTime is 0 and the list is read for this answer alone.)
      const came = performance.now() - reply.elapsedTime;
      const [page, withWarnings] = await Promise.all([
        search.list(params, user.id, audience(request)),
        warnings.forPages(user, came),
      ]);
      return withWarnings(page);
    },
  });

  route.get('/api/search/recent', {
    access: 'signed-in',
    summary: "The user's own recent searches",
    response: RecentSearchesSchema,
    handler: async (request) => ({ items: await search.recentSearches(currentUser(request).id) }),
  });

  route.get('/api/assets/:id/related', {
    access: 'signed-in',
    summary: 'Up to 6 related assets (3 per shared category, 2 per shared tag, 1 for the same type)',
    params: AssetIdParamsSchema,
    response: RelatedAssetsSchema,
    handler: async (request) => ({
      items: await warnings.forViewer(
        currentUser(request),
        await search.related(request.params.id, audience(request)),
      ),
    }),
  });

  route.post('/api/assets/similar', {
    access: 'signed-in',
    upload: PROBE_UPLOAD,
    errors: ['SIMILAR_IMAGE_INVALID', 'IMAGE_TOO_LARGE'],
    rateLimit: perUserRateLimit('similar-search', RATE_LIMITS.similarSearchPerUser),
    summary: 'Images ranked by perceptual-hash distance to the uploaded image (multipart field "file")',
    response: SimilarResultSchema,
    handler: async (request) => {
      const image = await readSingleFile(request, PROBE_UPLOAD);
      return {
        items: await warnings.forViewer(currentUser(request), await search.similar(image, audience(request))),
      };
    },
  });
};
