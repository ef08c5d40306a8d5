import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  /** The raw message as received (headers and MIME body). */
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  messages: CapturedMail[];
  /** How many DATA commands arrived, accepted or refused. */
  attempts(): number;
  /** Refuse the next `n` messages with a temporary error (a flaky server). */
  failNext(n: number): void;
  /** Waits (bounded) until `count` messages were accepted; throws after `timeoutMs`. */
  waitFor(count?: number, timeoutMs?: number): Promise<CapturedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: CapturedMail[] = [];
  let attempts = 0;
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts += 1;
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(new Error('Serviço indisponível'), { responseCode: 451 });
          callback(error);
          return;
        }
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    attempts: () => attempts,
    failNext(n) {
      failures = n;
    },
    async waitFor(count = 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mail(s), got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(body: string): string {
  const text = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words of a header, decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export interface ParsedMail {
  subject: string;
  text?: string;
  html?: string;
}

/** Just enough MIME for the tests: the subject and the text/plain and text/html parts. */
export function parseMail(raw: string): ParsedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const subject = decodeHeader(/^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  const result: ParsedMail = { subject };
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [`${headers}\r\n\r\n${body}`];
  for (const part of parts) {
    const trimmed = part.replace(/^\r\n/, '');
    const at = trimmed.indexOf('\r\n\r\n');
    const partHeaders = trimmed.slice(0, at);
    const partBody = decodeBody(partHeaders, trimmed.slice(at + 4));
    if (/content-type:\s*text\/plain/i.test(partHeaders)) result.text = partBody;
    if (/content-type:\s*text\/html/i.test(partHeaders)) result.html = partBody;
  }
  return result;
}
