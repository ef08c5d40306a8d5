import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { messages } from '../../src/shared/messages/pt-BR';
import { ADMIN, createUser, signInAsAdmin, uniqueEmail } from './support/accounts';
import { appReady } from './support/app';
import { randomJpeg, uploadAsset } from './support/assets';
import { expectNoSeriousViolations } from './support/axe';
import { sameOrigin } from './support/same-origin';

/**
 * axe-core on every screen (issue 14), at a phone's and a desktop's width, signed out and in each
 * role, with the dialogs, drawers and the gallery's selection mode open: no serious or critical
 * WCAG 2.1 A/AA violation. One browser context per role serves all its screens (signing in and
 * making data once), and an overlay is checked on the screen already loaded, not on a new load,
 * since each axe pass costs about a second on a small machine.
 */
test.use({ actionTimeout: 10_000 });

type Role = 'visitor' | 'admin' | 'franqueado' | 'user';
const RUN = Date.now().toString(36);

/** What the screens show: assets of this run and, per signed-in role, an album holding one. */
const data = { assetId: '', albums: {} as Partial<Record<Role, string>> };

type Width = 390 | 1440;
const BOTH: readonly Width[] = [390, 1440];
const PHONE: readonly Width[] = [390];
const DESKTOP: readonly Width[] = [1440];
/**
 * franqueado and user see the same screens (only admin's differ), so user is checked on the phone,
 * the franchisee's usual screen, and franqueado at both widths.
 */
const ROLE_WIDTHS: Record<Role, readonly Width[]> = {
  visitor: BOTH,
  admin: BOTH,
  franqueado: BOTH,
  user: PHONE,
};

/** Something opened on a screen (a dialog, a drawer, a menu, a mode), checked, then closed. */
interface State {
  name: string;
  /** The screen's roles unless narrowed. */
  roles?: readonly Role[];
  /** Drawers exist on phones, the header's menu and search on desktops; dialogs are checked on phones. */
  widths: readonly Width[];
  open: (page: Page) => Promise<void>;
  /** Only this part is checked: the overlay (the screen beneath has its own check). */
  scope?: string;
  /** Escape by default. */
  close?: (page: Page) => Promise<void>;
}

interface Screen {
  name: string;
  roles: readonly Role[];
  /** The address (a function for the role's own album). */
  path: string | ((page: Page) => string);
  /** Waits for what the screen shows beyond its heading. */
  ready?: (page: Page) => Promise<void>;
  states?: State[];
}

const DIALOG = '[role="dialog"], [role="alertdialog"]';
const MENU = '[role="menu"]';
const SIGNED_IN: readonly Role[] = ['admin', 'franqueado', 'user'];
const EVERYONE: readonly Role[] = ['visitor', ...SIGNED_IN];
const ADMIN_ONLY: readonly Role[] = ['admin'];

/** Waits until the screen's heading shows and no placeholder or busy region is left. */
async function loaded(page: Page) {
  await appReady(page);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"], [aria-busy="true"]')).toHaveCount(0);
}

async function openDialog(page: Page, trigger: Locator) {
  await trigger.click();
  await expect(page.locator(DIALOG)).toBeVisible();
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const firstCard = (page: Page) => page.getByTestId('asset-card').first().getByRole('button').first();

const screens: Screen[] = [
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

/** Closes an overlay with Escape and waits until it has gone. */
async function closeWithEscape(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator(`${DIALOG}, ${MENU}`)).toHaveCount(0);
}

const roleByPage = new WeakMap<Page, Role>();
/** The album of the role signed in on `page` (albums are personal). */
function albumOf(page: Page): string {
  const role = roleByPage.get(page);
  const album = role && data.albums[role];
  if (!album) throw new Error(`no album for ${role}`);
  return album;
}

/** The material request the role signed in on `page` made (a request is its requester's and the admins'). */
const requests: Partial<Record<Role, string>> = {};
function requestOf(page: Page): string {
  const role = roleByPage.get(page);
  const request = role && requests[role];
  if (!request) throw new Error(`no request for ${role}`);
  return request;
}

async function makeRequest(request: APIRequestContext, role: Role): Promise<string> {
  const created = await request.post('/api/requests', {
    headers: sameOrigin,
    data: { description: `Cartaz acessível para a recepção (${role} ${RUN})`, channel: 'impresso' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).id as string;
}

async function makeAlbum(request: APIRequestContext, name: string): Promise<string> {
  const created = await request.post('/api/albums', { headers: sameOrigin, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).id as string;
  const added = await request.post(`/api/albums/${id}/assets`, {
    headers: sameOrigin,
    data: { assetIds: [data.assetId] },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  return id;
}

for (const role of ['visitor', 'admin', 'franqueado', 'user'] as const) {
  test.describe(role, () => {
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext();
      page = await context.newPage();
      roleByPage.set(page, role);
      const admin = await browser.newContext();
      // The network has its admin before anyone visits: on a new install /auth shows only the
      // first-run form (issue 36), not the sign-in and sign-up screens checked here.
      await signInAsAdmin(admin.request);
      if (role === 'visitor') {
        await admin.close();
        return;
      }
      if (!data.assetId) {
        // Two images and a text document, whose card shows its type instead of a thumbnail.
        data.assetId = await uploadAsset(admin.request, `Fachada acessível ${RUN}`);
        await uploadAsset(admin.request, `Recepção acessível ${RUN}`);
        await uploadAsset(admin.request, `Manual acessível ${RUN}`, {
          name: 'manual.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from(`Manual da unidade ${RUN}\nHorários, contatos e procedimentos.\n`),
        });
      }
      const person =
        role === 'admin'
          ? ADMIN
          : { name: `Pessoa ${role}`, email: uniqueEmail(`a11y.${role}`), password: 'Sorriso-Claro-2025' };
      if (role !== 'admin') await createUser(admin.request, { ...person, role });
      await admin.close();
      const login = await context.request.post('/api/auth/login', {
        headers: sameOrigin,
        data: { email: person.email, password: person.password },
      });
      expect(login.ok(), await login.text()).toBeTruthy();
      data.albums[role] = await makeAlbum(context.request, `Álbum acessível ${role} ${RUN}`);
      requests[role] = await makeRequest(context.request, role);
    });

    test.afterAll(async () => {
      await context.close();
    });

    for (const width of ROLE_WIDTHS[role]) {
      test(`every screen at ${width} px`, async () => {
        const mine = screens.filter((screen) => screen.roles.includes(role));
        test.setTimeout(20_000 + mine.length * 10_000);
        await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
        const check = (name: string, scope?: string) =>
          expectNoSeriousViolations(page, { scope, message: `${role}, ${name}, ${width} px`, soft: true });
        for (const screen of mine) {
          await test.step(screen.name, async () => {
            const path = typeof screen.path === 'string' ? screen.path : screen.path(page);
            // `loaded` waits for what matters; the thumbnails need not have arrived.
            await page.goto(path, { waitUntil: 'domcontentloaded' });
            await loaded(page);
            await screen.ready?.(page);
            await check(screen.name);
            const states = screen.states?.filter(
              (state) => state.widths.includes(width) && (state.roles ?? screen.roles).includes(role),
            );
            for (const state of states ?? []) {
              await state.open(page);
              await check(`${screen.name}, ${state.name}`, state.scope);
              await (state.close ?? closeWithEscape)(page);
            }
          });
        }
      });
    }
  });
}
