import { and, asc, count, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { AccountStatus, Role } from '../../../shared/constants';
import { presentFields, recordAudit, recordAuditEdit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/client';
import { units, users } from '../../platform/db/schema/index';
import type { SignedInForgetting } from '../../platform/security/signed-in-cache';

/** A user with the name of their unit (null when they have none), as every view of a person shows it. */
export type UserRow = typeof users.$inferSelect & { unitName: string | null };
export type NewUserRow = typeof users.$inferInsert;

export const userWithUnitColumns = { ...getTableColumns(users), unitName: units.name };

/** A person as the audit log records them: never the password hash. */
const auditedUser = (row: UserRow) => ({
  name: row.name,
  email: row.email,
  role: row.role,
  unit: row.unitName,
});

/** Users with their unit's name, through the database or a transaction. */
const selectUsersIn = (ex: Pick<Database, 'select'>, where?: SQL) =>
  ex.select(userWithUnitColumns).from(users).leftJoin(units, eq(units.id, users.unitId)).where(where);

/** `signedIn` forgets the sessions of a user changed or removed here (signed-in-cache.ts). */
export function createUsersRepository(db: Database, signedIn: SignedInForgetting) {
  const selectUsers = (where?: SQL) => selectUsersIn(db, where);

  async function findById(id: string): Promise<UserRow | undefined> {
    const [row] = await selectUsers(eq(users.id, id));
    return row;
  }

  return {
    findById,

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await selectUsers(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return row;
    },

    /** Every account, or those of one `status` (the pending ones, for approval). */
    async list(status?: AccountStatus): Promise<UserRow[]> {
      return selectUsers(status ? eq(users.status, status) : undefined).orderBy(
        asc(users.createdAt),
        asc(users.email),
      );
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },

    async countAdmins(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
      return row?.n ?? 0;
    },

    async update(id: string, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      signedIn.forgetUser(id);
      return row ? findById(row.id) : undefined;
    },

    /**
     * Inserts a user; `decideRole` sees how many users and admins exist inside the same transaction,
     * under a lock, so that two simultaneous first registrations cannot both become admin. `audited`:
     * an admin creates the account, and the audit log records it in the same transaction.
     */
    async insertSerialized(
      values: Omit<NewUserRow, 'role' | 'status'>,
      decide: (existing: { users: number; admins: number }) => { role: Role; status?: AccountStatus },
      options: { audited?: boolean } = {},
    ): Promise<UserRow> {
      const inserted = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
        const [existing] = await tx
          .select({ users: count(), admins: count(sql`case when ${users.role} = 'admin' then 1 end`) })
          .from(users);
        const { role, status } = decide({ users: existing?.users ?? 0, admins: existing?.admins ?? 0 });
        const [row] = await tx
          .insert(users)
          .values({ ...values, role, status })
          .returning({ id: users.id });
        if (options.audited) {
          const [created] = await selectUsersIn(tx, eq(users.id, row!.id));
          await recordAudit(tx, {
            kind: 'user.create',
            targetId: row!.id,
            after: presentFields(auditedUser(created!)),
          });
        }
        return row!;
      });
      return (await findById(inserted.id))!;
    },

    /**
     * Changes a user's role or deletes them, refusing (by returning 'last-admin') when that would
     * leave no admin. The admin rows are locked so that two admins cannot demote each other at once.
     * Both are an admin's actions: the audit log records them in the same transaction (a role
     * change as 'user.role', other fields as 'user.edit').
     */
    async guardedChange(
      id: string,
      change: { kind: 'delete' } | { kind: 'update'; values: Partial<NewUserRow> },
      /** Sees the target under the lock before the change and may throw (no queries: it runs in the transaction). */
      check?: (target: UserRow) => void,
    ): Promise<UserRow | 'last-admin' | undefined> {
      const changed = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(4242002)`);
        const selectTarget = () => selectUsersIn(tx, eq(users.id, id));
        const [target] = await selectTarget();
        if (!target) return undefined;
        check?.(target);
        const losesAdmin =
          target.role === 'admin' &&
          (change.kind === 'delete' || (change.values.role !== undefined && change.values.role !== 'admin'));
        if (losesAdmin) {
          const [others] = await tx
            .select({ n: count() })
            .from(users)
            .where(and(eq(users.role, 'admin'), ne(users.id, id)));
          if ((others?.n ?? 0) === 0) return 'last-admin';
        }
        if (change.kind === 'delete') {
          await tx.delete(users).where(eq(users.id, id));
          await recordAudit(tx, {
            kind: 'user.delete',
            targetId: id,
            before: presentFields(auditedUser(target)),
          });
          return target;
        }
        await tx
          .update(users)
          .set({ ...change.values, updatedAt: new Date() })
          .where(eq(users.id, id));
        const [updated] = await selectTarget();
        const was = auditedUser(target);
        const is = auditedUser(updated!);
        if (updated!.status !== target.status)
          await recordAudit(tx, {
            kind: updated!.status === 'active' ? 'user.approve' : 'user.reject',
            targetId: id,
            before: { status: target.status },
            after: { status: updated!.status },
          });
        await recordAuditEdit(tx, {
          kind: 'user.role',
          targetId: id,
          before: was,
          after: is,
          keys: ['role'],
        });
        await recordAuditEdit(tx, {
          kind: 'user.edit',
          targetId: id,
          before: was,
          after: is,
          keys: ['name', 'email', 'unit'],
        });
        return updated;
      });
      signedIn.forgetUser(id);
      return changed;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
