import { afterEach, describe, expect, it } from 'vitest';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../../../../tests/helpers/smtp';
import { createMailer, createSmtpTransport, type Mailer } from './mailer';
import { createEmailNotifications } from './notifications';

const silent = { info() {}, warn() {}, error() {} };
let smtp: TestSmtpServer | undefined;
let mailer: Mailer | undefined;

afterEach(async () => {
  await mailer?.close();
  await smtp?.close();
});

const people = [
  { email: 'ana@rede.com.br', name: 'Ana <Admin>', emailNotifications: true },
  { email: 'bruno@rede.com.br', name: 'Bruno', emailNotifications: false },
];
const content = () => ({
  subject: 'Consentimento revogado',
  paragraphs: ['O paciente revogou o consentimento de "Sorriso & Cia".'],
  action: { label: 'Ver o material', url: '/asset/abc' },
});

describe('e-mail notifications', () => {
  it('sends only to those who kept the preference on, in pt-BR text and escaped HTML', async () => {
    smtp = await startSmtpServer();
    mailer = createMailer({
      transport: createSmtpTransport(smtp.url),
      from: 'nao-responda@rede.com.br',
      log: silent,
    });
    const notifications = createEmailNotifications({
      mailer,
      brandName: 'OdontoRede',
      baseUrl: 'https://banco.rede.com.br/',
    });

    expect(notifications.notify(people, content)).toBe(1);
    await smtp.waitFor(1);
    await mailer.idle();
    expect(smtp.messages).toHaveLength(1);
    const mail = parseMail(smtp.messages[0]!.raw);
    expect(smtp.messages[0]!.to).toEqual(['ana@rede.com.br']);
    expect(mail.subject).toBe('Consentimento revogado');
    expect(mail.text).toContain('Olá, Ana <Admin>!');
    expect(mail.text).toContain('Ver o material: https://banco.rede.com.br/asset/abc');
    expect(mail.text).toContain('acesse https://banco.rede.com.br/profile');
    expect(mail.html).toContain('Olá, Ana &lt;Admin&gt;!');
    expect(mail.html).toContain('&quot;Sorriso &amp; Cia&quot;');
    expect(mail.html).toContain('href="https://banco.rede.com.br/asset/abc"');
  });

  it('queues nothing when e-mail is off', () => {
    mailer = createMailer({ transport: null, from: 'x@rede.com.br', log: silent });
    const notifications = createEmailNotifications({
      mailer,
      brandName: 'OdontoRede',
      baseUrl: 'http://localhost:3000',
    });
    expect(notifications.notify(people, content)).toBe(0);
  });
});
