import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateUnitInputSchema,
  UNIT_LIMITS,
  UnitImportResultSchema,
  UnitListQuerySchema,
  UnitListSchema,
  UnitOptionListSchema,
  UnitParamsSchema,
  UnitSchema,
  UpdateUnitInputSchema,
} from '../../../shared/schemas/unit';
import { AppError } from '../../platform/errors';
import { readCsvBody } from '../../platform/http/csv-sheet';
import { oneFileContract, readSingleFile } from '../../platform/http/multipart';
import { sendVersionedImage } from '../../platform/http/replies';
import { routesFor } from '../../platform/http/routes';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { perUserRateLimit } from '../../plugins/rate-limit';
import { UNIT_LOGO_CONTENT_TYPE, type UnitsService } from './units.service';

/** POST /api/units/import in a plugin of its own, so `text/csv` bodies are read only there. */
const importRoute: FastifyPluginAsyncZod<{ units: UnitsService }> = async (app, { units }) => {
  const route = routesFor(app, 'units');
  app.addContentTypeParser('text/csv', (_request: unknown, payload: Readable) =>
    readCsvBody(payload, UNIT_LIMITS.importMaxBytes, () => new AppError('UNITS_CSV_TOO_LARGE')),
  );

  route.post('/api/units/import', {
    access: 'admin',
    errors: [
      'UNITS_CSV_INVALID',
      'UNITS_CSV_UNKNOWN_COLUMN',
      'UNITS_CSV_TOO_LARGE',
      'UNITS_CSV_TOO_MANY_ROWS',
      'UNIT_NAME_TAKEN',
      'UNSUPPORTED_MEDIA_TYPE',
      'RATE_LIMITED',
    ],
    rateLimit: perUserRateLimit('unit-import', RATE_LIMITS.unitImportPerUser),
    summary:
      'Import units from a CSV sheet (text/csv; "," or ";"; UTF-8 or Windows-1252): all rows or, when any is refused, none',
    consumes: ['text/csv'],
    response: UnitImportResultSchema,
    handler: (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      return units.importCsv(request.body);
    },
  });
};

/** A unit's logo: one image under `file`, nothing else. */
const LOGO_UPLOAD = oneFileContract(UNIT_LIMITS.logoMaxBytes, {
  missing: 'UNIT_LOGO_MISSING',
  tooLarge: 'UNIT_LOGO_TOO_LARGE',
});

export const unitsRoutes: FastifyPluginAsyncZod<{ units: UnitsService }> = async (app, { units }) => {
  const route = routesFor(app, 'units');

  route.get('/api/units', {
    access: 'signed-in',
    summary: 'Units by name (filter by name or city with ?q=, by ?active=true|false), with user counts',
    querystring: UnitListQuerySchema,
    response: UnitListSchema,
    handler: (request) => units.list(request.query),
  });

  route.get('/api/units/options', {
    access: 'public',
    errors: ['UNAUTHENTICATED'],
    summary:
      "The active units: for the sign-up form (clinics only, never the franchisor's; 401 to visitors while public sign-up is closed) and the admin's pickers",
    response: UnitOptionListSchema,
    handler: (request) => units.options(request.user !== null),
  });

  route.get('/api/units/:id', {
    access: 'signed-in',
    errors: ['UNIT_NOT_FOUND'],
    summary: 'One unit (the profile shows its own)',
    params: UnitParamsSchema,
    response: UnitSchema,
    handler: (request) => units.get(request.params.id),
  });

  route.post('/api/units', {
    access: 'admin',
    errors: ['UNIT_NAME_TAKEN'],
    body: CreateUnitInputSchema,
    response: UnitSchema,
    status: 201,
    handler: (request) => units.create(request.body),
  });

  route.patch('/api/units/:id', {
    access: 'admin',
    errors: ['UNIT_NOT_FOUND', 'UNIT_NAME_TAKEN', 'UNIT_FRANCHISOR_ACTIVE'],
    summary: 'Change a unit; `active: false` deactivates it (units are never deleted)',
    params: UnitParamsSchema,
    body: UpdateUnitInputSchema,
    response: UnitSchema,
    handler: (request) => units.update(request.params.id, request.body),
  });

  route.put('/api/units/:id/logo', {
    access: 'admin',
    upload: LOGO_UPLOAD,
    errors: ['UNIT_NOT_FOUND', 'UNIT_LOGO_INVALID', 'IMAGE_TOO_LARGE', 'RATE_LIMITED'],
    rateLimit: perUserRateLimit('unit-logo', RATE_LIMITS.unitLogoUploadPerUser),
    summary: 'Replace the logo (multipart field "file", an image up to 5 MB; stored as PNG)',
    params: UnitParamsSchema,
    response: UnitSchema,
    handler: async (request) => units.setLogo(request.params.id, await readSingleFile(request, LOGO_UPLOAD)),
  });

  route.delete('/api/units/:id/logo', {
    access: 'admin',
    errors: ['UNIT_NOT_FOUND'],
    summary: 'Remove the logo',
    params: UnitParamsSchema,
    response: UnitSchema,
    handler: (request) => units.deleteLogo(request.params.id),
  });

  route.get('/api/units/:id/logo', {
    access: 'signed-in',
    errors: ['UNIT_NOT_FOUND', 'UNIT_LOGO_NOT_FOUND'],
    summary: 'The logo (PNG)',
    params: UnitParamsSchema,
    handler: async (request, reply) =>
      sendVersionedImage(reply, UNIT_LOGO_CONTENT_TYPE, await units.readLogo(request.params.id)),
  });

  await app.register(importRoute, { units });
};
