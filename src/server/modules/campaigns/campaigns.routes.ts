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
import { attachmentDisposition } from '../../platform/http/disposition';
import { currentUser } from '../../plugins/auth';
import type { ContentWarnings } from '../asset-read';
import type { CampaignsService } from './campaigns.service';

const tags = ['campaigns'];

export const campaignsRoutes: FastifyPluginAsyncZod<{
  campaigns: CampaignsService;
  warnings: ContentWarnings;
}> = async (app, { campaigns, warnings }) => {
  app.get(
    '/api/campaigns',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Campaigns with a day in from..to (São Paulo days, both included), the earliest first',
        querystring: CampaignListQuerySchema,
        response: { 200: CampaignListSchema },
      },
    },
    (request) => campaigns.list(currentUser(request), request.query),
  );

  app.post(
    '/api/campaigns',
    {
      config: { access: 'admin', errors: ['CAMPAIGN_COVER_NOT_FOUND'] },
      schema: { tags, body: CreateCampaignInputSchema, response: { 201: CampaignSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await campaigns.create(request.body, currentUser(request))),
  );

  app.get(
    '/api/campaigns/:id',
    {
      config: { access: 'signed-in', errors: ['CAMPAIGN_NOT_FOUND'] },
      schema: {
        tags,
        summary: 'A campaign with its pieces in order (users and franqueados: the published ones)',
        params: CampaignParamsSchema,
        response: { 200: CampaignDetailSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const campaign = await campaigns.get(request.params.id, user);
      return { ...campaign, assets: await warnings.forViewer(user, campaign.assets) };
    },
  );

  app.patch(
    '/api/campaigns/:id',
    {
      config: {
        access: 'admin',
        errors: ['CAMPAIGN_NOT_FOUND', 'CAMPAIGN_ENDS_BEFORE_START', 'CAMPAIGN_COVER_NOT_A_PIECE'],
      },
      schema: {
        tags,
        params: CampaignParamsSchema,
        body: UpdateCampaignInputSchema,
        response: { 200: CampaignSchema },
      },
    },
    (request) => campaigns.update(request.params.id, request.body, currentUser(request)),
  );

  app.put(
    '/api/campaigns/:id/assets',
    {
      config: { access: 'admin', errors: ['CAMPAIGN_NOT_FOUND', 'CAMPAIGN_ASSETS_MISSING'] },
      schema: {
        tags,
        summary: 'Sets the pieces: the order given is the order kept; a cover left out is cleared',
        params: CampaignParamsSchema,
        body: SetCampaignAssetsInputSchema,
        response: { 200: CampaignDetailSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const campaign = await campaigns.setPieces(request.params.id, request.body.assetIds, user);
      return { ...campaign, assets: await warnings.forViewer(user, campaign.assets) };
    },
  );

  app.delete(
    '/api/campaigns/:id',
    {
      config: { access: 'admin', errors: ['CAMPAIGN_NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Deletes the campaign (its pieces stay in the bank)',
        params: CampaignParamsSchema,
      },
    },
    async (request, reply) => {
      await campaigns.delete(request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/campaigns/:id/download',
    {
      config: {
        access: 'signed-in',
        errors: [
          'CAMPAIGN_NOT_FOUND',
          'CAMPAIGN_EMPTY',
          'ZIP_NOTHING_TO_DOWNLOAD',
          'STORAGE_UNAVAILABLE',
          'DOWNLOAD_NOT_CLEANABLE',
          'UNIT_NOT_ASSIGNED',
          'UNIT_CRO_INCOMPLETE',
          'IMAGE_TOO_LARGE',
        ],
      },
      schema: {
        tags,
        summary:
          "'Baixar tudo': the pieces the caller sees as one streamed ZIP (images in ?format=, stamped when ?stamp=1)",
        params: CampaignParamsSchema,
        querystring: DownloadOptionsSchema,
      },
    },
    async (request, reply) => {
      const zip = await campaigns.download(request.params.id, currentUser(request), request.query);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(zip.fileName))
        .send(zip.stream);
    },
  );
};
