import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApproveUserInputSchema,
  CreateUserInputSchema,
  IdParamsSchema,
  UpdateUserInputSchema,
  UserListQuerySchema,
  UserListSchema,
  UserSchema,
} from '../../../shared/schemas/user';
import { AVATAR_CONTENT_TYPE, type UsersService } from './users.service';

interface Options {
  users: UsersService;
  /** The auth module's reset link, sent on an admin's request. */
  passwordReset: { sendByAdmin(userId: string): Promise<unknown> };
}

export const usersRoutes: FastifyPluginAsyncZod<Options> = async (app, { users, passwordReset }) => {
  app.get(
    '/api/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Every account, or those of one status (?status=pending: the sign-ups to approve)',
        querystring: UserListQuerySchema,
        response: { 200: UserListSchema },
      },
    },
    (request) => users.list(request.query.status),
  );

  app.post(
    '/api/users/:id/approve',
    {
      config: {
        access: 'admin',
        errors: [
          'USER_NOT_FOUND',
          'ACCOUNT_NOT_PENDING',
          'UNIT_REQUIRED',
          'UNIT_NOT_FOUND',
          'UNIT_INACTIVE',
          'UNIT_NOT_CLINIC',
        ],
      },
      schema: {
        tags: ['users'],
        summary: 'Let a pending account in, with the role and unit the admin settles on',
        params: IdParamsSchema,
        body: ApproveUserInputSchema,
        response: { 200: UserSchema },
      },
    },
    (request) => users.approve(request.params.id, request.body),
  );

  app.post(
    '/api/users/:id/reject',
    {
      config: { access: 'admin', errors: ['USER_NOT_FOUND', 'ACCOUNT_NOT_PENDING'] },
      schema: {
        tags: ['users'],
        summary: 'Refuse a pending account: it cannot sign in (an admin may delete it afterwards)',
        params: IdParamsSchema,
        response: { 200: UserSchema },
      },
    },
    (request) => users.reject(request.params.id),
  );

  app.post(
    '/api/users',
    {
      config: {
        access: 'admin',
        errors: ['EMAIL_TAKEN', 'WEAK_PASSWORD', 'UNIT_REQUIRED', 'UNIT_NOT_FOUND', 'UNIT_INACTIVE'],
      },
      schema: { tags: ['users'], body: CreateUserInputSchema, response: { 201: UserSchema } },
    },
    async (request, reply) => reply.status(201).send(await users.create(request.body)),
  );

  app.patch(
    '/api/users/:id',
    {
      config: {
        access: 'admin',
        errors: ['USER_NOT_FOUND', 'LAST_ADMIN', 'UNIT_REQUIRED', 'UNIT_NOT_FOUND', 'UNIT_INACTIVE'],
      },
      schema: {
        tags: ['users'],
        params: IdParamsSchema,
        body: UpdateUserInputSchema,
        response: { 200: UserSchema },
      },
    },
    (request) => users.update(request.params.id, request.body),
  );

  app.delete(
    '/api/users/:id',
    { config: { access: 'admin' }, schema: { tags: ['users'], params: IdParamsSchema } },
    async (request, reply) => {
      await users.delete(request.params.id);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/users/:id/sessions',
    {
      config: { access: 'admin' },
      schema: { tags: ['users'], summary: 'Sign a user out on every device', params: IdParamsSchema },
    },
    async (request, reply) => {
      await users.endSessions(request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/users/:id/password-reset',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary:
          'E-mail the user a one-time link to set a new password (409 MAIL_DISABLED when e-mail is off)',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      await passwordReset.sendByAdmin(request.params.id);
      return reply.status(202).send();
    },
  );

  app.get(
    '/api/users/:id/avatar',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['users'], summary: 'A profile photo (WebP)', params: IdParamsSchema },
    },
    async (request, reply) => {
      const stream = await users.readAvatar(request.params.id);
      // The URL carries a version (?v=), so the photo can be cached for long.
      return reply
        .header('content-type', AVATAR_CONTENT_TYPE)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(stream);
    },
  );
};
