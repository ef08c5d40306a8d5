import { NotificationsPanel } from '@web/features/notifications/components/notifications-panel';

/** Issue 16 'Notificações' (/notificacoes): the signed-in person's notifications. */
export default function NotificationsRoute() {
  return <NotificationsPanel />;
}
