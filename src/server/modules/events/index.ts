import type { AppModule, PlatformContext } from '../../platform/app-module';
import type { EventBus } from '../../platform/events/event-bus';
import { eventsRoutes } from './events.routes';

/** What this module is given (boot/modules.ts). */
export interface EventsNeeds extends Pick<PlatformContext, 'database'> {
  bus: EventBus;
}

/** Live events (server-sent), relayed between processes on PostgreSQL. */
export const eventsModule: AppModule<EventsNeeds> = async (app, { bus, database }) => {
  await app.register(eventsRoutes, { bus });
  const disconnect = await bus.connect(database);
  app.addHook('onClose', disconnect);
};
