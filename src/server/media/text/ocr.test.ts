import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makePhoto } from '../../../../tests/bench/ingest';
import { wordsOf } from '../../../../tests/bench/text-posters';
import { posterPng } from '../../../../tests/helpers/text-fixtures';
import { ocrPicture, overviewScale } from './ocr';
import { stopOcrWorkers } from './ocr-engine';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bdi-ocr-'));
afterAll(async () => {
  await stopOcrWorkers();
  fs.rmSync(dir, { recursive: true, force: true });
});

const file = (name: string, bytes: Buffer) => {
  const at = path.join(dir, name);
  fs.writeFileSync(at, bytes);
  return at;
};

describe('reading a large picture', () => {
  it('reads a picture of up to 4 MP whole at once, a larger one small first', () => {
    expect(overviewScale(1080, 1080)).toBeUndefined();
    expect(overviewScale(2000, 2000)).toBeUndefined();
    expect(overviewScale(4000, 3000)).toBeCloseTo(1000 / 3000);
    expect(overviewScale(3000, 6000)).toBeCloseTo(1000 / 3000);
  });

  // The clock may run long on a loaded CI machine (OCR's own limit is its CPU time, cpu-budget.ts):
  // four busy processes beside it on two cores took this test past 30 s.
  it("finds no words on a camera's 4000 × 3000 photo of shapes and grain (it ran past 20 s and kept stray letters)", {
    timeout: 120_000,
  }, async () => {
    expect(await ocrPicture(file('photo.jpg', await makePhoto(4242)))).toBeNull();
  });

  it('still reads the lettering of a large poster, accents included', { timeout: 120_000 }, async () => {
    const lines = ['Clareamento dental', 'Agende sua avaliação'];
    const seen = await ocrPicture(file('poster.png', posterPng(lines, { size: 2400 })));
    expect(wordsOf(seen?.text ?? '')).toEqual(expect.arrayContaining(wordsOf(lines.join(' '))));
  });
});
