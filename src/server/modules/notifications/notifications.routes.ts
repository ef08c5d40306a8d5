import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationParamsSchema,
  NotificationReadResultSchema,
} from '../../../shared/schemas/notification';
import { routesFor } from '../../platform/http/routes';
import { currentUser } from '../../plugins/auth';
import type { NotificationsService } from './notifications.service';

/** The signed-in person's own notifications: nobody sees or changes anyone else's. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  const route = routesFor(app, 'notifications');

  route.get('/api/notifications', {
    access: 'signed-in',
    errors: ['CURSOR_INVALID'],
    summary: 'My notifications, newest first (keyset: ?cursor= the previous nextCursor), and my unread count',
    querystring: NotificationListQuerySchema,
    response: NotificationListSchema,
    handler: (request) => notifications.list(currentUser(request).id, request.query),
  });

  route.post('/api/notifications/:id/read', {
    access: 'signed-in',
    errors: ['NOTIFICATION_NOT_FOUND'],
    summary: 'Mark one of my notifications read (404 for anyone else’s); answers my unread count',
    params: NotificationParamsSchema,
    response: NotificationReadResultSchema,
    handler: (request) => notifications.markRead(currentUser(request).id, request.params.id),
  });

  route.post('/api/notifications/read-all', {
    access: 'signed-in',
    summary: 'Mark all my notifications read; answers my unread count (0)',
    response: NotificationReadResultSchema,
    handler: (request) => notifications.markAllRead(currentUser(request).id),
  });
};
