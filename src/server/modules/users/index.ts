import type { AppModule } from '../../platform/app-module';
import { myDataRoutes } from './my-data.routes';
import type { MyDataService } from './my-data.service';
import { usersRoutes } from './users.routes';
import type { UsersService } from './users.service';

/** What this module is given (boot/modules.ts). */
export interface UsersNeeds {
  users: UsersService;
  myData: MyDataService;
  /** The auth module's reset link, sent on an admin's request. */
  passwordReset: { sendByAdmin(userId: string): Promise<unknown> };
}

/** The users admin, one's own profile, and one's own data (LGPD). */
export const usersModule: AppModule<UsersNeeds> = async (app, { users, myData, passwordReset }) => {
  await app.register(usersRoutes, { users, passwordReset });
  await app.register(myDataRoutes, { myData });
};

export { createMyDataRepository } from './my-data.repository';
export { createMyDataService } from './my-data.service';
export { toSessionUser } from './user-mapper';
export {
  createUsersRepository,
  type UserRow,
  type UsersRepository,
  userWithUnitColumns,
} from './users.repository';
export { createUsersService, type UsersService } from './users.service';
