import type { Mailer } from './mailer';
import { type NotificationContent, notificationMail } from './templates';

export interface NotifiedPerson {
  email: string;
  name: string;
  /** The profile's "Receber notificações por e-mail" switch. */
  emailNotifications: boolean;
}

interface Options {
  mailer: Mailer;
  brandName: string;
  /** The site's address (PUBLIC_URL); links in the messages start with it. */
  baseUrl: string;
}

/**
 * E-mail for the events that concern a person (consent revoked for something they downloaded, an
 * answer to their request): sent only to those who kept the preference on, after the caller's
 * transaction has committed, through the mailer's queue (retried, never blocking the request).
 * Returns how many messages were queued; with e-mail off, none.
 */
export function createEmailNotifications({ mailer, brandName, baseUrl }: Options) {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    notify(
      people: readonly NotifiedPerson[],
      content: (person: NotifiedPerson) => NotificationContent,
    ): number {
      if (!mailer.enabled) return 0;
      let queued = 0;
      for (const person of people) {
        if (!person.emailNotifications) continue;
        const message = content(person);
        mailer.send(
          notificationMail({
            ...message,
            action: message.action && { ...message.action, url: absolute(base, message.action.url) },
            to: person.email,
            name: person.name,
            brandName,
            preferencesUrl: `${base}/profile`,
          }),
        );
        queued += 1;
      }
      return queued;
    },
  };
}

function absolute(base: string, url: string): string {
  return url.startsWith('/') ? `${base}${url}` : url;
}

export type EmailNotifications = ReturnType<typeof createEmailNotifications>;
