import type { AppModule } from '../module';
import { usersRoutes } from './users.routes';

/** The users admin and one's own profile. */
export const usersModule: AppModule = async (app, { services }) => {
  await app.register(usersRoutes, { users: services.users, passwordReset: services.passwordReset });
};
