import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isProcessAlive } from '../../platform/process-alive';

/** `bdi-ocr-languages-<pid>-<random>`: the process that made the folder is in its name. */
const PREFIX = 'bdi-ocr-languages-';
const FOLDER = new RegExp(`^${PREFIX}(\\d+)-`);

/**
 * Removes the language folders of processes that ended without running their exit handlers: a text
 * process is killed with its server (SIGKILL, apart-process.ts) or by a test's end, and each one
 * left its folder in the temporary directory. This user's folders only.
 */
function sweepEnded(tmp: string): void {
  const uid = process.getuid?.();
  for (const name of fs.readdirSync(tmp)) {
    const made = FOLDER.exec(name);
    if (!made || isProcessAlive(Number(made[1]))) continue;
    const folder = path.join(tmp, name);
    try {
      const stat = fs.lstatSync(folder);
      if (stat.isDirectory() && (uid === undefined || stat.uid === uid)) {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    } catch {
      // Removed meanwhile by another process's sweep.
    }
  }
}

/**
 * A folder of links named as `links`' keys to the files its values name, in `tmp`, removed when this
 * process exits; the folders that ended processes left are removed first. tesseract.js reads every
 * language from one folder, and the packages keep each language in its own.
 */
export function makeLanguageFolder(links: Record<string, string>, tmp = os.tmpdir()): string {
  sweepEnded(tmp);
  const folder = fs.mkdtempSync(path.join(tmp, `${PREFIX}${process.pid}-`));
  process.once('exit', () => fs.rmSync(folder, { recursive: true, force: true }));
  for (const [name, target] of Object.entries(links)) fs.symlinkSync(target, path.join(folder, name));
  return folder;
}
