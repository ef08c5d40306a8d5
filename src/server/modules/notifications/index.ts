import type { AppModule } from '../../platform/app-module';
import { notificationsRoutes } from './notifications.routes';

/** The in-app notification centre: each person's own list, unread count and "mark as read". */
export const notificationsModule: AppModule = async (app, { services }) => {
  await app.register(notificationsRoutes, { notifications: services.notifications });
};
