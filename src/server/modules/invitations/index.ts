import type { AppModule } from '../../platform/app-module';
import type { AuthService } from '../auth';
import { invitationsRoutes } from './invitations.routes';
import type { InvitationsService } from './invitations.service';

/** What this module is given (boot/modules.ts). */
export interface InvitationsNeeds {
  invitations: InvitationsService;
  auth: AuthService;
}

/** Invitations: how people join the network (issue 36). */
export const invitationsModule: AppModule<InvitationsNeeds> = async (app, needs) => {
  await app.register(invitationsRoutes, needs);
};

export { createInvitationsRepository } from './invitations.repository';
export { createInvitationsService } from './invitations.service';
