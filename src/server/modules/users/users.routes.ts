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
import { sendVersionedImage } from '../../platform/http/replies';
import { routesFor } from '../../platform/http/routes';
import { AVATAR_CONTENT_TYPE, type UsersService } from './users.service';

interface Options {
  users: UsersService;
  /** The auth module's reset link, sent on an admin's request. */
  passwordReset: { sendByAdmin(userId: string): Promise<unknown> };
}

export const usersRoutes: FastifyPluginAsyncZod<Options> = async (app, { users, passwordReset }) => {
  const route = routesFor(app, 'users');

  route.get('/api/users', {
    access: 'admin',
    summary: 'Every account, or those of one status (?status=pending: the sign-ups to approve)',
    querystring: UserListQuerySchema,
    response: UserListSchema,
    handler: (request) => users.list(request.query.status),
  });

  route.post('/api/users/:id/approve', {
    access: 'admin',
    errors: [
      'USER_NOT_FOUND',
      'ACCOUNT_NOT_PENDING',
      'UNIT_REQUIRED',
      'UNIT_NOT_FOUND',
      'UNIT_INACTIVE',
      'UNIT_NOT_CLINIC',
    ],
    summary: 'Let a pending account in, with the role and unit the admin settles on',
    params: IdParamsSchema,
    body: ApproveUserInputSchema,
    response: UserSchema,
    handler: (request) => users.approve(request.params.id, request.body),
  });

  route.post('/api/users/:id/reject', {
    access: 'admin',
    errors: ['USER_NOT_FOUND', 'ACCOUNT_NOT_PENDING'],
    summary: 'Refuse a pending account: it cannot sign in (an admin may delete it afterwards)',
    params: IdParamsSchema,
    response: UserSchema,
    handler: (request) => users.reject(request.params.id),
  });

  route.post('/api/users', {
    access: 'admin',
    errors: ['EMAIL_TAKEN', 'WEAK_PASSWORD', 'UNIT_REQUIRED', 'UNIT_NOT_FOUND', 'UNIT_INACTIVE'],
    body: CreateUserInputSchema,
    response: UserSchema,
    status: 201,
    handler: (request) => users.create(request.body),
  });

  route.patch('/api/users/:id', {
    access: 'admin',
    errors: ['USER_NOT_FOUND', 'LAST_ADMIN', 'UNIT_REQUIRED', 'UNIT_NOT_FOUND', 'UNIT_INACTIVE'],
    params: IdParamsSchema,
    body: UpdateUserInputSchema,
    response: UserSchema,
    handler: (request) => users.update(request.params.id, request.body),
  });

  route.delete('/api/users/:id', {
    access: 'admin',
    params: IdParamsSchema,
    status: 204,
    handler: (request) => users.delete(request.params.id),
  });

  route.delete('/api/users/:id/sessions', {
    access: 'admin',
    summary: 'Sign a user out on every device',
    params: IdParamsSchema,
    status: 204,
    handler: (request) => users.endSessions(request.params.id),
  });

  route.post('/api/users/:id/password-reset', {
    access: 'admin',
    summary: 'E-mail the user a one-time link to set a new password (409 MAIL_DISABLED when e-mail is off)',
    params: IdParamsSchema,
    status: 202,
    handler: (request) => passwordReset.sendByAdmin(request.params.id),
  });

  route.get('/api/users/:id/avatar', {
    access: 'signed-in',
    summary: 'A profile photo (WebP)',
    params: IdParamsSchema,
    handler: async (request, reply) =>
      sendVersionedImage(reply, AVATAR_CONTENT_TYPE, await users.readAvatar(request.params.id)),
  });
};
