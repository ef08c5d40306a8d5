import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeliverRequestInputSchema,
  MaterialRequestSchema,
  RequestCommentInputSchema,
  RequestListQuerySchema,
  RequestListSchema,
  RequestParamsSchema,
  UpdateRequestInputSchema,
} from '../../../shared/schemas/request';
import { routesFor } from '../../platform/http/routes';
import { sendFile } from '../../platform/http/send-file';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { currentUser } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/rate-limit';
import { REQUEST_UPLOAD, readRequestBody } from './request-upload';
import type { RequestsService } from './requests.service';

/**
 * Material requests ("Pedir material", issue 17). Everyone signed in asks and follows their own
 * requests (anyone else's answers 404); admins see all of them, assign, change the status and deliver.
 */
export const requestsRoutes: FastifyPluginAsyncZod<{ requests: RequestsService }> = async (
  app,
  { requests },
) => {
  const route = routesFor(app, 'requests');

  route.post('/api/requests', {
    access: 'signed-in',
    upload: REQUEST_UPLOAD,
    errors: [
      'FIELD_INVALID',
      'REQUEST_NEEDED_BY_PAST',
      'REQUEST_REFERENCE_INVALID',
      'IMAGE_TOO_LARGE',
      'BODY_TOO_LARGE',
      'STORAGE_UNAVAILABLE',
    ],
    rateLimit: perUserRateLimit('request-create', RATE_LIMITS.requestCreatePerUser),
    summary:
      'Ask the franchisor for a piece (JSON, or multipart: fields description, neededBy?, channel, fromSearch? and an optional reference image as "file"); every admin is notified',
    consumes: ['application/json', 'multipart/form-data'],
    response: MaterialRequestSchema,
    status: 201,
    handler: async (request) => {
      const { fields, reference } = await readRequestBody(request);
      return requests.create(fields, reference, currentUser(request));
    },
  });

  route.get('/api/requests', {
    access: 'signed-in',
    errors: ['CURSOR_INVALID'],
    summary:
      'Requests, newest first (keyset: ?cursor=): my own for users and franqueados; all for admins (?mine=true: their own; ?search=: those made from a search), with counts per status',
    querystring: RequestListQuerySchema,
    response: RequestListSchema,
    handler: (request) => requests.list(request.query, currentUser(request)),
  });

  route.get('/api/requests/:id', {
    access: 'signed-in',
    errors: ['REQUEST_NOT_FOUND'],
    summary: 'One request with its comments and delivered assets (404 for anyone else’s)',
    params: RequestParamsSchema,
    response: MaterialRequestSchema,
    handler: (request) => requests.get(request.params.id, currentUser(request)),
  });

  route.patch('/api/requests/:id', {
    access: 'admin',
    errors: ['REQUEST_NOT_FOUND', 'REQUEST_ASSIGNEE_NOT_ADMIN'],
    summary: 'Change the status or the assignee (an admin, or null); the requester is told of a new status',
    params: RequestParamsSchema,
    body: UpdateRequestInputSchema,
    response: MaterialRequestSchema,
    handler: (request) => requests.update(request.params.id, request.body, currentUser(request)),
  });

  route.post('/api/requests/:id/comments', {
    access: 'signed-in',
    errors: ['REQUEST_NOT_FOUND'],
    rateLimit: perUserRateLimit('request-comment', RATE_LIMITS.requestCommentPerUser),
    summary: 'Comment on a request (its requester or an admin); the other side is told',
    params: RequestParamsSchema,
    body: RequestCommentInputSchema,
    response: MaterialRequestSchema,
    status: 201,
    handler: (request) => requests.comment(request.params.id, request.body.body, currentUser(request)),
  });

  route.post('/api/requests/:id/deliver', {
    access: 'admin',
    errors: ['REQUEST_NOT_FOUND', 'REQUEST_ASSETS_MISSING'],
    summary:
      '"Atender": link the assets in the order given and set the request atendido; the requester is told',
    params: RequestParamsSchema,
    body: DeliverRequestInputSchema,
    response: MaterialRequestSchema,
    handler: (request) => requests.deliver(request.params.id, request.body.assetIds, currentUser(request)),
  });

  route.get('/api/requests/:id/reference', {
    // Signed in, not 'admin': the requester reads it too; for anyone else it does not exist (404).
    access: 'signed-in',
    errors: [
      'REQUEST_NOT_FOUND',
      'REQUEST_REFERENCE_NOT_FOUND',
      'RANGE_NOT_SATISFIABLE',
      'STORAGE_UNAVAILABLE',
    ],
    summary: 'The reference image (WebP): the requester and admins only',
    params: RequestParamsSchema,
    compress: false,
    handler: async (request, reply) =>
      sendFile(request, reply, await requests.openReference(request.params.id, currentUser(request)), {
        // The URL changes with the image (?v=); it is never shared between people.
        cacheControl: 'private, max-age=86400',
      }),
  });
};
