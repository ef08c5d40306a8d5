import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS } from '../../../shared/constants';
import {
  ChangePasswordInputSchema,
  LoginInputSchema,
  PasswordResetConfirmInputSchema,
  PasswordResetRequestInputSchema,
  PreferencesInputSchema,
  RegisterInputSchema,
  SessionResponseSchema,
  UpdateProfileInputSchema,
  UserSessionListSchema,
} from '../../../shared/schemas/user';
import { isFromThisMachine } from '../../platform/http/client-address';
import { type MultipartContract, readSingleFile } from '../../platform/http/multipart';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import { clearSessionCookie, currentUser, sendNewSession } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/rate-limit';
import type { UsersService } from '../users';
import type { AuthService } from './auth.service';
import type { PasswordResetService } from './password-reset.service';

interface Options {
  auth: AuthService;
  users: UsersService;
  passwordReset: PasswordResetService;
}

/** The profile photo: one image under `file`, nothing else. */
const AVATAR_UPLOAD: MultipartContract = {
  notMultipart: 'AVATAR_MISSING',
  files: {
    file: {
      max: 1,
      maxBytes: LIMITS.avatarMaxBytes,
      tooLarge: 'AVATAR_TOO_LARGE',
      missing: 'AVATAR_MISSING',
    },
  },
};

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, users, passwordReset }) => {
  app.post(
    '/api/auth/register',
    {
      config: {
        access: 'public',
        errors: [
          'EMAIL_TAKEN',
          'SIGNUP_CLOSED',
          'WEAK_PASSWORD',
          'RATE_LIMITED',
          'UNIT_REQUIRED',
          'UNIT_NOT_FOUND',
          'UNIT_INACTIVE',
          'UNIT_NOT_CLINIC',
        ],
      },
      schema: {
        tags: ['auth'],
        summary:
          'Create an account and sign in (the first admin: from the server itself or with the setup link)',
        body: RegisterInputSchema,
        response: { 201: SessionResponseSchema },
      },
    },
    async (request, reply) => {
      const issued = await auth.register(request.body, request.ip, request.headers['user-agent'], {
        local: isFromThisMachine(request),
      });
      return sendNewSession(request, reply, issued, 201);
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', errors: ['INVALID_CREDENTIALS', 'ACCOUNT_DISABLED', 'RATE_LIMITED'] },
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        body: LoginInputSchema,
        response: { 200: SessionResponseSchema },
      },
    },
    async (request, reply) => {
      const issued = await auth.login(request.body, request.ip, request.headers['user-agent']);
      return sendNewSession(request, reply, issued);
    },
  );

  app.post(
    '/api/auth/password-reset',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'E-mail a one-time link to set a new password (202 whether or not the e-mail has an account)',
        body: PasswordResetRequestInputSchema,
      },
    },
    async (request, reply) => {
      await passwordReset.request(request.body, request.ip);
      return reply.status(202).send();
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: { access: 'public', errors: ['RESET_TOKEN_INVALID', 'WEAK_PASSWORD'] },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the link token; ends every session of the account',
        body: PasswordResetConfirmInputSchema,
      },
    },
    async (request, reply) => {
      await passwordReset.confirm(request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'account' }, schema: { tags: ['auth'], summary: 'Sign out' } },
    async (request, reply) => {
      if (request.sessionTokenHash) await auth.logout(request.sessionTokenHash);
      clearSessionCookie(reply);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/auth/session',
    {
      config: { access: 'account' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user (401 when none)',
        response: { 200: SessionResponseSchema },
      },
    },
    async (request) => ({ user: currentUser(request) }),
  );

  app.get(
    '/api/me',
    {
      config: { access: 'account' },
      schema: {
        tags: ['me'],
        summary: 'The signed-in user, unit included (the same answer as GET /api/auth/session)',
        response: { 200: SessionResponseSchema },
      },
    },
    async (request) => ({ user: currentUser(request) }),
  );

  app.patch(
    '/api/me',
    {
      config: { access: 'account' },
      schema: { tags: ['me'], body: UpdateProfileInputSchema, response: { 200: SessionResponseSchema } },
    },
    async (request) => ({ user: await auth.updateProfile(currentUser(request).id, request.body) }),
  );

  app.patch(
    '/api/me/preferences',
    {
      config: { access: 'account' },
      schema: { tags: ['me'], body: PreferencesInputSchema, response: { 200: SessionResponseSchema } },
    },
    async (request) => ({ user: await auth.updatePreferences(currentUser(request).id, request.body) }),
  );

  app.post(
    '/api/me/password',
    {
      config: { access: 'account', errors: ['WRONG_PASSWORD', 'WEAK_PASSWORD', 'RATE_LIMITED'] },
      schema: { tags: ['me'], body: ChangePasswordInputSchema },
    },
    async (request, reply) => {
      await auth.changePassword(currentUser(request).id, request.sessionTokenHash!, request.body);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/me/sessions',
    {
      config: { access: 'account' },
      schema: {
        tags: ['me'],
        summary: 'The devices signed in to this account',
        response: { 200: UserSessionListSchema },
      },
    },
    (request) => auth.listSessions(currentUser(request).id, request.sessionTokenHash!),
  );

  app.delete(
    '/api/me/sessions',
    {
      config: { access: 'account' },
      schema: { tags: ['me'], summary: 'Sign out every other device, keeping this one' },
    },
    async (request, reply) => {
      await auth.endOtherSessions(currentUser(request).id, request.sessionTokenHash!);
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/me/avatar',
    {
      config: {
        access: 'signed-in',
        errors: ['AVATAR_MISSING', 'AVATAR_TOO_LARGE', 'AVATAR_INVALID', 'IMAGE_TOO_LARGE'],
        rateLimit: perUserRateLimit('avatar-upload', RATE_LIMITS.avatarUploadPerUser),
      },
      schema: {
        tags: ['me'],
        summary: 'Replace the profile photo (multipart field "file", an image up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: SessionResponseSchema },
      },
    },
    async (request) => {
      const buffer = await readSingleFile(request, AVATAR_UPLOAD);
      return { user: await users.setAvatar(currentUser(request).id, buffer) };
    },
  );
};
