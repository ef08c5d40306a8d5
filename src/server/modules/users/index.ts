import type { AppModule } from '../../platform/app-module';
import { myDataRoutes } from './my-data.routes';
import { usersRoutes } from './users.routes';

/** The users admin, one's own profile, and one's own data (LGPD). */
export const usersModule: AppModule = async (app, { services }) => {
  await app.register(usersRoutes, { users: services.users, passwordReset: services.passwordReset });
  await app.register(myDataRoutes, { myData: services.myData });
};
