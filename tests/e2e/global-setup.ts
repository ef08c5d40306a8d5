import fs from 'node:fs';
import path from 'node:path';

/** Leaves a marker so CI can prove the browser suite ran (it must fail, not skip, when it did not). */
export default function globalSetup() {
  if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    throw new Error(
      "Chromium not found at /usr/bin/chromium: install Debian's chromium package (apt-get install chromium).",
    );
  }
  const dir = path.resolve('.test-markers');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'e2e-suite.ran'), new Date().toISOString());
}
