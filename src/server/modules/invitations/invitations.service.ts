import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { InvitationStatus } from '../../../shared/constants';
import type {
  AcceptInvitationInput,
  CreateInvitationInput,
  Invitation,
  InvitationCreated,
  InvitationPreview,
} from '../../../shared/schemas/invitation';
import type { AuditActor } from '../../platform/audit/audit-log';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { invitationMail } from '../../platform/mail/templates';
import { assertStrongPassword, hashPassword } from '../../platform/security/password';
import { hashToken } from '../auth';
import type { UnitsService } from '../units';
import { type InvitationRow, type InvitationsRepository, statusOf } from './invitations.repository';
import { importInvitations } from './invitations-import';

/** How long a link works (issue 36). */
export const INVITATION_DAYS = 7;
const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

interface Deps {
  invitations: InvitationsRepository;
  units: Pick<UnitsService, 'checkAccountUnit' | 'findIdByNameOrId'>;
  mailer: Mailer;
  /** Where the link points (config's siteUrl: no trailing slash). */
  baseUrl: string;
  brandName: string;
  now?: () => Date;
}

type NewInvitationInput = Omit<CreateInvitationInput, 'email' | 'name'> & { email: string; name: string };

/** The invitation a token names; a row found by hash is compared again in constant time. */
function matches(row: InvitationRow | undefined, tokenHash: string): row is InvitationRow {
  if (!row) return false;
  return timingSafeEqual(Buffer.from(row.tokenHash, 'hex'), Buffer.from(tokenHash, 'hex'));
}

/** 410 with the reason a link no longer works, or nothing while it does. */
function assertUsable(row: InvitationRow, now: Date): void {
  const status = statusOf(row, now);
  if (status === 'accepted') throw new AppError('INVITATION_USED');
  if (status === 'revoked') throw new AppError('INVITATION_REVOKED');
  if (status === 'expired') throw new AppError('INVITATION_EXPIRED');
}

