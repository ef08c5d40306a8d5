import { eq, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { invitations, units, users } from '../../platform/db/schema/index';

/** What the first-run checklist reads of the network: whether clinics and people exist yet. */
export function createSetupRepository(db: Database) {
  const exists = async (rows: Promise<unknown[]>) => (await rows).length > 0;

  /** Accounts besides the admins (any status: a pending sign-up is someone who came too). */
  const hasNonAdminAccount = () =>
    exists(db.select({ id: users.id }).from(users).where(ne(users.role, 'admin')).limit(1));

  /** Any invitation sent (issue 36), whatever became of it: the admin has started inviting. */
  const hasInvitation = () => exists(db.select({ id: invitations.id }).from(invitations).limit(1));

  return {
    /** A clinic besides the franchisor's own unit ("Franqueadora"), active or not. */
    hasClinicUnit: () =>
      exists(db.select({ id: units.id }).from(units).where(eq(units.isFranchisor, false)).limit(1)),

    /** Someone besides the admins was invited or has an account. */
    async hasPeople(): Promise<boolean> {
      return (await hasNonAdminAccount()) || (await hasInvitation());
    },
  };
}

export type SetupRepository = ReturnType<typeof createSetupRepository>;
