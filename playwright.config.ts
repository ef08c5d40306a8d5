import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/helpers/chromium';

/** A free port and a fresh DATA_DIR, chosen once and handed to the workers through the environment. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
// A spec that starts a server of its own (first-run.spec.ts) starts the same build.
process.env.BDI_SERVER_ENTRY ??= path.resolve('dist/server/main.mjs');
if (!process.env.E2E_DATA_DIR) {
  // Made here, in the runner (the workers inherit it), and removed when the runner exits, after
  // the web server has stopped.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bdi-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
}
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  // Two spec files at a time against the one server: every spec makes its own accounts and data
  // (support/accounts.ts), so files pass side by side; a file's tests run in order.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Budgets for a 2-core CI machine that runs a second suite or a CPU hog beside this one: there a
  // renderer was seen stalled 9 s before its first request, and axe passes take 2-3 s each, so an
  // axe-heavy test needs about 45 s. Waits end on their condition; these only bound a failure.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL,
    // Recording a trace for every test (to keep the failures') made the suite about 20 % slower,
    // measured side by side; a failure keeps its screenshot and page snapshot, and
    // `npx playwright test --trace on <spec>` records traces when one is needed.
    trace: 'off',
    screenshot: 'only-on-failure',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  },
  projects: [
    // Uploads that must come first (the poster whose words text-in-files.spec.ts searches).
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    // The compiled server `npm run test:e2e` has just built, as production runs it.
    command: 'node dist/server/main.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      BRAND_NAME: 'Rede Sorriso',
      LOG_LEVEL: 'warn',
      // The gallery's page carries its first results and comes drawn with them however loaded the
      // machine is (150 ms by default; the specs check that page).
      FIRST_PAGE_WAIT_MS: '5000',
      ...(process.env.WEB_DIR ? { WEB_DIR: process.env.WEB_DIR } : {}),
    },
  },
});
