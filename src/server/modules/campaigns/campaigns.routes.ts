import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CampaignDetailSchema,
  CampaignListQuerySchema,
  CampaignListSchema,
  CampaignParamsSchema,
  CampaignSchema,
  CreateCampaignInputSchema,
  SetCampaignAssetsInputSchema,
  UpdateCampaignInputSchema,
} from '../../../shared/schemas/campaign';
import { DownloadOptionsSchema } from '../../../shared/schemas/download';
import { sendZip } from '../../platform/http/replies';
import { routesFor } from '../../platform/http/routes';
import { currentUser } from '../../plugins/auth';
import type { ContentWarnings } from '../asset-read';
import { ZIP_ERRORS } from '../downloads';
import type { CampaignsService } from './campaigns.service';

export const campaignsRoutes: FastifyPluginAsyncZod<{
  campaigns: CampaignsService;
  warnings: ContentWarnings;
}> = async (app, { campaigns, warnings }) => {
  const route = routesFor(app, 'campaigns');

  route.get('/api/campaigns', {
    access: 'signed-in',
    summary: 'Campaigns with a day in from..to (São Paulo days, both included), the earliest first',
    querystring: CampaignListQuerySchema,
    response: CampaignListSchema,
    handler: (request) => campaigns.list(currentUser(request), request.query),
  });

  route.post('/api/campaigns', {
    access: 'admin',
    errors: ['CAMPAIGN_COVER_NOT_FOUND'],
    body: CreateCampaignInputSchema,
    response: CampaignSchema,
    status: 201,
    handler: (request) => campaigns.create(request.body, currentUser(request)),
  });

  route.get('/api/campaigns/:id', {
    access: 'signed-in',
    errors: ['CAMPAIGN_NOT_FOUND'],
    summary: 'A campaign with its pieces in order (users and franqueados: the published ones)',
    params: CampaignParamsSchema,
    response: CampaignDetailSchema,
    handler: async (request) => {
      const user = currentUser(request);
      const campaign = await campaigns.get(request.params.id, user);
      return { ...campaign, assets: await warnings.forViewer(user, campaign.assets) };
    },
  });

  route.patch('/api/campaigns/:id', {
    access: 'admin',
    errors: ['CAMPAIGN_NOT_FOUND', 'CAMPAIGN_ENDS_BEFORE_START', 'CAMPAIGN_COVER_NOT_A_PIECE'],
    params: CampaignParamsSchema,
    body: UpdateCampaignInputSchema,
    response: CampaignSchema,
    handler: (request) => campaigns.update(request.params.id, request.body, currentUser(request)),
  });

  route.put('/api/campaigns/:id/assets', {
    access: 'admin',
    errors: ['CAMPAIGN_NOT_FOUND', 'CAMPAIGN_ASSETS_MISSING'],
    summary: 'Sets the pieces: the order given is the order kept; a cover left out is cleared',
    params: CampaignParamsSchema,
    body: SetCampaignAssetsInputSchema,
    response: CampaignDetailSchema,
    handler: async (request) => {
      const user = currentUser(request);
      const campaign = await campaigns.setPieces(request.params.id, request.body.assetIds, user);
      return { ...campaign, assets: await warnings.forViewer(user, campaign.assets) };
    },
  });

  route.delete('/api/campaigns/:id', {
    access: 'admin',
    errors: ['CAMPAIGN_NOT_FOUND'],
    summary: 'Deletes the campaign (its pieces stay in the bank)',
    params: CampaignParamsSchema,
    status: 204,
    handler: (request) => campaigns.delete(request.params.id),
  });

  route.get('/api/campaigns/:id/download', {
    access: 'signed-in',
    errors: ['CAMPAIGN_NOT_FOUND', 'CAMPAIGN_EMPTY', 'ZIP_NOTHING_TO_DOWNLOAD', ...ZIP_ERRORS],
    summary:
      "'Baixar tudo': the pieces the caller sees as one streamed ZIP (images in ?format=, stamped when ?stamp=1)",
    params: CampaignParamsSchema,
    querystring: DownloadOptionsSchema,
    handler: async (request, reply) => {
      const zip = await campaigns.download(request.params.id, currentUser(request), request.query);
      return sendZip(reply, zip);
    },
  });
};
