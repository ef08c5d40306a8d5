import type { Role } from '@shared/constants';
import { messages } from '@shared/messages/pt-BR';
import { paths } from '@web/lib/paths';

export interface NavItem {
  to: string;
  label: string;
}

const gallery: NavItem = { to: paths.gallery, label: messages.nav.gallery };
const albums: NavItem = { to: paths.albums, label: messages.nav.albums };
const upload: NavItem = { to: paths.upload, label: messages.nav.upload };
const stats: NavItem = { to: paths.stats, label: messages.nav.stats };
const users: NavItem = { to: paths.users, label: messages.nav.users };
const units: NavItem = { to: paths.units, label: messages.nav.units };
const settings: NavItem = { to: paths.settings, label: messages.nav.settings };
const profile: NavItem = { to: paths.profile, label: messages.nav.profile };

/** SPEC 'Header': Galeria and Meus Álbuns for everyone; admins also Upload, Estatísticas, Usuários, Unidades. */
export function mainNavItems(role: Role): readonly NavItem[] {
  return role === 'admin' ? [gallery, albums, upload, stats, users, units] : [gallery, albums];
}

/** The user dropdown: admin entries first, then what everyone has (Sair is added by the menu). */
export function userMenuItems(role: Role): { admin: readonly NavItem[]; common: readonly NavItem[] } {
  return {
    admin: role === 'admin' ? [upload, stats, users, units, settings] : [],
    common: [albums, profile],
  };
}

/** The mobile menu after the navigation: Meu Perfil, Configurações (admin), Ajuda (Sair is a button). */
export function mobileAccountItems(role: Role): readonly NavItem[] {
  return [
    { to: paths.profile, label: messages.nav.myProfile },
    ...(role === 'admin' ? [settings] : []),
    { to: paths.help, label: messages.nav.help },
  ];
}

export const footerNavItems: readonly NavItem[] = [
  { to: paths.terms, label: messages.nav.terms },
  { to: paths.privacy, label: messages.nav.privacy },
  { to: paths.help, label: messages.nav.help },
];
