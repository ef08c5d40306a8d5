import { messages } from '@shared/messages/pt-BR';

export interface NavItem {
  to: string;
  label: string;
}

/** Navigation shown to everyone signed in; admin entries are appended once the session exists. */
export const mainNavItems: readonly NavItem[] = [
  { to: '/gallery', label: messages.nav.gallery },
  { to: '/albums', label: messages.nav.albums },
];

export const footerNavItems: readonly NavItem[] = [
  { to: '/terms', label: messages.nav.terms },
  { to: '/privacy', label: messages.nav.privacy },
  { to: '/help', label: messages.nav.help },
];
