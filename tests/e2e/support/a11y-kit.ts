import { expect, type Locator, type Page } from '@playwright/test';
import { appReady } from './app';

/** What the accessibility specs check screens with: roles, widths, the data made for them and small helpers. */
export type Role = 'visitor' | 'admin' | 'franqueado' | 'user';
export const RUN = Date.now().toString(36);

/** What the screens show: assets of this run and, per signed-in role, an album holding one. */
export const data = { assetId: '', albums: {} as Partial<Record<Role, string>> };

export type Width = 390 | 1440;
export const BOTH: readonly Width[] = [390, 1440];
export const PHONE: readonly Width[] = [390];
export const DESKTOP: readonly Width[] = [1440];
/**
 * franqueado and user see the same screens (only admin's differ), so user is checked on the phone,
 * the franchisee's usual screen, and franqueado at both widths.
 */
export const ROLE_WIDTHS: Record<Role, readonly Width[]> = {
  visitor: BOTH,
  admin: BOTH,
  franqueado: BOTH,
  user: PHONE,
};

/** Something opened on a screen (a dialog, a drawer, a menu, a mode), checked, then closed. */
export interface State {
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

export interface Screen {
  name: string;
  roles: readonly Role[];
  /** The address (a function for the role's own album). */
  path: string | ((page: Page) => string);
  /** Waits for what the screen shows beyond its heading. */
  ready?: (page: Page) => Promise<void>;
  states?: State[];
}

export const DIALOG = '[role="dialog"], [role="alertdialog"]';
export const MENU = '[role="menu"]';
export const SIGNED_IN: readonly Role[] = ['admin', 'franqueado', 'user'];
export const EVERYONE: readonly Role[] = ['visitor', ...SIGNED_IN];
export const ADMIN_ONLY: readonly Role[] = ['admin'];

/** Waits until the screen's heading shows and no placeholder or busy region is left. */
export async function loaded(page: Page) {
  await appReady(page);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[data-slot="skeleton"], [aria-busy="true"]')).toHaveCount(0);
}

export async function openDialog(page: Page, trigger: Locator) {
  await trigger.click();
  await expect(page.locator(DIALOG)).toBeVisible();
}

export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
export const firstCard = (page: Page) => page.getByTestId('asset-card').first().getByRole('button').first();

/** Closes an overlay with Escape and waits until it has gone. */
export async function closeWithEscape(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator(`${DIALOG}, ${MENU}`)).toHaveCount(0);
}

export const roleByPage = new WeakMap<Page, Role>();
/** The album of the role signed in on `page` (albums are personal). */
export function albumOf(page: Page): string {
  const role = roleByPage.get(page);
  const album = role && data.albums[role];
  if (!album) throw new Error(`no album for ${role}`);
  return album;
}

/** The material request the role signed in on `page` made (a request is its requester's and the admins'). */
export const requests: Partial<Record<Role, string>> = {};
export function requestOf(page: Page): string {
  const role = roleByPage.get(page);
  const request = role && requests[role];
  if (!request) throw new Error(`no request for ${role}`);
  return request;
}
