import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type MailStatus = 'off' | 'ok' | 'failing';

/** What the mailer needs of a transport: nodemailer's `sendMail`, or a fake in tests. */
export interface MailTransport {
  sendMail(message: MailMessage & { from: string }): Promise<unknown>;
  close?(): void;
}

export interface Mailer {
  readonly enabled: boolean;
  /**
   * Queues a message and returns at once (fire and forget): the request never waits for SMTP.
   * Call it only after the transaction that produced the message has committed.
   */
  send(message: MailMessage): void;
  /** 'off' without SMTP_URL; 'failing' when the last message gave up after every attempt. */
  status(): MailStatus;
  /** Resolves when the queue is empty (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** 1 s, 4 s, 16 s: three retries after the first attempt fails. */
export const DEFAULT_RETRY_DELAYS_MS = [1000, 4000, 16000] as const;

interface Options {
  transport: MailTransport | null;
  from: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Waits between attempts; tests pass [0, 0] or small numbers. */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * A small in-process queue: messages go out one at a time, each tried once and then again after
 * each delay in `retryDelaysMs`; a message that still fails is logged and dropped. Nothing is kept
 * across restarts (a lost reset e-mail is asked for again).
 */
export function createMailer({
  transport,
  from,
  log,
  retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
  sleep = wait,
}: Options): Mailer {
  const queue: MailMessage[] = [];
  let running: Promise<void> | null = null;
  let lastFailed = false;
  let closed = false;
  let wake: () => void = () => {};
  const closing = new Promise<void>((resolve) => {
    wake = resolve;
  });

  async function deliver(message: MailMessage): Promise<void> {
    if (!transport) return;
    for (let attempt = 0; ; attempt++) {
      try {
        await transport.sendMail({ from, ...message });
        lastFailed = false;
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined || closed) {
          lastFailed = true;
          log.error(
            { err: error, subject: message.subject, attempts: attempt + 1 },
            'e-mail not sent after every attempt',
          );
          return;
        }
        log.warn({ err: error, subject: message.subject, attempt: attempt + 1 }, 'e-mail failed; retrying');
        // Shutting down cuts a wait short: the message then gets one last attempt and is given up.
        await Promise.race([sleep(delay), closing]);
      }
    }
  }

  async function drain(): Promise<void> {
    for (let next = queue.shift(); next; next = queue.shift()) await deliver(next);
    running = null;
  }

  return {
    enabled: transport !== null,
    send(message) {
      if (!transport || closed) return;
      queue.push(message);
      running ??= drain();
    },
    status() {
      if (!transport) return 'off';
      return lastFailed ? 'failing' : 'ok';
    },
    async idle() {
      while (running) await running;
    },
    async close() {
      closed = true;
      wake();
      await this.idle();
      transport?.close?.();
    },
  };
}

/** nodemailer over SMTP_URL, or null (e-mail off); nodemailer is loaded with the first message. */
export function createSmtpTransport(smtpUrl: string | undefined): MailTransport | null {
  if (!smtpUrl) return null;
  let transporter: Promise<Transporter> | undefined;
  const open = () => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    );
    return transporter;
  };
  return {
    sendMail: async (message) => (await open()).sendMail(message),
    close: () => void transporter?.then((opened) => opened.close()),
  };
}
