import type { AppModule } from '../../platform/app-module';
import { notificationsRoutes } from './notifications.routes';
import type { NotificationsService } from './notifications.service';

/** What this module is given (boot/modules.ts). */
export interface NotificationsNeeds {
  notifications: NotificationsService;
}

/** The in-app notification centre: each person's own list, unread count and "mark as read". */
export const notificationsModule: AppModule<NotificationsNeeds> = async (app, needs) => {
  await app.register(notificationsRoutes, needs);
};

export { createNotificationsRepository } from './notifications.repository';
export {
  createNotificationsService,
  type NotificationsService,
  type NotifyInput,
  renderMessage,
} from './notifications.service';
