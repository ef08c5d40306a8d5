import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AssetIdParamsSchema } from '../../../shared/schemas/asset';
import {
  AssetConsentsSchema,
  ConsentListQuerySchema,
  ConsentListSchema,
  ConsentParamsSchema,
  ConsentSchema,
  RevokeConsentInputSchema,
} from '../../../shared/schemas/consent';
import { sendFile } from '../../platform/http/send-file';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { currentUser } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/rate-limit';
import { readConsentUpload } from './consent-upload';
import type { ConsentsService } from './consents.service';

/** Patients' consents (TCLE): every route is the admins'; for anyone else they do not exist (404). */
export const consentsRoutes: FastifyPluginAsyncZod<{ consents: ConsentsService }> = async (
  app,
  { consents },
) => {
  app.post(
    '/api/assets/:id/consent',
    {
      config: {
        access: 'admin',
        errors: [
          'ASSET_NOT_FOUND',
          'CONSENT_NOT_NEEDED',
          'CONSENT_FILE_MISSING',
          'CONSENT_FILE_INVALID',
          'CONSENT_FILE_TOO_LARGE',
          'IMAGE_TOO_LARGE',
          'FIELD_INVALID',
          'STORAGE_UNAVAILABLE',
        ],
        rateLimit: perUserRateLimit('consent-upload', RATE_LIMITS.consentUploadPerUser),
      },
      schema: {
        tags: ['consents'],
        summary:
          'Registers a patient consent (multipart: fields patientRef, signedOn, expiresOn? and the signed TCLE as "file", PDF or image)',
        consumes: ['multipart/form-data'],
        params: AssetIdParamsSchema,
        response: { 201: ConsentSchema },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readConsentUpload(request);
      const consent = await consents.register(request.params.id, fields, file, currentUser(request).id);
      return reply.status(201).send(consent);
    },
  );

  app.get(
    '/api/assets/:id/consents',
    {
      config: { access: 'admin', errors: ['ASSET_NOT_FOUND'] },
      schema: {
        tags: ['consents'],
        summary: "The asset's consents, newest first, with who was told of each end and when they read it",
        params: AssetIdParamsSchema,
        response: { 200: AssetConsentsSchema },
      },
    },
    (request) => consents.forAsset(request.params.id),
  );

  app.get(
    '/api/consents',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['consents'],
        summary:
          'Consents by state today: expiring (within 30 days), expired, revoked, valid; all without one',
        querystring: ConsentListQuerySchema,
        response: { 200: ConsentListSchema },
      },
    },
    (request) => consents.list(request.query.state),
  );

  app.post(
    '/api/consents/:id/revoke',
    {
      config: { access: 'admin', errors: ['CONSENT_NOT_FOUND', 'CONSENT_ALREADY_REVOKED'] },
      schema: {
        tags: ['consents'],
        summary:
          'Revokes a consent: the asset is unpublished at once and everyone who downloaded it in the last 12 months is notified',
        params: ConsentParamsSchema,
        body: RevokeConsentInputSchema,
        response: { 200: ConsentSchema },
      },
    },
    (request) => consents.revoke(request.params.id, request.body.reason, currentUser(request).id),
  );

  app.get(
    '/api/consents/:id/file',
    {
      compress: false,
      // Signed in, not 'admin': for anyone else the file does not exist (404, never a 403 that
      // would confirm a consent id).
      config: {
        access: 'signed-in',
        errors: ['CONSENT_NOT_FOUND', 'RANGE_NOT_SATISFIABLE', 'STORAGE_UNAVAILABLE'],
      },
      schema: {
        tags: ['consents'],
        summary: 'The signed TCLE: admins only, 404 for everyone else',
        params: ConsentParamsSchema,
      },
    },
    async (request, reply) =>
      sendFile(request, reply, await consents.openFile(request.params.id, currentUser(request)), {
        cacheControl: 'private, no-store',
      }),
  );
};
