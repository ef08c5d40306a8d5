import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptInvitationInputSchema,
  CreateInvitationInputSchema,
  InvitationCreatedSchema,
  InvitationImportResultSchema,
  InvitationListQuerySchema,
  InvitationListSchema,
  InvitationPreviewQuerySchema,
  InvitationPreviewSchema,
} from '../../../shared/schemas/invitation';
import { IdParamsSchema, SessionResponseSchema } from '../../../shared/schemas/user';
import type { AuditActor } from '../../platform/audit/audit-log';
import { AppError } from '../../platform/errors';
import { readCsvBody } from '../../platform/http/csv-sheet';
import { readSingleFile } from '../../platform/http/multipart';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { currentUser, sendNewSession } from '../../plugins/auth';
import { perAddressRateLimit, perUserRateLimit } from '../../plugins/rate-limit';
import type { AuthService } from '../auth';
import type { InvitationsService } from './invitations.service';
import { INVITATION_IMPORT_MAX_BYTES } from './invitations-import';

const tags = ['invitations'];

interface Options {
  invitations: InvitationsService;
  auth: Pick<AuthService, 'openSession'>;
}

const UNIT_ERRORS = ['UNIT_REQUIRED', 'UNIT_NOT_FOUND', 'UNIT_INACTIVE', 'UNIT_NOT_CLINIC'] as const;

const actorOf = (request: Parameters<typeof currentUser>[0]): AuditActor => {
  const user = currentUser(request);
  return { id: user.id, name: user.name, ip: request.ip };
};

/** POST /api/invitations/import in a plugin of its own, so `text/csv` bodies are read only there. */
const importRoute: FastifyPluginAsyncZod<Pick<Options, 'invitations'>> = async (app, { invitations }) => {
  const tooLarge = () => new AppError('INVITATIONS_CSV_TOO_LARGE');
  app.addContentTypeParser('text/csv', (_request: unknown, payload: Readable) =>
    readCsvBody(payload, INVITATION_IMPORT_MAX_BYTES, tooLarge),
  );

  app.post(
    '/api/invitations/import',
    {
      config: {
        access: 'admin',
        errors: [
          'INVITATIONS_CSV_INVALID',
          'INVITATIONS_CSV_UNKNOWN_COLUMN',
          'INVITATIONS_CSV_TOO_LARGE',
          'INVITATIONS_CSV_TOO_MANY_ROWS',
          'UNSUPPORTED_MEDIA_TYPE',
          'FILE_MISSING',
          'RATE_LIMITED',
        ],
        rateLimit: perUserRateLimit('invitation-import', RATE_LIMITS.invitationImportPerUser),
      },
      schema: {
        tags,
        summary:
          'Invite everyone in a sheet "nome,email,perfil,unidade" (a text/csv body, or a multipart `file`): good rows invited, bad rows with their line and why',
        consumes: ['text/csv', 'multipart/form-data'],
        response: { 200: InvitationImportResultSchema },
      },
    },
    async (request) => {
      const bytes = request.isMultipart()
        ? await readSingleFile(request, {
            files: {
              file: {
                max: 1,
                maxBytes: INVITATION_IMPORT_MAX_BYTES,
                missing: 'FILE_MISSING',
                tooLarge: 'INVITATIONS_CSV_TOO_LARGE',
              },
            },
          })
        : request.body;
      if (!Buffer.isBuffer(bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      return invitations.importCsv(bytes, actorOf(request));
    },
  );
};

/** Invitations (issue 36): admins invite; the invitee opens /convite and sets a password. */
export const invitationsRoutes: FastifyPluginAsyncZod<Options> = async (app, { invitations, auth }) => {
  await app.register(importRoute, { invitations });

  app.get(
    '/api/invitations',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Invitations, newest first, or those of one status (pending, accepted, expired, revoked)',
        querystring: InvitationListQuerySchema,
        response: { 200: InvitationListSchema },
      },
    },
    (request) => invitations.list(request.query.status),
  );

  app.post(
    '/api/invitations',
    {
      config: {
        access: 'admin',
        errors: ['EMAIL_TAKEN', 'INVITATION_PENDING', 'RATE_LIMITED', ...UNIT_ERRORS],
        rateLimit: perUserRateLimit('invitation-send', RATE_LIMITS.invitationSendPerUser),
      },
      schema: {
        tags,
        summary:
          'Invite one person: the link (7 days, one use) is e-mailed when SMTP is set and always returned',
        body: CreateInvitationInputSchema,
        response: { 201: InvitationCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await invitations.create(request.body, actorOf(request))),
  );

  app.delete(
    '/api/invitations/:id',
    {
      config: { access: 'admin', errors: ['INVITATION_NOT_FOUND', 'INVITATION_CLOSED'] },
      schema: { tags, summary: 'Revoke an invitation: its link stops working', params: IdParamsSchema },
    },
    async (request, reply) => {
      await invitations.revoke(request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/invitations/:id/resend',
    {
      config: {
        access: 'admin',
        errors: ['INVITATION_NOT_FOUND', 'INVITATION_CLOSED', 'RATE_LIMITED'],
        rateLimit: perUserRateLimit('invitation-send', RATE_LIMITS.invitationSendPerUser),
      },
      schema: {
        tags,
        summary: 'A new link for an open invitation, valid 7 more days (the old link dies)',
        params: IdParamsSchema,
        response: { 200: InvitationCreatedSchema },
      },
    },
    (request) => invitations.resend(request.params.id),
  );

  app.get(
    '/api/invitations/preview',
    {
      config: {
        access: 'public',
        errors: [
          'INVITATION_INVALID',
          'INVITATION_USED',
          'INVITATION_REVOKED',
          'INVITATION_EXPIRED',
          'RATE_LIMITED',
        ],
        rateLimit: perAddressRateLimit('invitation-link', RATE_LIMITS.invitationLinkPerAddress),
      },
      schema: {
        tags,
        summary: 'Who is invited, by whom, with which role and unit (the /convite page)',
        querystring: InvitationPreviewQuerySchema,
        response: { 200: InvitationPreviewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return invitations.preview(request.query.token);
    },
  );

  app.post(
    '/api/invitations/accept',
    {
      config: {
        access: 'public',
        errors: [
          'INVITATION_INVALID',
          'INVITATION_USED',
          'INVITATION_REVOKED',
          'INVITATION_EXPIRED',
          'WEAK_PASSWORD',
          'EMAIL_TAKEN',
          'RATE_LIMITED',
          ...UNIT_ERRORS,
        ],
        rateLimit: perAddressRateLimit('invitation-link', RATE_LIMITS.invitationLinkPerAddress),
      },
      schema: {
        tags,
        summary: 'Set a password with the invitation link: the account is created and signed in',
        body: AcceptInvitationInputSchema,
        response: { 201: SessionResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = await invitations.accept(request.body, request.ip);
      const issued = await auth.openSession(userId, request.ip, request.headers['user-agent']);
      return sendNewSession(request, reply, issued, 201);
    },
  );
};