/** Invitations, the normal way into the network (issue 36): one link, seven days, one use. */
export function createInvitationsService({
  invitations,
  units,
  mailer,
  baseUrl,
  brandName,
  now = () => new Date(),
}: Deps) {
  const newToken = () => randomBytes(32).toString('base64url');
  const linkOf = (token: string) => `${baseUrl}/convite?token=${token}`;

  function toInvitation(row: InvitationRow): Invitation {
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      unitId: row.unitId,
      unitName: row.unitName,
      status: statusOf(row, now()),
      invitedByName: row.invitedByName,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      acceptedAt: row.acceptedAt?.toISOString() ?? null,
    };
  }

  /** E-mails the link when SMTP is set (queued after the insert committed); true when it went out. */
  function mailLink(row: InvitationRow, url: string): boolean {
    if (!mailer.enabled) return false;
    mailer.send(
      invitationMail({
        to: row.email,
        name: row.name,
        brandName,
        invitedBy: row.invitedByName,
        link: url,
        days: INVITATION_DAYS,
      }),
    );
    return true;
  }

  async function findOpen(id: string): Promise<InvitationRow> {
    const row = await invitations.findById(id);
    if (!row) throw new AppError('INVITATION_NOT_FOUND');
    if (row.acceptedAt || row.revokedAt) throw new AppError('INVITATION_CLOSED');
    return row;
  }

  const service = {
    async list(status?: InvitationStatus): Promise<{ items: Invitation[]; total: number }> {
      const rows = await invitations.list(status, now());
      return { items: rows.map(toInvitation), total: rows.length };
    },

    /** Invites one person; a franqueado needs an active clinic unit. */
    async create(input: NewInvitationInput, by: AuditActor | null): Promise<InvitationCreated> {
      const unitId = input.unitId ?? null;
      await units.checkAccountUnit(input.role, unitId, {
        newlyAssigned: true,
        clinic: input.role === 'franqueado',
      });
      const token = newToken();
      const at = now();
      const created = await invitations.create(
        {
          name: input.name,
          email: input.email,
          role: input.role,
          unitId,
          tokenHash: hashToken(token),
          invitedBy: by?.id ?? null,
          expiresAt: new Date(at.getTime() + INVITATION_MS),
        },
        at,
        (id) => ({
          kind: 'invitation.create',
          targetId: id,
          after: { name: input.name, email: input.email, role: input.role },
        }),
      );
      if (created === 'member') throw new AppError('EMAIL_TAKEN');
      if (created === 'pending') throw new AppError('INVITATION_PENDING');
      const row = (await invitations.findById(created.id))!;
      const url = linkOf(token);
      return { invitation: toInvitation(row), url, emailed: mailLink(row, url) };
    },

    /** A new link (the old one dies) valid seven more days, e-mailed again when SMTP is set. */
    async resend(id: string): Promise<InvitationCreated> {
      const row = await findOpen(id);
      const token = newToken();
      const renewed = await invitations.renew(
        id,
        hashToken(token),
        new Date(now().getTime() + INVITATION_MS),
        {
          kind: 'invitation.resend',
          targetId: id,
          after: { name: row.name, email: row.email },
        },
      );
      if (!renewed) throw new AppError('INVITATION_CLOSED');
      const fresh = (await invitations.findById(id))!;
      const url = linkOf(token);
      return { invitation: toInvitation(fresh), url, emailed: mailLink(fresh, url) };
    },

    async revoke(id: string): Promise<void> {
      const row = await findOpen(id);
      const revoked = await invitations.revoke(id, now(), {
        kind: 'invitation.revoke',
        targetId: id,
        before: { name: row.name, email: row.email },
      });
      if (!revoked) throw new AppError('INVITATION_CLOSED');
    },

    /** What /convite shows before the password is chosen; 410 for a link that no longer works. */
    async preview(token: string): Promise<InvitationPreview> {
      const tokenHash = hashToken(token);
      const row = await invitations.findByTokenHash(tokenHash);
      if (!matches(row, tokenHash)) throw new AppError('INVITATION_INVALID');
      assertUsable(row, now());
      return {
        name: row.name,
        email: row.email,
        role: row.role,
        unitName: row.unitName,
        invitedByName: row.invitedByName,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /**
     * Creates the invitee's account with the password they chose (the sign-up's strength rule) and
     * spends the link. Returns the new account's id; the caller signs them in.
     */
    async accept(input: AcceptInvitationInput, ip: string): Promise<string> {
      const tokenHash = hashToken(input.token);
      const row = await invitations.findByTokenHash(tokenHash);
      if (!matches(row, tokenHash)) throw new AppError('INVITATION_INVALID');
      assertUsable(row, now());
      // The unit may have been closed since the invitation was sent.
      await units.checkAccountUnit(row.role, row.unitId, {
        newlyAssigned: true,
        clinic: row.role === 'franqueado',
      });
      await assertStrongPassword(input.password, [row.name, row.email]);
      const passwordHash = await hashPassword(input.password);
      const accepted = await invitations.accept(tokenHash, now(), passwordHash, (userId) => ({
        kind: 'invitation.accept',
        targetId: row.id,
        actor: { id: userId, name: row.name, ip },
        after: { name: row.name, email: row.email, role: row.role, unit: row.unitName },
      }));
      if (accepted === 'member') throw new AppError('EMAIL_TAKEN');
      if (accepted === 'closed') {
        // Spent, revoked or expired between the check and the write: say which.
        const latest = await invitations.findById(row.id);
        if (latest) assertUsable(latest, now());
        throw new AppError('INVITATION_USED');
      }
      return accepted.userId;
    },

    /** Invites every good row of a sheet (see invitations-import.ts); bad rows say why. */
    importCsv(bytes: Buffer, by: AuditActor | null) {
      return importInvitations({ invitations: service, units }, bytes, by);
    },
  };
  return service;
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
