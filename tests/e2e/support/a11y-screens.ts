import { expect } from '@playwright/test';
import { messages } from '../../../src/shared/messages/pt-BR';
import {
  ADMIN_ONLY,
  albumOf,
  BOTH,
  button,
  closeWithEscape,
  DESKTOP,
  DIALOG,
  data,
  EVERYONE,
  firstCard,
  loaded,
  MENU,
  openDialog,
  PHONE,
  RUN,
  requestOf,
  type Screen,
  SIGNED_IN,
} from './a11y-kit';
import { randomJpeg } from './assets';

/** Every screen axe checks, with what opens on it (dialogs, drawers, menus, modes), per role and width. */
export const screens: Screen[] = [
  {
    name: 'sign-in',
    roles: ['visitor'],
    path: '/auth',
    states: [
      {
        // 'Esqueci minha senha' shows only where e-mail is configured, which this server is not:
        // the configuration the page carries says so for this page, so the dialog's markup gets checked.
        name: 'forgot-password dialog',
        widths: BOTH,
        scope: DIALOG,
        open: async (page) => {
          await page.route('**/auth', async (route) => {
            const answer = await route.fetch();
            const headers = { ...answer.headers() };
            delete headers['content-encoding'];
            delete headers['content-length'];
            const body = (await answer.text()).replace('"mailEnabled":false', '"mailEnabled":true');
            await route.fulfill({ status: answer.status(), headers, body });
          });
          await page.reload({ waitUntil: 'domcontentloaded' });
          await openDialog(page, button(page, messages.auth.forgotPassword));
        },
        close: async (page) => {
          await closeWithEscape(page);
          await page.unroute('**/auth');
        },
      },
    ],
  },
  { name: 'sign-up', roles: ['visitor'], path: '/auth?tab=cadastrar' },
  { name: 'reset password', roles: ['visitor'], path: '/redefinir-senha?token=x' },
  { name: 'login card', roles: ['visitor'], path: '/gallery' },
  { name: 'terms', roles: ['visitor'], path: '/terms' },
  { name: 'privacy', roles: ['visitor'], path: '/privacy' },
  // The signed-in layout around these is checked on every other screen.
  { name: 'help', roles: ['visitor', 'admin'], path: '/help' },
  { name: '404', roles: ['visitor', 'admin'], path: '/caminho/que/nao/existe' },
  {
    name: 'home',
    roles: EVERYONE,
    path: '/',
    states: [
      {
        name: 'menu drawer',
        roles: SIGNED_IN,
        widths: PHONE,
        scope: DIALOG,
        open: (page) => openDialog(page, button(page, messages.nav.openMenu)),
      },
      {
        name: 'user menu',
        roles: SIGNED_IN,
        widths: DESKTOP,
        scope: MENU,
        open: async (page) => {
          await page.getByRole('button', { name: messages.header.userMenu }).click();
          await expect(page.locator(MENU)).toBeVisible();
        },
      },
      {
        name: 'similar-image dialog',
        roles: SIGNED_IN,
        widths: DESKTOP,
        scope: DIALOG,
        open: (page) => openDialog(page, button(page, messages.globalSearch.similarButton)),
      },
    ],
  },
  {
    name: 'gallery',
    roles: SIGNED_IN,
    path: `/gallery?q=${RUN}`,
    ready: (page) => expect(page.getByTestId('asset-card')).toHaveCount(3),
    states: [
      {
        name: 'preview dialog',
        widths: BOTH,
        scope: DIALOG,
        open: (page) => openDialog(page, firstCard(page)),
      },
      {
        name: 'filter drawer',
        widths: PHONE,
        scope: DIALOG,
        open: async (page) => {
          await openDialog(page, page.getByRole('button', { name: messages.gallery.filters }));
          // The filters are a chunk of their own: check them, not their spinner.
          await expect(page.getByRole('dialog').getByRole('checkbox').first()).toBeVisible();
        },
      },
      {
        name: 'selection mode',
        widths: BOTH,
        open: async (page) => {
          await page.getByRole('button', { name: messages.gallery.selectMultiple }).click();
          await firstCard(page).click();
          await expect(page.getByText(messages.gallery.selectedOne)).toBeVisible();
        },
        close: (page) => button(page, messages.gallery.exitSelection).click(),
      },
      {
        name: 'list view',
        widths: BOTH,
        open: async (page) => {
          await button(page, messages.gallery.viewList).click();
          await expect(button(page, messages.gallery.viewList)).toHaveAttribute('aria-pressed', 'true');
        },
        close: (page) => button(page, messages.gallery.viewLarge).click(),
      },
    ],
  },
  {
    name: 'gallery, no results',
    roles: ADMIN_ONLY,
    path: `/gallery?q=nada-encontrado-${RUN}`,
    ready: (page) => expect(page.getByText(messages.gallery.emptyTitle)).toBeVisible(),
    states: [
      {
        // Issue 17 "Pedir material", started with the search that found nothing.
        name: 'request-material dialog',
        widths: BOTH,
        scope: DIALOG,
        open: (page) => openDialog(page, button(page, messages.requests.askAction)),
      },
    ],
  },
  {
    name: 'asset page',
    roles: SIGNED_IN,
    path: () => `/asset/${data.assetId}`,
    states: [
      {
        name: 'add-to-album dialog',
        widths: PHONE,
        scope: DIALOG,
        open: (page) => openDialog(page, button(page, messages.albumsPage.addToTitle)),
      },
      {
        name: 'partner-link dialog',
        widths: PHONE,
        scope: DIALOG,
        open: (page) => openDialog(page, button(page, messages.shareLinks.action)),
      },
      {
        name: 'request-material dialog',
        widths: PHONE,
        scope: DIALOG,
        open: (page) => openDialog(page, button(page, messages.requests.askAction)),
      },
    ],
  },
  {
    name: 'albums',
    roles: SIGNED_IN,
    path: '/albums',
    states: [
      {
        name: 'new-album dialog',
        widths: PHONE,
        scope: DIALOG,
        open: (page) => openDialog(page, button(page, messages.albumsPage.newAlbum)),
      },
      {
        name: 'delete-album dialog',
        widths: PHONE,
        scope: DIALOG,
        open: async (page) => {
          await page
            .getByRole('button', { name: /^Ações do álbum/ })
            .first()
            .click();
          await openDialog(page, page.getByRole('menuitem', { name: messages.common.delete }));
        },
      },
    ],
  },
  {
    name: 'album',
    roles: SIGNED_IN,
    path: (page) => `/albums/${albumOf(page)}`,
    states: [
      {
        name: 'add-files dialog',
        widths: PHONE,
        scope: DIALOG,
        open: (page) => openDialog(page, button(page, messages.albumsPage.addFiles)),
      },
      {
        name: 'partner-link dialog',
        widths: PHONE,
        scope: DIALOG,
        open: (page) => openDialog(page, button(page, messages.shareLinks.action)),
      },
    ],
  },
  // "Meus pedidos" and the admins' queue (issue 17), and one request of the role's own.
  {
    name: 'requests',
    roles: SIGNED_IN,
    path: '/requests',
    ready: (page) => expect(page.getByTestId('request-row').first()).toBeVisible(),
  },
  {
    name: 'request page',
    roles: SIGNED_IN,
    path: (page) => `/requests/${requestOf(page)}`,
    states: [
      {
        name: 'deliver picker',
        roles: ADMIN_ONLY,
        widths: PHONE,
        scope: DIALOG,
        open: (page) => openDialog(page, button(page, messages.requests.deliver)),
      },
    ],
  },
  // "Meus links" (issue 17); the partner's public page is checked in share-links.spec.ts.
  { name: 'partner links', roles: SIGNED_IN, path: '/links' },
  {
    name: 'profile',
    roles: SIGNED_IN,
    path: '/profile',
    states: [
      {
        name: 'security tab',
        widths: PHONE,
        open: async (page) => {
          await page.getByRole('tab', { name: messages.profile.tabSecurity }).click();
          await loaded(page);
        },
        close: async () => {},
      },
    ],
  },
  {
    name: 'upload',
    roles: ADMIN_ONLY,
    path: '/upload',
    states: [
      {
        name: 'two files chosen',
        widths: BOTH,
        open: async (page) => {
          const files = await Promise.all(
            ['Fachada', 'Recepção'].map(async (name) => ({
              name: `${name} ${RUN}.jpg`,
              mimeType: 'image/jpeg',
              buffer: await randomJpeg(),
            })),
          );
          await page.locator('input[type="file"]').first().setInputFiles(files);
          await expect(page.getByText(messages.upload.descriptionsTitle)).toBeVisible();
        },
        close: async () => {},
      },
      {
        name: 'categories and tags',
        widths: BOTH,
        open: async (page) => {
          await page.getByRole('tab', { name: messages.contentAdmin.tabTaxonomy }).click();
          await loaded(page);
        },
        close: async () => {},
      },
      {
        name: 'new-category dialog',
        widths: PHONE,
        scope: DIALOG,
        open: (page) => openDialog(page, button(page, messages.taxonomyAdmin.newCategory)),
      },
    ],
  },
  { name: 'edit asset', roles: ADMIN_ONLY, path: () => `/edit/${data.assetId}` },
  { name: 'stats', roles: ADMIN_ONLY, path: '/stats' },
  { name: 'stats per unit', roles: ADMIN_ONLY, path: '/stats?aba=unidades' },
  {
    name: 'users',
    roles: ADMIN_ONLY,
    path: '/users',
    states: [
      {
        name: 'new-user dialog',
        widths: PHONE,
        scope: DIALOG,
        open: (page) => openDialog(page, button(page, messages.users.newUser)),
      },
    ],
  },
  {
    name: 'units',
    roles: ADMIN_ONLY,
    path: '/units',
    states: [
      {
        name: 'new-unit dialog',
        widths: PHONE,
        scope: DIALOG,
        open: (page) => openDialog(page, button(page, messages.unitsAdmin.newUnit)),
      },
      {
        name: 'import dialog',
        widths: PHONE,
        scope: DIALOG,
        open: (page) => openDialog(page, button(page, messages.unitsAdmin.importCsv)),
      },
    ],
  },
  { name: 'settings', roles: ADMIN_ONLY, path: '/settings' },
  {
    name: 'audit',
    roles: ADMIN_ONLY,
    path: '/audit',
    states: [
      {
        // The admin's own sign-in is always there, with the device it came from.
        name: "an entry's details unfolded",
        widths: BOTH,
        open: async (page) => {
          const { showChanges, showDetails, hideChanges, hideDetails } = messages.audit;
          await page
            .getByRole('button', { name: new RegExp(`^(${showChanges}|${showDetails})$`) })
            .first()
            .click();
          await expect(
            page.getByRole('button', { name: new RegExp(`^(${hideChanges}|${hideDetails})$`) }).first(),
          ).toBeVisible();
        },
        close: async () => {},
      },
    ],
  },
];
