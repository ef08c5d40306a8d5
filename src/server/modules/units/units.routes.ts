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
import { type MultipartContract, readSingleFile } from '../../platform/http/multipart';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { perUserRateLimit } from '../../plugins/rate-limit';
import { UNIT_LOGO_CONTENT_TYPE, type UnitsService } from './units.service';

const tags = ['units'];

/** POST /api/units/import in a plugin of its own, so `text/csv` bodies are read only there. */
const importRoute: FastifyPluginAsyncZod<{ units: UnitsService }> = async (app, { units }) => {
  app.addContentTypeParser('text/csv', (_request: unknown, payload: Readable) =>
    readCsvBody(payload, UNIT_LIMITS.importMaxBytes, () => new AppError('UNITS_CSV_TOO_LARGE')),
  );

  app.post(
    '/api/units/import',
    {
      config: {
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
      },
      schema: {
        tags,
        summary:
          'Import units from a CSV sheet (text/csv; "," or ";"; UTF-8 or Windows-1252): all rows or, when any is refused, none',
        consumes: ['text/csv'],
        response: { 200: UnitImportResultSchema },
      },
    },
    (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      return units.importCsv(request.body);
    },
  );
};

/** A unit's logo: one image under `file`, nothing else. */
const LOGO_UPLOAD: MultipartContract = {
  notMultipart: 'UNIT_LOGO_MISSING',
  files: {
    file: {
      max: 1,
      maxBytes: UNIT_LIMITS.logoMaxBytes,
      tooLarge: 'UNIT_LOGO_TOO_LARGE',
      missing: 'UNIT_LOGO_MISSING',
    },
  },
};

export const unitsRoutes: FastifyPluginAsyncZod<{ units: UnitsService }> = async (app, { units }) => {
  app.get(
    '/api/units',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Units by name (filter by name or city with ?q=, by ?active=true|false), with user counts',
        querystring: UnitListQuerySchema,
        response: { 200: UnitListSchema },
      },
    },
    (request) => units.list(request.query),
  );

  app.get(
    '/api/units/options',
    {
      config: { access: 'public', errors: ['UNAUTHENTICATED'] },
      schema: {
        tags,
        summary:
          "The active units: for the sign-up form (clinics only, never the franchisor's; 401 to visitors while public sign-up is closed) and the admin's pickers",
        response: { 200: UnitOptionListSchema },
      },
    },
    (request) => units.options(request.user !== null),
  );

  app.get(
    '/api/units/:id',
    {
      config: { access: 'signed-in', errors: ['UNIT_NOT_FOUND'] },
      schema: {
        tags,
        summary: 'One unit (the profile shows its own)',
        params: UnitParamsSchema,
        response: { 200: UnitSchema },
      },
    },
    (request) => units.get(request.params.id),
  );

  app.post(
    '/api/units',
    {
      config: { access: 'admin', errors: ['UNIT_NAME_TAKEN'] },
      schema: { tags, body: CreateUnitInputSchema, response: { 201: UnitSchema } },
    },
    async (request, reply) => reply.status(201).send(await units.create(request.body)),
  );

  app.patch(
    '/api/units/:id',
    {
      config: { access: 'admin', errors: ['UNIT_NOT_FOUND', 'UNIT_NAME_TAKEN', 'UNIT_FRANCHISOR_ACTIVE'] },
      schema: {
        tags,
        summary: 'Change a unit; `active: false` deactivates it (units are never deleted)',
        params: UnitParamsSchema,
        body: UpdateUnitInputSchema,
        response: { 200: UnitSchema },
      },
    },
    (request) => units.update(request.params.id, request.body),
  );

  app.put(
    '/api/units/:id/logo',
    {
      config: {
        access: 'admin',
        errors: [
          'UNIT_NOT_FOUND',
          'UNIT_LOGO_MISSING',
          'UNIT_LOGO_TOO_LARGE',
          'UNIT_LOGO_INVALID',
          'IMAGE_TOO_LARGE',
          'RATE_LIMITED',
        ],
        rateLimit: perUserRateLimit('unit-logo', RATE_LIMITS.unitLogoUploadPerUser),
      },
      schema: {
        tags,
        summary: 'Replace the logo (multipart field "file", an image up to 5 MB; stored as PNG)',
        consumes: ['multipart/form-data'],
        params: UnitParamsSchema,
        response: { 200: UnitSchema },
      },
    },
    async (request) => {
      return units.setLogo(request.params.id, await readSingleFile(request, LOGO_UPLOAD));
    },
  );

  app.delete(
    '/api/units/:id/logo',
    {
      config: { access: 'admin', errors: ['UNIT_NOT_FOUND'] },
      schema: { tags, summary: 'Remove the logo', params: UnitParamsSchema, response: { 200: UnitSchema } },
    },
    (request) => units.deleteLogo(request.params.id),
  );

  app.get(
    '/api/units/:id/logo',
    {
      config: { access: 'signed-in', errors: ['UNIT_NOT_FOUND', 'UNIT_LOGO_NOT_FOUND'] },
      schema: { tags, summary: 'The logo (PNG)', params: UnitParamsSchema },
    },
    async (request, reply) => {
      const stream = await units.readLogo(request.params.id);
      // The URL carries the unit's data version (?v=), so the logo can be cached for long.
      return reply
        .header('content-type', UNIT_LOGO_CONTENT_TYPE)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(stream);
    },
  );

  await app.register(importRoute, { units });
};
