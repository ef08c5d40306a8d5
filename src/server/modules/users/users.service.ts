import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AccountStatus } from '../../../shared/constants';
import type {
  ApproveUserInput,
  CreateUserInput,
  SessionUser,
  UpdateUserInput,
  User,
} from '../../../shared/schemas/user';
import { fromSentPicture } from '../../media';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import { assertStrongPassword, hashPassword } from '../../platform/security/password';
import type { StorageDriver } from '../../platform/storage/storage';
import type { UnitsService } from '../units';
import { toSessionUser, toUser } from './user-mapper';
import type { NewUserRow, UsersRepository } from './users.repository';

export const AVATAR_CONTENT_TYPE = 'image/webp';

interface Deps {
  users: UsersRepository;
  /** Ends every session of an account (the auth module's sessions). */
  sessions: { deleteAllOfUser(userId: string): Promise<unknown> };
  storage: StorageDriver;
  units: Pick<UnitsService, 'checkAccountUnit'>;
}

export function createUsersService({ users, sessions, storage, units }: Deps) {
  /** Approves or refuses a pending account, still pending when the change is written. */
  async function settlePending(id: string, values: Partial<NewUserRow>) {
    const result = await users.guardedChange(id, { kind: 'update', values }, (target) => {
      if (target.status !== 'pending') throw new AppError('ACCOUNT_NOT_PENDING');
    });
    if (!result || result === 'last-admin') throw new AppError('USER_NOT_FOUND');
    return result;
  }

  return {
    async list(status?: AccountStatus): Promise<{ items: User[]; total: number }> {
      const rows = await users.list(status);
      return { items: rows.map(toUser), total: rows.length };
    },

    /**
     * Lets a pending account in (issue 36), with the role and unit the admin settles on (what the
     * person asked for otherwise): a franqueado needs an active clinic unit.
     */
    async approve(id: string, input: ApproveUserInput): Promise<User> {
      const before = await users.findById(id);
      if (!before) throw new AppError('USER_NOT_FOUND');
      if (before.status !== 'pending') throw new AppError('ACCOUNT_NOT_PENDING');
      const role = input.role ?? before.role;
      const unitId = input.unitId === undefined ? before.unitId : input.unitId;
      await units.checkAccountUnit(role, unitId, { newlyAssigned: true });
      return toUser(await settlePending(id, { status: 'active', role, unitId }));
    },

    /** Refuses a pending account: it cannot sign in any more (its sessions end); an admin may delete it. */
    async reject(id: string): Promise<User> {
      const result = await settlePending(id, { status: 'disabled' });
      await sessions.deleteAllOfUser(id);
      return toUser(result);
    },

    async create(input: CreateUserInput & { email: string; name: string }): Promise<User> {
      await units.checkAccountUnit(input.role, input.unitId, { newlyAssigned: true });
      await assertStrongPassword(input.password, [input.name, input.email]);
      const passwordHash = await hashPassword(input.password);
      try {
        const row = await users.insertSerialized(
          { email: input.email, name: input.name, passwordHash, unitId: input.unitId ?? null },
          () => ({ role: input.role }),
          { audited: true },
        );
        return toUser(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
        throw error;
      }
    },

    async update(id: string, input: UpdateUserInput): Promise<User> {
      // A unit given is checked first (it must exist and, being newly given, be active); whether the
      // person ends up a franqueado without one is decided under the lock, on the row as it is.
      if (input.unitId) {
        const before = await users.findById(id);
        if (!before) throw new AppError('USER_NOT_FOUND');
        await units.checkAccountUnit('user', input.unitId, { newlyAssigned: input.unitId !== before.unitId });
      }
      const result = await users.guardedChange(
        id,
        { kind: 'update', values: { role: input.role, name: input.name, unitId: input.unitId } },
        (target) => {
          const role = input.role ?? target.role;
          const unitId = input.unitId === undefined ? target.unitId : input.unitId;
          if (role === 'franqueado' && !unitId) throw new AppError('UNIT_REQUIRED');
        },
      );
      if (result === 'last-admin') throw new AppError('LAST_ADMIN');
      if (!result) throw new AppError('USER_NOT_FOUND');
      return toUser(result);
    },

    /** Deletes the account; their assets stay (uploader shown as anonymous), albums and sessions go. */
    async delete(id: string): Promise<void> {
      const result = await users.guardedChange(id, { kind: 'delete' });
      if (result === 'last-admin') throw new AppError('LAST_ADMIN');
      if (!result) throw new AppError('USER_NOT_FOUND');
      if (result.avatarKey) await storage.delete(result.avatarKey);
    },

    /** Signs the user out on every device; their next request answers SESSION_EXPIRED. */
    async endSessions(id: string): Promise<void> {
      if (!(await users.findById(id))) {
        throw new AppError('USER_NOT_FOUND');
      }
      await sessions.deleteAllOfUser(id);
    },

    async setAvatar(userId: string, upload: Buffer): Promise<SessionUser> {
      const avatar = await fromSentPicture((media) => media.makeAvatar(upload), 'AVATAR_INVALID');
      const current = await users.findById(userId);
      if (!current) throw new AppError('SESSION_EXPIRED');
      const version = randomUUID();
      const key = `avatars/${userId}-${version}.webp`;
      await storage.put(key, Readable.from(avatar), { contentType: AVATAR_CONTENT_TYPE });
      const row = await users.update(userId, { avatarKey: key, avatarVersion: version.slice(0, 8) });
      if (current.avatarKey) await storage.delete(current.avatarKey);
      return toSessionUser(row!);
    },

    async readAvatar(userId: string): Promise<Readable> {
      const row = await users.findById(userId);
      if (!row?.avatarKey) throw new AppError('AVATAR_NOT_FOUND');
      return storage.read(row.avatarKey);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
