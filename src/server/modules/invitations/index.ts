import type { AppModule } from '../../platform/app-module';
import { invitationsRoutes } from './invitations.routes';

/** Invitations: how people join the network (issue 36). */
export const invitationsModule: AppModule = async (app, { services }) => {
  await app.register(invitationsRoutes, { invitations: services.invitations, auth: services.auth });
};
