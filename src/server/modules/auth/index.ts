import type { AppModule } from '../../platform/app-module';
import { authRoutes } from './auth.routes';

/** Sign-in, sign-up, sessions, password reset. */
export const authModule: AppModule = async (app, { services }) => {
  await app.register(authRoutes, {
    auth: services.auth,
    users: services.users,
    passwordReset: services.passwordReset,
  });
};
