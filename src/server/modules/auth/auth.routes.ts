import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS } from '../../../shared/constants';
import { messages } from '../../../shared/messages/pt-BR';
import {
  ChangePasswordInputSchema,
  LoginInputSchema,
  PreferencesInputSchema,
  RegisterInputSchema,
  SessionResponseSchema,
  UpdateProfileInputSchema,
} from '../../../shared/schemas/user';
import { clearSessionCookie, currentUser, setSessionCookie } from '../../plugins/auth';
import { readSingleFileBuffer } from '../../plugins/multipart';
import type { UsersService } from '../users/users.service';
import type { AuthService } from './auth.service';

interface Options {
  auth: AuthService;
  users: UsersService;
}

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, users }) => {
  app.post(
    '/api/auth/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (the first one becomes admin) and sign in',
        body: RegisterInputSchema,
        response: { 201: SessionResponseSchema },
      },
    },
    async (request, reply) => {
      const issued = await auth.register(request.body, request.headers['user-agent']);
      setSessionCookie(request, reply, issued.token, issued.expiresAt);
      return reply.status(201).send({ user: issued.user });
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        body: LoginInputSchema,
        response: { 200: SessionResponseSchema },
      },
    },
    async (request, reply) => {
      const issued = await auth.login(request.body, request.ip, request.headers['user-agent']);
      setSessionCookie(request, reply, issued.token, issued.expiresAt);
      return { user: issued.user };
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'signed-in' }, schema: { tags: ['auth'], summary: 'Sign out' } },
    async (request, reply) => {
      if (request.sessionTokenHash) await auth.logout(request.sessionTokenHash);
      clearSessionCookie(reply);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/auth/session',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user (401 when none)',
        response: { 200: SessionResponseSchema },
      },
    },
    async (request) => ({ user: currentUser(request) }),
  );

  app.patch(
    '/api/me',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['me'], body: UpdateProfileInputSchema, response: { 200: SessionResponseSchema } },
    },
    async (request) => ({ user: await auth.updateProfile(currentUser(request).id, request.body) }),
  );

  app.patch(
    '/api/me/preferences',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['me'], body: PreferencesInputSchema, response: { 200: SessionResponseSchema } },
    },
    async (request) => ({ user: await auth.updatePreferences(currentUser(request).id, request.body) }),
  );

  app.post(
    '/api/me/password',
    { config: { access: 'signed-in' }, schema: { tags: ['me'], body: ChangePasswordInputSchema } },
    async (request, reply) => {
      await auth.changePassword(currentUser(request).id, request.sessionTokenHash!, request.body);
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/me/avatar',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['me'],
        summary: 'Replace the profile photo (multipart field "file", an image up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: SessionResponseSchema },
      },
    },
    async (request) => {
      const buffer = await readSingleFileBuffer(request, {
        maxBytes: LIMITS.avatarMaxBytes,
        missing: messages.accounts.avatarMissing,
        tooLarge: messages.accounts.avatarTooLarge,
      });
      return { user: await users.setAvatar(currentUser(request).id, buffer) };
    },
  );
};
