import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/chromium';

/**
 * A clinic opens the app by its network name over plain HTTP (no certificate on a LAN box). Such a
 * page is not a secure context, and any https-only header turns it blank. The name is mapped to
 * the loopback address inside the browser, so no traffic leaves the machine.
 */
test('the app works over plain HTTP on a LAN address', async ({ baseURL }) => {
  const port = new URL(baseURL!).port;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP banco.clinica.lan 127.0.0.1'],
  });
  try {
    const page = await browser.newPage({ locale: 'pt-BR' });
    const failures: string[] = [];
    page.on('requestfailed', (request) => failures.push(request.url()));
    const lan = `http://banco.clinica.lan:${port}`;
    await page.goto(`${lan}/`);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    await expect(page.getByRole('link', { name: 'Explorar Galeria' })).toBeVisible();

    // An unsafe request from this origin passes the cross-site check (Origin matches the Host).
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ninguem@rede.com.br', password: 'senha-qualquer-1' }),
      });
      return res.status;
    });
    expect(status).toBe(401);
    expect(failures.filter((url) => url.startsWith('https:'))).toEqual([]);
  } finally {
    await browser.close();
  }
});
