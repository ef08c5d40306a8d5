import { describe, expect, it } from 'vitest';
import { login, register } from '../../../../tests/helpers/accounts';
import { apiSuite, requestAs } from '../../../../tests/helpers/api-suite';
import { passwordResetTokens } from '../../platform/db/schema/index';

describe('with e-mail off (no SMTP_URL)', () => {
  const s = apiSuite({ adminName: 'Admin Sem Email' });

  it('still registers and signs in, answers 202 to a reset request, and says so in /api/config', async () => {
    expect(s.t.app.mailer.status()).toBe('off');
    const person = await register(s.t.app, { name: 'João Melo' });
    await login(s.t.app, person.user.email);
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: person.user.email },
    });
    expect(res.statusCode).toBe(202);
    expect(await s.t.db.select().from(passwordResetTokens)).toHaveLength(0);
    const config = await s.t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ mailEnabled: false });
  });

  it('tells the admin that e-mail is not configured (409 MAIL_DISABLED)', async () => {
    expect(s.admin.user.role).toBe('admin');
    const person = await register(s.t.app, { name: 'Karina Alves' });
    const res = await requestAs(s.t.app, s.admin, 'POST', `/api/users/${person.user.id}/password-reset`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'MAIL_DISABLED',
      message: 'O envio de e-mails não está configurado.',
    });
  });
});
