import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from '../helpers/chromium';

/** Leaves a marker so CI can prove the browser suite ran (it must fail, not skip, when it did not). */
export default function globalSetup() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium-headless-shell or chromium package.`,
    );
  }
  const dir = path.resolve('.test-markers');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'e2e-suite.ran'), new Date().toISOString());
}
