import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUnit, signedInBy, uniqueEmail } from '../../../../tests/helpers/accounts';
import { apiSuite, requestAs } from '../../../../tests/helpers/api-suite';
import { onlyAuditRow } from '../../../../tests/helpers/audit';
import { invitations, units, users } from '../../platform/db/schema/index';
import { hashToken } from '../auth/auth.service';

/**
 * Issue 36, point 2: invitations, the normal way into the network. An admin names the person, their
 * role and unit; the link (one use) sets their password and signs them in; a used, revoked or
 * replaced link does nothing.
 */
const s = apiSuite({ people: true });
const STRONG = 'girassol-azul-2031';
let addressCounter = 0;

/** Each link request from an address of its own, so the per-address limit is only met where tested. */
const nextAddress = () => `10.30.${Math.floor(++addressCounter / 250)}.${1 + (addressCounter % 250)}`;

function invite(body: Record<string, unknown>) {
  return requestAs(s.t.app, s.admin, 'POST', '/api/invitations', {
    name: 'Rosa Convidada',
    email: uniqueEmail('convite'),
    role: 'user',
    ...body,
  });
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

function accept(token: string, password = STRONG) {
  return s.t.app.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    remoteAddress: nextAddress(),
    payload: { token, password },
  });
}

function preview(token: string) {
  return s.t.app.inject({
    method: 'GET',
    url: `/api/invitations/preview?token=${encodeURIComponent(token)}`,
    remoteAddress: nextAddress(),
  });
}

const codeOf = (res: { statusCode: number; json(): { error: { code: string } } }) => [
  res.statusCode,
  res.json().error.code,
];

describe('an invitation', () => {
  it('is accepted once from its link: the account is made with its role and unit, and signed in', async () => {
    const clinic = await createUnit(s.t.app, s.admin, { name: 'Clínica do Convite' });
    const email = uniqueEmail('franqueada');
    const res = await invite({ name: 'Fernanda Franqueada', email, role: 'franqueado', unitId: clinic.id });
    expect(res.statusCode, res.body).toBe(201);
    const { invitation, url } = res.json();
    expect(invitation).toMatchObject({
      name: 'Fernanda Franqueada',
      email,
      role: 'franqueado',
      unitId: clinic.id,
      status: 'pending',
    });
    expect(Date.parse(invitation.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(url).toMatch(/^http:\/\/localhost:\d+\/convite\?token=[\w-]{43}$/);
    const token = tokenOf(url);
    // Only the token's hash is kept.
    const [row] = await s.t.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const seen = await preview(token);
    expect(seen.json()).toMatchObject({
      name: 'Fernanda Franqueada',
      role: 'franqueado',
      unitName: 'Clínica do Convite',
      invitedByName: 'Admin Geral',
    });

    // A weak password spends nothing: the same link works with a better one.
    expect(codeOf(await accept(token, '12345678'))).toEqual([400, 'WEAK_PASSWORD']);
    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().user).toMatchObject({
      email,
      role: 'franqueado',
      unitId: clinic.id,
      status: 'active',
    });
    const member = signedInBy(accepted);
    expect((await requestAs(s.t.app, member, 'GET', '/api/assets')).statusCode).toBe(200);

    expect(codeOf(await accept(token))).toEqual([410, 'INVITATION_USED']);
    expect(codeOf(await preview(token))).toEqual([410, 'INVITATION_USED']);
    expect(await s.t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    const listed = await requestAs(s.t.app, s.admin, 'GET', '/api/invitations?status=accepted');
    expect(listed.json().items.map((item: { id: string }) => item.id)).toContain(invitation.id);
    const audit = await onlyAuditRow(s.t.db, 'invitation.accept', invitation.id);
    expect(audit.actorId).toBe(member.user.id);
    expect((await onlyAuditRow(s.t.db, 'invitation.create', invitation.id)).actorId).toBe(s.admin.user.id);
  });

  it('dies when revoked, and a resend replaces its link', async () => {
    const first = (await invite({})).json();
    expect(
      (await requestAs(s.t.app, s.admin, 'DELETE', `/api/invitations/${first.invitation.id}`)).statusCode,
    ).toBe(204);
    expect(codeOf(await accept(tokenOf(first.url)))).toEqual([410, 'INVITATION_REVOKED']);
    expect(
      codeOf(await requestAs(s.t.app, s.admin, 'DELETE', `/api/invitations/${first.invitation.id}`)),
    ).toEqual([409, 'INVITATION_CLOSED']);
    expect(
      codeOf(await requestAs(s.t.app, s.admin, 'POST', `/api/invitations/${first.invitation.id}/resend`)),
    ).toEqual([409, 'INVITATION_CLOSED']);

    const second = (await invite({})).json();
    const resent = await requestAs(
      s.t.app,
      s.admin,
      'POST',
      `/api/invitations/${second.invitation.id}/resend`,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().url).not.toBe(second.url);
    expect(codeOf(await accept(tokenOf(second.url)))).toEqual([404, 'INVITATION_INVALID']);
    expect((await accept(tokenOf(resent.json().url))).statusCode).toBe(201);
  });

  it('names an active clinic for a franqueado, an e-mail without an account, one open invitation each', async () => {
    const [franchisor] = await s.t.db.select().from(units).where(eq(units.isFranchisor, true));
    const closed = await createUnit(s.t.app, s.admin, { name: 'Clínica Fechada', active: false });
    for (const [unitId, status, code] of [
      [undefined, 400, 'UNIT_REQUIRED'],
      [franchisor!.id, 400, 'UNIT_NOT_CLINIC'],
      [closed.id, 400, 'UNIT_INACTIVE'],
    ] as const) {
      expect(codeOf(await invite({ role: 'franqueado', unitId })), code).toEqual([status, code]);
    }
    // The admin's unit picker is told which unit is the franchisor's, to leave it out for a franqueado.
    const options = (await requestAs(s.t.app, s.admin, 'GET', '/api/units/options')).json().items;
    expect(options.find((unit: { id: string }) => unit.id === franchisor!.id)).toMatchObject({
      isFranchisor: true,
    });
    expect(options.filter((unit: { isFranchisor: boolean }) => unit.isFranchisor)).toHaveLength(1);
    expect(codeOf(await invite({ email: s.user.user.email }))).toEqual([409, 'EMAIL_TAKEN']);
    const email = uniqueEmail('duas-vezes');
    expect((await invite({ email })).statusCode).toBe(201);
    expect(codeOf(await invite({ email: email.toUpperCase() }))).toEqual([409, 'INVITATION_PENDING']);
  });

  it('is an admin matter: others get 403, visitors 401; unknown tokens 404', async () => {
    for (const who of [s.user, s.franqueado]) {
      expect((await requestAs(s.t.app, who, 'GET', '/api/invitations')).statusCode).toBe(403);
      expect(
        (
          await requestAs(s.t.app, who, 'POST', '/api/invitations', {
            name: 'X Y',
            email: 'x@y.com.br',
            role: 'user',
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await requestAs(s.t.app, null, 'GET', '/api/invitations')).statusCode).toBe(401);
    expect(codeOf(await preview('nao-existe'))).toEqual([404, 'INVITATION_INVALID']);
    expect(codeOf(await accept('x'.repeat(43)))).toEqual([404, 'INVITATION_INVALID']);
  });
});
