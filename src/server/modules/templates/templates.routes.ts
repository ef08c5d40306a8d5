import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AssetIdParamsSchema } from '../../../shared/schemas/asset';
import {
  PieceFormatSchema,
  PieceLayoutSchema,
  PieceQuerySchema,
  PiecesBatchCreatedSchema,
  PiecesBatchInputSchema,
  TemplateAnswerSchema,
  TemplateInputSchema,
  TemplateViewSchema,
} from '../../../shared/schemas/template';
import { z } from '../../../shared/schemas/z';
import type { Clock } from '../../platform/clock';
import { routesFor } from '../../platform/http/routes';
import { sendFile } from '../../platform/http/send-file';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { currentUser } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/rate-limit';
import { requestAudience } from '../asset-read';
import type { PiecesBatchService } from './pieces-batch';
import type { TemplatesService } from './templates.service';

const PIECE_ERRORS = [
  'ASSET_NOT_FOUND',
  'TEMPLATE_NOT_FOUND',
  'TEMPLATE_FORMAT_NOT_OFFERED',
  'TEMPLATE_TEXT_TOO_LONG',
  'TEMPLATE_TEXT_NOT_EDITABLE',
  'UNIT_NOT_ASSIGNED',
  'UNIT_NOT_FOUND',
  'UNIT_DATA_INCOMPLETE',
  'CONTENT_NOT_ALLOWED',
  'IMAGE_TOO_LARGE',
  'STORAGE_UNAVAILABLE',
] as const;

const JobFileParamsSchema = z.object({ id: z.string().regex(/^\d{1,15}$/), format: PieceFormatSchema });

export const templatesRoutes: FastifyPluginAsyncZod<{
  templates: TemplatesService;
  batches: PiecesBatchService;
  clock: Clock;
}> = async (app, { templates, batches, clock }) => {
  const route = routesFor(app, 'templates');
  const audience = requestAudience(clock);

  route.get('/api/assets/:id/template', {
    access: 'signed-in',
    errors: ['ASSET_NOT_FOUND', 'TEMPLATE_NOT_FOUND'],
    summary:
      "The asset's template (issue 40) with the unit whose data fills it: the viewer's, or for admins the unit named",
    params: AssetIdParamsSchema,
    querystring: z.object({ unitId: z.uuid().optional() }),
    response: TemplateViewSchema,
    handler: (request) =>
      templates.get(request.params.id, currentUser(request), audience(request), request.query.unitId),
  });

  route.put('/api/assets/:id/template', {
    access: 'admin',
    errors: ['ASSET_NOT_FOUND', 'TEMPLATE_IMAGES_ONLY'],
    rateLimit: perUserRateLimit('template-save', RATE_LIMITS.templateSavePerUser),
    summary: 'Makes the image a template, or saves a new version of its template',
    params: AssetIdParamsSchema,
    body: TemplateInputSchema,
    response: TemplateAnswerSchema,
    handler: (request) => templates.save(request.params.id, request.body, audience(request)),
  });

  route.delete('/api/assets/:id/template', {
    access: 'admin',
    errors: ['ASSET_NOT_FOUND', 'TEMPLATE_NOT_FOUND'],
    summary: 'Turns the template back into a plain image (pieces already made stay as they are)',
    params: AssetIdParamsSchema,
    status: 204,
    handler: (request) => templates.remove(request.params.id, audience(request)),
  });

  route.get('/api/assets/:id/piece', {
    access: 'signed-in',
    errors: [...PIECE_ERRORS, 'RANGE_NOT_SATISFIABLE'],
    rateLimit: perUserRateLimit('piece', RATE_LIMITS.piecePerUser),
    summary:
      "A personalized piece for the viewer's unit (admins: unitId) in one format, with the editable texts as text.<key>; JPEG, or PDF for a4-print; counted as a download",
    params: AssetIdParamsSchema,
    querystring: PieceQuerySchema,
    compress: false,
    handler: async (request, reply) => {
      const piece = await templates.piece(
        request.params.id,
        currentUser(request),
        audience(request),
        request.query,
      );
      return sendFile(request, reply, piece.file, {
        cacheControl: 'private, no-cache',
        onStart: async (part) => {
          if (part.kind === 'whole' || part.start === 0) await piece.count();
        },
      });
    },
  });

  route.get('/api/assets/:id/piece/layout', {
    access: 'signed-in',
    errors: [...PIECE_ERRORS],
    summary: "The piece's layout as the render draws it (each line's characters' x and its baseline)",
    params: AssetIdParamsSchema,
    querystring: PieceQuerySchema,
    response: PieceLayoutSchema,
    handler: (request) =>
      templates.layout(request.params.id, currentUser(request), audience(request), request.query),
  });

  route.post('/api/assets/:id/pieces', {
    access: 'admin',
    errors: ['ASSET_NOT_FOUND', 'TEMPLATE_NOT_FOUND', 'TEMPLATE_FORMAT_NOT_OFFERED', 'PIECES_NO_UNITS'],
    rateLimit: perUserRateLimit('pieces-batch', RATE_LIMITS.piecesBatchPerUser),
    summary:
      'Makes the template for every active unit (or those listed) in the formats chosen, in the background',
    params: AssetIdParamsSchema,
    body: PiecesBatchInputSchema,
    responses: { 202: PiecesBatchCreatedSchema },
    handler: async (request, reply) => {
      const job = await batches.start(
        request.params.id,
        request.body,
        currentUser(request),
        audience(request),
      );
      return reply.status(202).send({ job });
    },
  });

  route.get('/api/jobs/:id/files/:format', {
    access: 'admin',
    errors: ['JOB_NOT_FOUND', 'PIECES_FILE_NOT_FOUND', 'RANGE_NOT_SATISFIABLE'],
    summary: "A pieces batch's ZIP of one format, one file per unit",
    params: JobFileParamsSchema,
    compress: false,
    handler: async (request, reply) =>
      sendFile(request, reply, await batches.zip(Number(request.params.id), request.params.format)),
  });
};
