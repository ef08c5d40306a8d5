import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeLanguageFolder } from './language-folder';

let tmp: string;
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("the OCR's language folder", () => {
  it('links the files, and removes the folders that ended processes left, not those of running ones', () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bdi-language-folder-test-'));
    // A process that has ended: its pid is free (reused only after the kernel wraps around).
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    const left = path.join(tmp, `bdi-ocr-languages-${ended}-aB3xYz`);
    const running = path.join(tmp, `bdi-ocr-languages-${process.ppid}-Qw8rTy`);
    const other = path.join(tmp, 'bdi-ocr-languages-kM2pLq');
    for (const folder of [left, running, other]) fs.mkdirSync(folder);
    const data = path.join(tmp, 'por.data');
    fs.writeFileSync(data, 'treinado');

    const folder = makeLanguageFolder({ 'por.traineddata.gz': data }, tmp);

    expect(path.basename(folder)).toMatch(new RegExp(`^bdi-ocr-languages-${process.pid}-`));
    expect(fs.readFileSync(path.join(folder, 'por.traineddata.gz'), 'utf8')).toBe('treinado');
    expect(fs.existsSync(left)).toBe(false);
    expect(fs.existsSync(running)).toBe(true);
    expect(fs.existsSync(other)).toBe(true);
  });
});
