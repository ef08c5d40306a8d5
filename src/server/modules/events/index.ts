import type { AppModule } from '../../platform/app-module';
import { eventsRoutes } from './events.routes';

/** Live events (server-sent), relayed between processes on PostgreSQL. */
export const eventsModule: AppModule = async (app, { services, database }) => {
  await app.register(eventsRoutes, { bus: services.bus });
  const disconnect = await services.bus.connect(database);
  app.addHook('onClose', disconnect);
};
