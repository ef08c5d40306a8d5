import { format, messages } from '../../../shared/messages/pt-BR';
import type { MailMessage } from './mailer';

/** Every interpolated value goes through this before it enters HTML. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
${body}
</body></html>`;
}

/** A message whose point is one link (a password reset, an invitation): text and HTML alike. */
interface LinkMailTexts {
  subject: string;
  greeting: string;
  intro: string;
  button: string;
  linkFallback: string;
  expiry: string;
  ignore: string;
  signature: string;
}

function linkMail(to: string, link: string, t: LinkMailTexts): MailMessage {
  const text = [t.greeting, '', t.intro, '', link, '', t.expiry, t.ignore, '', t.signature].join('\n');
  const safe = (s: string) => escapeHtml(s);
  const html = layout(
    t.subject,
    `<p>${safe(t.greeting)}</p>
<p>${safe(t.intro)}</p>
<p><a href="${safe(link)}" style="display:inline-block;background:#0e7490;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${safe(t.button)}</a></p>
<p style="font-size:13px;color:#6b7280">${safe(t.linkFallback)}<br><a href="${safe(link)}">${safe(link)}</a></p>
<p>${safe(t.expiry)} ${safe(t.ignore)}</p>
<p>${safe(t.signature)}</p>`,
  );
  return { to, subject: t.subject, text, html };
}

/** Every text of a catalogue entry with its placeholders filled. */
function filled<T extends Record<string, string>>(texts: T, vars: Record<string, string | number>): T {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, format(text, vars)])) as T;
}

export interface PasswordResetMail {
  to: string;
  name: string;
  brandName: string;
  link: string;
  minutes: number;
}

/** The password-reset message: plain text and HTML with the same content. */
export function passwordResetMail({ to, name, brandName, link, minutes }: PasswordResetMail): MailMessage {
  return linkMail(to, link, filled(messages.mail.passwordReset, { name, brand: brandName, minutes }));
}

export interface InvitationMail {
  to: string;
  name: string;
  brandName: string;
  /** The admin who invited, when still known. */
  invitedBy: string | null;
  link: string;
  days: number;
}

/** An invitation (issue 36): who invited, the link to set a password, how long it lasts. */
export function invitationMail({ to, name, brandName, invitedBy, link, days }: InvitationMail): MailMessage {
  const { introNobody, ...texts } = messages.mail.invitation;
  const vars = { name, brand: brandName, days, inviter: invitedBy ?? '' };
  return linkMail(to, link, filled({ ...texts, intro: invitedBy ? texts.intro : introNobody }, vars));
}

/** What an event says to one person: its subject, paragraphs, and the page to open. */
export interface NotificationContent {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

export interface NotificationMail extends NotificationContent {
  to: string;
  name: string;
  brandName: string;
  /** Where the person turns these e-mails off (their profile). */
  preferencesUrl: string;
}

/** A notification (consent revoked, a request answered…): plain text and HTML with the same content. */
export function notificationMail(mail: NotificationMail): MailMessage {
  const t = messages.mail.notification;
  const vars = { name: mail.name, brand: mail.brandName, url: mail.preferencesUrl };
  const greeting = format(t.greeting, vars);
  const why = format(t.why, vars);
  const signature = format(t.signature, vars);
  const action = mail.action;
  const text = [
    greeting,
    '',
    ...mail.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    signature,
    '',
    why,
  ].join('\n');
  const safe = escapeHtml;
  const html = layout(
    mail.subject,
    `<p>${safe(greeting)}</p>
${mail.paragraphs.map((paragraph) => `<p>${safe(paragraph)}</p>`).join('\n')}
${action ? `<p><a href="${safe(action.url)}" style="display:inline-block;background:#0e7490;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${safe(action.label)}</a></p>` : ''}
<p>${safe(signature)}</p>
<p style="font-size:13px;color:#6b7280">${safe(why)}</p>`,
  );
  return { to: mail.to, subject: mail.subject, text, html };
}
