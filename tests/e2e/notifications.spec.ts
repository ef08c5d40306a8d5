import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { createNotificationsRepository } from '../../src/server/modules/notifications/notifications.repository';
import {
  createNotificationsService,
  type NotificationsService,
} from '../../src/server/modules/notifications/notifications.service';
import { systemClock } from '../../src/server/platform/clock';
import { type DatabaseHandle, openDatabase } from '../../src/server/platform/db/client';
import { createEventBus } from '../../src/server/platform/events/event-bus';
import { createMailer } from '../../src/server/platform/mail/mailer';
import { createEmailNotifications } from '../../src/server/platform/mail/notifications';
import {
  freePort,
  repoRoot,
  type ServerProcess,
  spawnServer,
  waitUntilHealthy,
} from '../helpers/server-process';
import { uniqueEmail } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';

/**
 * The notification centre (issue 16). A notification is made by another app process, as behind a
 * load balancer: this spec runs its own server on a PostgreSQL database of its own and calls the
 * real notifications service from here, on the same database; the event reaches the page through
 * PostgreSQL NOTIFY and the server-sent events, and the bell's count rises without a reload.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `bdi_e2e_notif_${process.pid}_${Date.now().toString(36)}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

let server: ServerProcess | undefined;
let dataDir: string | undefined;
let database: DatabaseHandle | undefined;
let disconnectBus: (() => Promise<void>) | undefined;
let notifications: NotificationsService;
let reachable = true;

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  try {
    await adminQuery(`CREATE DATABASE ${databaseName}`);
  } catch {
    reachable = false;
    return;
  }
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-e2e-notif-'));
  server = spawnServer(await freePort(), {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    WEB_DIR: process.env.WEB_DIR ?? path.join(repoRoot, 'dist/web'),
    BRAND_NAME: 'Rede Sorriso',
  });
  // The server migrates the new database before it answers.
  await waitUntilHealthy(server);

  database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  const bus = createEventBus();
  disconnectBus = await bus.connect(database);
  const silent = { info() {}, warn() {}, error() {} };
  notifications = createNotificationsService({
    notifications: createNotificationsRepository(database.db),
    bus,
    emailNotifications: createEmailNotifications({
      mailer: createMailer({ transport: null, from: 'nao-responda@rede.com.br', log: silent }),
      brandName: 'Rede Sorriso',
      baseUrl: server.base,
    }),
    clock: systemClock,
  });
});

test.afterAll(async () => {
  await disconnectBus?.();
  await database?.close();
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  if (reachable) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

test.beforeEach(() => {
  test.skip(
    !reachable,
    `PostgreSQL is not reachable at ${adminUrl}: this spec needs it for a second process`,
  );
});

const password = 'sorriso-franquia-2025';

const adminEmail = uniqueEmail('notif-admin');

/**
 * Signs the page's browser context in as this database's admin, registering the admin first (from
 * the server's machine) when no test of this file did yet: each test passes alone.
 */
async function signInAsAdmin(page: Page, name: string): Promise<void> {
  const base = server!.base;
  const signedIn = await page.request.post(`${base}/api/auth/login`, {
    data: { email: adminEmail, password },
    headers: { origin: base },
  });
  if (signedIn.status() === 200) return;
  const res = await page.request.post(`${base}/api/auth/register`, {
    data: { name, email: adminEmail, password },
    headers: { origin: base },
  });
  expect(res.status(), await res.text()).toBe(201);
  expect((await res.json()).user.role).toBe('admin');
}

/** Signs the page's browser context in (or out, then in) as `email`. */
async function signInAs(page: Page, email: string): Promise<void> {
  const base = server!.base;
  await page.request.post(`${base}/api/auth/logout`, { headers: { origin: base } });
  const res = await page.request.post(`${base}/api/auth/login`, {
    data: { email, password },
    headers: { origin: base },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The admin signed in in the page's context makes a user (public sign-up is closed, issue 36). */
async function createUserAccount(page: Page, name: string): Promise<{ id: string; email: string }> {
  const base = server!.base;
  const email = uniqueEmail('notif');
  const res = await page.request.post(`${base}/api/users`, {
    data: { name, email, password, role: 'user' },
    headers: { origin: base },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).id as string, email };
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificações,/ });

test('a new notification raises the bell live; reading it lowers the count', async ({ page }) => {
  await signInAsAdmin(page, 'Ana Paula Figueiredo');
  const bruno = await createUserAccount(page, 'Bruno Almeida');
  // The admin signs out; Bruno (a user) signs in and is the one told.
  await signInAs(page, bruno.email);

  await page.setViewportSize({ width: 1440, height: 900 });
  // The page's event stream is open (its headers arrived) before anything is sent.
  const streamOpen = page.waitForResponse((res) => res.url().endsWith('/api/events'));
  await page.goto(`${server!.base}/`);
  await streamOpen;
  await expect(bell(page)).toHaveAccessibleName('Notificações, nenhuma não lida');

  const assetPath = '/asset/0b6f3a9e-2f55-4a39-9d38-5a1c7c2f0a11';
  const told = await notifications.notify({
    to: { userIds: [bruno.id] },
    kind: 'consent-revoked',
    subjectId: crypto.randomUUID(),
    params: { title: 'Sorriso da Maria — clareamento dental' },
    link: assetPath,
  });
  expect(told).toBe(1);
  await notifications.notify({
    to: { roles: ['user'] },
    kind: 'campaign-started',
    subjectId: crypto.randomUUID(),
    params: { name: 'Outubro Rosa' },
    link: null,
  });

  // No reload: the server-sent event brings it.
  await expect(bell(page)).toHaveAccessibleName('Notificações, 2 não lidas');
  await expect(bell(page)).toContainText('2');

  // Keyboard only: focus the bell, open it, reach the consent notice and open it.
  await bell(page).focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Últimas notificações' });
  await expect(popover).toBeVisible();
  const notice = popover.getByRole('link', { name: /Sorriso da Maria/ });
  await expect(notice).toContainText(
    'Remova de suas redes o material Sorriso da Maria — clareamento dental: o consentimento do paciente foi revogado.',
  );
  await expect(notice).toContainText(/há (menos de um minuto|1 minuto)/);
  await notice.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${assetPath}$`));
  await expect(bell(page)).toHaveAccessibleName('Notificações, 1 não lida');

  // The list: the campaign is still unread; "Marcar todas como lidas" clears it.
  await bell(page).click();
  await page
    .getByRole('dialog', { name: 'Últimas notificações' })
    .getByRole('link', { name: 'Ver todas' })
    .click();
  await expect(page).toHaveURL(/\/notificacoes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  await expect(page.getByText('1 não lida', { exact: true })).toBeVisible();
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('A campanha Outubro Rosa começou. Veja as peças.');

  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notificações, nenhuma não lida');
  await expect(page.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
  await expect(page.getByText('1 não lida', { exact: true })).toHaveCount(0);
});

test('at 390 px the bell sits in the mobile header and the empty list says so', async ({ page }) => {
  await signInAsAdmin(page, 'Ana Paula Figueiredo');
  const carla = await createUserAccount(page, 'Carla Menezes');
  await signInAs(page, carla.email);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server!.base}/notificacoes`);
  await expect(page.getByRole('heading', { level: 2, name: 'Nenhuma notificação' })).toBeVisible();
  await expect(bell(page)).toBeVisible();
  // Its right edge, measured until the header has settled at the phone's width.
  await expect
    .poll(async () => {
      const box = await bell(page).boundingBox();
      return box ? box.x + box.width : Number.POSITIVE_INFINITY;
    })
    .toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
});
