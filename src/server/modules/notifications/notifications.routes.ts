import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationParamsSchema,
  NotificationReadResultSchema,
} from '../../../shared/schemas/notification';
import { currentUser } from '../../plugins/auth';
import type { NotificationsService } from './notifications.service';

const tags = ['notifications'];

/** The signed-in person's own notifications: nobody sees or changes anyone else's. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/api/notifications',
    {
      config: { access: 'signed-in', errors: ['CURSOR_INVALID'] },
      schema: {
        tags,
        summary:
          'My notifications, newest first (keyset: ?cursor= the previous nextCursor), and my unread count',
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListSchema },
      },
    },
    (request) => notifications.list(currentUser(request).id, request.query),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: { access: 'signed-in', errors: ['NOTIFICATION_NOT_FOUND'] },
      schema: {
        tags,
        summary: 'Mark one of my notifications read (404 for anyone else’s); answers my unread count',
        params: NotificationParamsSchema,
        response: { 200: NotificationReadResultSchema },
      },
    },
    (request) => notifications.markRead(currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Mark all my notifications read; answers my unread count (0)',
        response: { 200: NotificationReadResultSchema },
      },
    },
    (request) => notifications.markAllRead(currentUser(request).id),
  );
};
