import { afterEach, describe, expect, it } from 'vitest';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../../../../tests/helpers/smtp';
import { createMailer, createSmtpTransport, DEFAULT_RETRY_DELAYS_MS, type Mailer } from './mailer';
import { escapeHtml, passwordResetMail } from './templates';

const silent = { info() {}, warn() {}, error() {} };
const message = { to: 'ana@rede.com.br', subject: 'Teste', text: 'Olá', html: '<p>Olá</p>' };

let smtp: TestSmtpServer | undefined;
let mailer: Mailer | undefined;

afterEach(async () => {
  await mailer?.close();
  await smtp?.close();
  mailer = undefined;
  smtp = undefined;
});

function mailerFor(server: TestSmtpServer, delays: number[], waits: number[] = []) {
  return createMailer({
    transport: createSmtpTransport(server.url),
    from: 'Banco de Imagens <nao-responda@rede.com.br>',
    log: silent,
    retryDelaysMs: delays,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
}

describe('mailer', () => {
  it('retries 1 s, 4 s, 16 s by default', () => {
    expect(DEFAULT_RETRY_DELAYS_MS).toEqual([1000, 4000, 16000]);
  });

  it('returns at once and delivers after a refused first attempt, exactly once', async () => {
    smtp = await startSmtpServer();
    smtp.failNext(1);
    const waits: number[] = [];
    mailer = mailerFor(smtp, [1000, 4000, 16000], waits);
    expect(mailer.send(message)).toBeUndefined();
    await smtp.waitFor(1);
    await mailer.idle();
    expect(smtp.attempts()).toBe(2);
    expect(smtp.messages).toHaveLength(1);
    expect(waits).toEqual([1000]);
    expect(mailer.status()).toBe('ok');
  });

  it("is 'failing' after a message gave up on every attempt, and 'ok' after the next one goes", async () => {
    smtp = await startSmtpServer();
    smtp.failNext(3);
    const waits: number[] = [];
    mailer = mailerFor(smtp, [1, 2], waits);
    mailer.send(message);
    await mailer.idle();
    expect(smtp.attempts()).toBe(3);
    expect(smtp.messages).toHaveLength(0);
    expect(waits).toEqual([1, 2]);
    expect(mailer.status()).toBe('failing');

    mailer.send(message);
    await smtp.waitFor(1);
    await mailer.idle();
    expect(mailer.status()).toBe('ok');
  });

  it('cuts a retry wait short on close, so shutdown does not wait for it', async () => {
    smtp = await startSmtpServer();
    smtp.failNext(10);
    mailer = createMailer({
      transport: createSmtpTransport(smtp.url),
      from: 'x@rede.com.br',
      log: silent,
      retryDelaysMs: [60_000, 60_000],
    });
    mailer.send(message);
    const deadline = Date.now() + 5000;
    while (smtp.attempts() < 1) {
      if (Date.now() > deadline) throw new Error('no attempt');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const started = Date.now();
    await mailer.close();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(mailer.status()).toBe('failing');
    mailer = undefined;
  });

  it("is 'off' without a transport and drops messages quietly", async () => {
    mailer = createMailer({ transport: null, from: 'x@y.z', log: silent });
    expect(mailer.enabled).toBe(false);
    mailer.send(message);
    await mailer.idle();
    expect(mailer.status()).toBe('off');
  });
});

describe('templates', () => {
  it('escapes every interpolated value in the HTML part', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const mail = passwordResetMail({
      to: 'ana@rede.com.br',
      name: `Ana D'Ávila <b>`,
      brandName: 'Rede & Cia',
      link: 'https://banco.rede.com.br/redefinir-senha?token=abc"def',
      minutes: 30,
    });
    expect(mail.html).toContain('Olá, Ana D&#39;Ávila &lt;b&gt;!');
    expect(mail.html).toContain('Rede &amp; Cia');
    expect(mail.html).toContain('token=abc&quot;def');
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).toContain(`Olá, Ana D'Ávila <b>!`);
    expect(mail.text).toContain('https://banco.rede.com.br/redefinir-senha?token=abc"def');
  });

  it('arrives over SMTP with a text and an HTML part', async () => {
    smtp = await startSmtpServer();
    mailer = mailerFor(smtp, []);
    mailer.send(
      passwordResetMail({
        to: 'bia@rede.com.br',
        name: 'Bia',
        brandName: 'OdontoRede',
        link: 'http://localhost:3000/redefinir-senha?token=t1',
        minutes: 30,
      }),
    );
    const [received] = await smtp.waitFor(1);
    const parsed = parseMail(received!.raw);
    expect(received!.to).toEqual(['bia@rede.com.br']);
    expect(parsed.subject).toBe('Redefinição de senha – Banco de Imagens OdontoRede');
    expect(parsed.text).toContain('http://localhost:3000/redefinir-senha?token=t1');
    expect(parsed.html).toContain('href="http://localhost:3000/redefinir-senha?token=t1"');
  });
});
