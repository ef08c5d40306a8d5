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
import { sendFile } from '../../platform/http/send-file';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { currentUser } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/rate-limit';
import { readRequestBody } from './request-upload';
import type { RequestsService } from './requests.service';

const tags = ['requests'];

/**
 * Material requests ("Pedir material", issue 17). Everyone signed in asks and follows their own
 * requests (anyone else's answers 404); admins see all of them, assign, change the status and deliver.
 */
export const requestsRoutes: FastifyPluginAsyncZod<{ requests: RequestsService }> = async (
  app,
  { requests },
) => {
  app.post(
    '/api/requests',
    {
      config: {
        access: 'signed-in',
        errors: [
          'FIELD_INVALID',
          'REQUEST_NEEDED_BY_PAST',
          'REQUEST_REFERENCE_INVALID',
          'REQUEST_REFERENCE_TOO_LARGE',
          'IMAGE_TOO_LARGE',
          'BODY_TOO_LARGE',
          'STORAGE_UNAVAILABLE',
        ],
        rateLimit: perUserRateLimit('request-create', RATE_LIMITS.requestCreatePerUser),
      },
      schema: {
        tags,
        summary:
          'Ask the franchisor for a piece (JSON, or multipart: fields description, neededBy?, channel, fromSearch? and an optional reference image as "file"); every admin is notified',
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: MaterialRequestSchema },
      },
    },
    async (request, reply) => {
      const { fields, reference } = await readRequestBody(request);
      return reply.status(201).send(await requests.create(fields, reference, currentUser(request)));
    },
  );

  app.get(
    '/api/requests',
    {
      config: { access: 'signed-in', errors: ['CURSOR_INVALID'] },
      schema: {
        tags,
        summary:
          'Requests, newest first (keyset: ?cursor=): my own for users and franqueados; all for admins (?mine=true: their own; ?search=: those made from a search), with counts per status',
        querystring: RequestListQuerySchema,
        response: { 200: RequestListSchema },
      },
    },
    (request) => requests.list(request.query, currentUser(request)),
  );

  app.get(
    '/api/requests/:id',
    {
      config: { access: 'signed-in', errors: ['REQUEST_NOT_FOUND'] },
      schema: {
        tags,
        summary: 'One request with its comments and delivered assets (404 for anyone else’s)',
        params: RequestParamsSchema,
        response: { 200: MaterialRequestSchema },
      },
    },
    (request) => requests.get(request.params.id, currentUser(request)),
  );

  app.patch(
    '/api/requests/:id',
    {
      config: { access: 'admin', errors: ['REQUEST_NOT_FOUND', 'REQUEST_ASSIGNEE_NOT_ADMIN'] },
      schema: {
        tags,
        summary:
          'Change the status or the assignee (an admin, or null); the requester is told of a new status',
        params: RequestParamsSchema,
        body: UpdateRequestInputSchema,
        response: { 200: MaterialRequestSchema },
      },
    },
    (request) => requests.update(request.params.id, request.body, currentUser(request)),
  );

  app.post(
    '/api/requests/:id/comments',
    {
      config: {
        access: 'signed-in',
        errors: ['REQUEST_NOT_FOUND'],
        rateLimit: perUserRateLimit('request-comment', RATE_LIMITS.requestCommentPerUser),
      },
      schema: {
        tags,
        summary: 'Comment on a request (its requester or an admin); the other side is told',
        params: RequestParamsSchema,
        body: RequestCommentInputSchema,
        response: { 201: MaterialRequestSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await requests.comment(request.params.id, request.body.body, currentUser(request))),
  );

  app.post(
    '/api/requests/:id/deliver',
    {
      config: { access: 'admin', errors: ['REQUEST_NOT_FOUND', 'REQUEST_ASSETS_MISSING'] },
      schema: {
        tags,
        summary:
          '"Atender": link the assets in the order given and set the request atendido; the requester is told',
        params: RequestParamsSchema,
        body: DeliverRequestInputSchema,
        response: { 200: MaterialRequestSchema },
      },
    },
    (request) => requests.deliver(request.params.id, request.body.assetIds, currentUser(request)),
  );

  app.get(
    '/api/requests/:id/reference',
    {
      compress: false,
      // Signed in, not 'admin': the requester reads it too; for anyone else it does not exist (404).
      config: {
        access: 'signed-in',
        errors: [
          'REQUEST_NOT_FOUND',
          'REQUEST_REFERENCE_NOT_FOUND',
          'RANGE_NOT_SATISFIABLE',
          'STORAGE_UNAVAILABLE',
        ],
      },
      schema: {
        tags,
        summary: 'The reference image (WebP): the requester and admins only',
        params: RequestParamsSchema,
      },
    },
    async (request, reply) =>
      sendFile(request, reply, await requests.openReference(request.params.id, currentUser(request)), {
        // The URL changes with the image (?v=); it is never shared between people.
        cacheControl: 'private, max-age=86400',
      }),
  );
};
