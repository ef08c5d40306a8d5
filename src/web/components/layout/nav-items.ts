import type { Role } from '@shared/constants';
import { auditMessages } from '@shared/messages/audit';
import { commonMessages } from '@shared/messages/common';
import { consentsMessages } from '@shared/messages/consents';
import { requestsMessages } from '@shared/messages/requests';
import { shareLinksMessages } from '@shared/messages/share-links';
import { paths } from '@web/lib/paths';

export interface NavItem {
  to: string;
  label: string;
  /**
   * Shown in the header's bar only from `xl`: below it the admin's seven entries would crush the
   * search (they stay in the user menu and the mobile menu).
   */
  wideOnly?: boolean;
}

const gallery: NavItem = { to: paths.gallery, label: commonMessages.nav.gallery };
const campaigns: NavItem = { to: paths.campaigns, label: commonMessages.nav.campaigns };
const albums: NavItem = { to: paths.albums, label: commonMessages.nav.albums };
const upload: NavItem = { to: paths.upload, label: commonMessages.nav.upload, wideOnly: true };
const stats: NavItem = { to: paths.stats, label: commonMessages.nav.stats, wideOnly: true };
const users: NavItem = { to: paths.users, label: commonMessages.nav.users, wideOnly: true };
const units: NavItem = { to: paths.units, label: commonMessages.nav.units, wideOnly: true };
const settings: NavItem = { to: paths.settings, label: commonMessages.nav.settings };
const consents: NavItem = { to: paths.consents, label: consentsMessages.consents.pageTitle };
/** Issue 17: the audit log of administrative actions. */
const audit: NavItem = { to: paths.audit, label: auditMessages.audit.pageTitle };
const profile: NavItem = { to: paths.profile, label: commonMessages.nav.profile };
/** Issue 17: the partner links one made ("Meus links"; every link for admins). */
const links: NavItem = { to: paths.links, label: shareLinksMessages.shareLinks.pageTitle };
/**
 * Issue 17: /requests is the admins' queue ("Pedidos", with its own "Meus" filter) and everyone
 * else's own requests ("Meus pedidos"): one entry per role, so one link is the current page.
 */
const requestsQueue: NavItem = { to: paths.requests, label: requestsMessages.requests.navQueue };
const myRequests: NavItem = { to: paths.requests, label: requestsMessages.requests.navMine };

/**
 * SPEC 'Header': Galeria, Campanhas (issue 16) and Meus Álbuns for everyone; admins also Upload,
 * Estatísticas, Usuários, Unidades.
 */
export function mainNavItems(role: Role): readonly NavItem[] {
  return role === 'admin'
    ? [gallery, campaigns, albums, upload, stats, users, units]
    : [gallery, campaigns, albums];
}

/** The user dropdown: admin entries first, then what everyone has (Sair is added by the menu). */
export function userMenuItems(role: Role): { admin: readonly NavItem[]; common: readonly NavItem[] } {
  return {
    admin: role === 'admin' ? [upload, stats, users, units, consents, requestsQueue, audit, settings] : [],
    common: role === 'admin' ? [albums, links, profile] : [albums, myRequests, links, profile],
  };
}

/**
 * The mobile menu after the navigation: Meu Perfil, Meus pedidos (not admins), Meus links, Pedidos,
 * Consentimentos, Auditoria and Configurações (admins), Ajuda (Sair is a button).
 */
export function mobileAccountItems(role: Role): readonly NavItem[] {
  return [
    { to: paths.profile, label: commonMessages.nav.myProfile },
    ...(role === 'admin' ? [links, requestsQueue, consents, audit, settings] : [myRequests, links]),
    { to: paths.help, label: commonMessages.nav.help },
  ];
}

export const footerNavItems: readonly NavItem[] = [
  { to: paths.terms, label: commonMessages.nav.terms },
  { to: paths.privacy, label: commonMessages.nav.privacy },
  { to: paths.help, label: commonMessages.nav.help },
];
