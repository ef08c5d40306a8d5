import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AssetIdParamsSchema } from '../../../shared/schemas/asset';
import { AssetTextInputSchema, AssetTextSchema } from '../../../shared/schemas/asset-text';
import type { Clock } from '../../platform/clock';
import { routesFor } from '../../platform/http/routes';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { perUserRateLimit } from '../../plugins/rate-limit';
import { requestAudience } from '../asset-read';
import type { AssetTextService } from './asset-text.service';

export const assetTextRoutes: FastifyPluginAsyncZod<{ texts: AssetTextService; clock: Clock }> = async (
  app,
  { texts, clock },
) => {
  const route = routesFor(app, 'assets');
  const audience = requestAudience(clock);

  route.get('/api/assets/:id/text', {
    access: 'signed-in',
    errors: ['ASSET_NOT_FOUND'],
    summary: "The words read inside the asset's file, per page, and where reading stands",
    params: AssetIdParamsSchema,
    response: AssetTextSchema,
    handler: async (request) => texts.get(request.params.id, audience(request)),
  });

  route.put('/api/assets/:id/text', {
    access: 'admin',
    errors: ['ASSET_NOT_FOUND', 'TEXT_NOT_READABLE'],
    rateLimit: perUserRateLimit('text-edit', RATE_LIMITS.textEditPerUser),
    summary: "An admin's correction of the text read in the file (kept over any new reading)",
    params: AssetIdParamsSchema,
    body: AssetTextInputSchema,
    response: AssetTextSchema,
    handler: async (request) => texts.edit(request.params.id, request.body, audience(request)),
  });
};
