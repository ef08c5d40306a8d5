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
import { routesFor } from '../../platform/http/routes';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { currentUser, sendNewSession } from '../../plugins/auth';
import { perAddressRateLimit, perUserRateLimit } from '../../plugins/rate-limit';
import type { AuthService } from '../auth';
import type { InvitationsService } from './invitations.service';
import { INVITATION_IMPORT_MAX_BYTES } from './invitations-import';

interface Options {
  invitations: InvitationsService;
  auth: Pick<AuthService, 'openSession'>;
}

const UNIT_ERRORS = ['UNIT_REQUIRED', 'UNIT_NOT_FOUND', 'UNIT_INACTIVE', 'UNIT_NOT_CLINIC'] as const;

/** What the invitee's link (/convite) can meet, and its limit per client address. */
const LINK_ERRORS = [
  'INVITATION_INVALID',
  'INVITATION_USED',
  'INVITATION_REVOKED',
  'INVITATION_EXPIRED',
] as const;
const linkRateLimit = perAddressRateLimit('invitation-link', RATE_LIMITS.invitationLinkPerAddress);

const actorOf = (request: Parameters<typeof currentUser>[0]): AuditActor => {
  const user = currentUser(request);
  return { id: user.id, name: user.name, ip: request.ip };
};

/** POST /api/invitations/import in a plugin of its own, so `text/csv` bodies are read only there. */
const importRoute: FastifyPluginAsyncZod<Pick<Options, 'invitations'>> = async (app, { invitations }) => {
  const route = routesFor(app, 'invitations');
  const tooLarge = () => new AppError('INVITATIONS_CSV_TOO_LARGE');
  app.addContentTypeParser('text/csv', (_request: unknown, payload: Readable) =>
    readCsvBody(payload, INVITATION_IMPORT_MAX_BYTES, tooLarge),
  );

  route.post('/api/invitations/import', {
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
    summary:
      'Invite everyone in a sheet "nome,email,perfil,unidade" (a text/csv body, or a multipart `file`): good rows invited, bad rows with their line and why',
    consumes: ['text/csv', 'multipart/form-data'],
    response: InvitationImportResultSchema,
    handler: async (request) => {
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
  });
};

/** Invitations (issue 36): admins invite; the invitee opens /convite and sets a password. */
export const invitationsRoutes: FastifyPluginAsyncZod<Options> = async (app, { invitations, auth }) => {
  await app.register(importRoute, { invitations });
  const route = routesFor(app, 'invitations');
  const sendRateLimit = perUserRateLimit('invitation-send', RATE_LIMITS.invitationSendPerUser);

  route.get('/api/invitations', {
    access: 'admin',
    summary: 'Invitations, newest first, or those of one status (pending, accepted, expired, revoked)',
    querystring: InvitationListQuerySchema,
    response: InvitationListSchema,
    handler: (request) => invitations.list(request.query.status),
  });

  route.post('/api/invitations', {
    access: 'admin',
    errors: ['EMAIL_TAKEN', 'INVITATION_PENDING', 'RATE_LIMITED', ...UNIT_ERRORS],
    rateLimit: sendRateLimit,
    summary: 'Invite one person: the link (7 days, one use) is e-mailed when SMTP is set and always returned',
    body: CreateInvitationInputSchema,
    response: InvitationCreatedSchema,
    status: 201,
    handler: (request) => invitations.create(request.body, actorOf(request)),
  });

  route.delete('/api/invitations/:id', {
    access: 'admin',
    errors: ['INVITATION_NOT_FOUND', 'INVITATION_CLOSED'],
    summary: 'Revoke an invitation: its link stops working',
    params: IdParamsSchema,
    status: 204,
    handler: (request) => invitations.revoke(request.params.id),
  });

  route.post('/api/invitations/:id/resend', {
    access: 'admin',
    errors: ['INVITATION_NOT_FOUND', 'INVITATION_CLOSED', 'RATE_LIMITED'],
    rateLimit: sendRateLimit,
    summary: 'A new link for an open invitation, valid 7 more days (the old link dies)',
    params: IdParamsSchema,
    response: InvitationCreatedSchema,
    handler: (request) => invitations.resend(request.params.id),
  });

  route.get('/api/invitations/preview', {
    access: 'public',
    errors: [...LINK_ERRORS, 'RATE_LIMITED'],
    rateLimit: linkRateLimit,
    summary: 'Who is invited, by whom, with which role and unit (the /convite page)',
    querystring: InvitationPreviewQuerySchema,
    response: InvitationPreviewSchema,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return invitations.preview(request.query.token);
    },
  });

  route.post('/api/invitations/accept', {
    access: 'public',
    errors: [...LINK_ERRORS, 'WEAK_PASSWORD', 'EMAIL_TAKEN', 'RATE_LIMITED', ...UNIT_ERRORS],
    rateLimit: linkRateLimit,
    summary: 'Set a password with the invitation link: the account is created and signed in',
    body: AcceptInvitationInputSchema,
    responses: { 201: SessionResponseSchema },
    handler: async (request, reply) => {
      const userId = await invitations.accept(request.body, request.ip);
      const issued = await auth.openSession(userId, request.ip, request.headers['user-agent']);
      return sendNewSession(request, reply, issued, 201);
    },
  });
};
