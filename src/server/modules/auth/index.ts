import type { AppModule } from '../../platform/app-module';
import type { UsersService } from '../users';
import { authRoutes } from './auth.routes';
import type { AuthService } from './auth.service';
import type { PasswordResetService } from './password-reset.service';

/** What this module is given (boot/modules.ts). */
export interface AuthNeeds {
  auth: AuthService;
  users: UsersService;
  passwordReset: PasswordResetService;
}

/** Sign-in, sign-up, sessions, password reset. */
export const authModule: AppModule<AuthNeeds> = async (app, needs) => {
  await app.register(authRoutes, needs);
};

export { type AuthService, createAuthService, hashToken } from './auth.service';
export { createFirstAdminSetup } from './first-admin';
export { createPasswordResetRepository } from './password-reset.repository';
export { createPasswordResetService } from './password-reset.service';
export { createSessionsRepository, type SessionWithUser } from './sessions.repository';
