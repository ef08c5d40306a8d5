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
import { routesFor } from '../../platform/http/routes';
import { sendFile } from '../../platform/http/send-file';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { currentUser } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/rate-limit';
import { CONSENT_UPLOAD, readConsentUpload } from './consent-upload';
import type { ConsentsService } from './consents.service';

/** Patients' consents (TCLE): every route is the admins'; for anyone else they do not exist (404). */
export const consentsRoutes: FastifyPluginAsyncZod<{ consents: ConsentsService }> = async (
  app,
  { consents },
) => {
  const route = routesFor(app, 'consents');

  route.post('/api/assets/:id/consent', {
    access: 'admin',
    upload: CONSENT_UPLOAD,
    // The file's absence is the service's refusal too (CONSENT_FILE_MISSING, also the contract's).
    errors: [
      'ASSET_NOT_FOUND',
      'CONSENT_NOT_NEEDED',
      'CONSENT_FILE_MISSING',
      'CONSENT_FILE_INVALID',
      'IMAGE_TOO_LARGE',
      'FIELD_INVALID',
      'STORAGE_UNAVAILABLE',
    ],
    rateLimit: perUserRateLimit('consent-upload', RATE_LIMITS.consentUploadPerUser),
    summary:
      'Registers a patient consent (multipart: fields patientRef, signedOn, expiresOn? and the signed TCLE as "file", PDF or image)',
    params: AssetIdParamsSchema,
    response: ConsentSchema,
    status: 201,
    handler: async (request) => {
      const { fields, file } = await readConsentUpload(request);
      return consents.register(request.params.id, fields, file, currentUser(request).id);
    },
  });

  route.get('/api/assets/:id/consents', {
    access: 'admin',
    errors: ['ASSET_NOT_FOUND'],
    summary: "The asset's consents, newest first, with who was told of each end and when they read it",
    params: AssetIdParamsSchema,
    response: AssetConsentsSchema,
    handler: (request) => consents.forAsset(request.params.id),
  });

  route.get('/api/consents', {
    access: 'admin',
    summary: 'Consents by state today: expiring (within 30 days), expired, revoked, valid; all without one',
    querystring: ConsentListQuerySchema,
    response: ConsentListSchema,
    handler: (request) => consents.list(request.query.state),
  });

  route.post('/api/consents/:id/revoke', {
    access: 'admin',
    errors: ['CONSENT_NOT_FOUND', 'CONSENT_ALREADY_REVOKED'],
    summary:
      'Revokes a consent: the asset is unpublished at once and everyone who downloaded it in the last 12 months is notified',
    params: ConsentParamsSchema,
    body: RevokeConsentInputSchema,
    response: ConsentSchema,
    handler: (request) => consents.revoke(request.params.id, request.body.reason, currentUser(request).id),
  });

  route.get('/api/consents/:id/file', {
    // Signed in, not 'admin': for anyone else the file does not exist (404, never a 403 that
    // would confirm a consent id).
    access: 'signed-in',
    errors: ['CONSENT_NOT_FOUND', 'RANGE_NOT_SATISFIABLE', 'STORAGE_UNAVAILABLE'],
    summary: 'The signed TCLE: admins only, 404 for everyone else',
    params: ConsentParamsSchema,
    compress: false,
    handler: async (request, reply) =>
      sendFile(request, reply, await consents.openFile(request.params.id, currentUser(request)), {
        cacheControl: 'private, no-store',
      }),
  });
};
