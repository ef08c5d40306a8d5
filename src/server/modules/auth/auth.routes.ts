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
import { oneFileContract, readSingleFile } from '../../platform/http/multipart';
import { routesFor } from '../../platform/http/routes';
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
const AVATAR_UPLOAD = oneFileContract(LIMITS.avatarMaxBytes, {
  missing: 'AVATAR_MISSING',
  tooLarge: 'AVATAR_TOO_LARGE',
});

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, users, passwordReset }) => {
  const route = routesFor(app, 'auth');
  const me = routesFor(app, 'me');

  route.post('/api/auth/register', {
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
    summary: 'Create an account and sign in (the first admin: from the server itself or with the setup link)',
    body: RegisterInputSchema,
    responses: { 201: SessionResponseSchema },
    handler: async (request, reply) => {
      const issued = await auth.register(request.body, request.ip, request.headers['user-agent'], {
        local: isFromThisMachine(request),
      });
      return sendNewSession(request, reply, issued, 201);
    },
  });

  route.post('/api/auth/login', {
    access: 'public',
    errors: ['INVALID_CREDENTIALS', 'ACCOUNT_DISABLED', 'RATE_LIMITED'],
    summary: 'Sign in',
    body: LoginInputSchema,
    response: SessionResponseSchema,
    handler: async (request, reply) => {
      const issued = await auth.login(request.body, request.ip, request.headers['user-agent']);
      return sendNewSession(request, reply, issued);
    },
  });

  route.post('/api/auth/password-reset', {
    access: 'public',
    summary: 'E-mail a one-time link to set a new password (202 whether or not the e-mail has an account)',
    body: PasswordResetRequestInputSchema,
    status: 202,
    handler: (request) => passwordReset.request(request.body, request.ip),
  });

  route.post('/api/auth/password-reset/confirm', {
    access: 'public',
    errors: ['RESET_TOKEN_INVALID', 'WEAK_PASSWORD'],
    summary: 'Set a new password with the link token; ends every session of the account',
    body: PasswordResetConfirmInputSchema,
    status: 204,
    handler: (request) => passwordReset.confirm(request.body),
  });

  route.post('/api/auth/logout', {
    access: 'account',
    summary: 'Sign out',
    status: 204,
    handler: async (request, reply) => {
      if (request.sessionTokenHash) await auth.logout(request.sessionTokenHash);
      clearSessionCookie(reply);
    },
  });

  route.get('/api/auth/session', {
    access: 'account',
    summary: 'The signed-in user (401 when none)',
    response: SessionResponseSchema,
    handler: async (request) => ({ user: currentUser(request) }),
  });

  me.get('/api/me', {
    access: 'account',
    summary: 'The signed-in user, unit included (the same answer as GET /api/auth/session)',
    response: SessionResponseSchema,
    handler: async (request) => ({ user: currentUser(request) }),
  });

  me.patch('/api/me', {
    access: 'account',
    body: UpdateProfileInputSchema,
    response: SessionResponseSchema,
    handler: async (request) => ({ user: await auth.updateProfile(currentUser(request).id, request.body) }),
  });

  me.patch('/api/me/preferences', {
    access: 'account',
    body: PreferencesInputSchema,
    response: SessionResponseSchema,
    handler: async (request) => ({
      user: await auth.updatePreferences(currentUser(request).id, request.body),
    }),
  });

  me.post('/api/me/password', {
    access: 'account',
    errors: ['WRONG_PASSWORD', 'WEAK_PASSWORD', 'RATE_LIMITED'],
    body: ChangePasswordInputSchema,
    status: 204,
    handler: (request) =>
      auth.changePassword(currentUser(request).id, request.sessionTokenHash!, request.body),
  });

  me.get('/api/me/sessions', {
    access: 'account',
    summary: 'The devices signed in to this account',
    response: UserSessionListSchema,
    handler: (request) => auth.listSessions(currentUser(request).id, request.sessionTokenHash!),
  });

  me.delete('/api/me/sessions', {
    access: 'account',
    summary: 'Sign out every other device, keeping this one',
    status: 204,
    handler: (request) => auth.endOtherSessions(currentUser(request).id, request.sessionTokenHash!),
  });

  me.put('/api/me/avatar', {
    access: 'signed-in',
    upload: AVATAR_UPLOAD,
    errors: ['AVATAR_INVALID', 'IMAGE_TOO_LARGE'],
    rateLimit: perUserRateLimit('avatar-upload', RATE_LIMITS.avatarUploadPerUser),
    summary: 'Replace the profile photo (multipart field "file", an image up to 5 MB)',
    response: SessionResponseSchema,
    handler: async (request) => {
      const buffer = await readSingleFile(request, AVATAR_UPLOAD);
      return { user: await users.setAvatar(currentUser(request).id, buffer) };
    },
  });
};
