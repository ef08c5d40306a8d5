/**
 * Reading the words inside files (issue 39, point 7), through the production path: readTextApart,
 * the nice-19 process of media/text with its OCR pool, started by this harness as the server starts
 * its own.
 *   text.ocr_images_per_min  20 posters of 1080×1080 (2–3 lines each, DejaVu Sans Bold) read one
 *                            after another, after a warm-up poster (the process and its worker start)
 *   text.ocr_word_recall     the share of the words drawn that the OCR text holds, accents folded
 *   text.pdf_pages_per_s     a manual of PDF_PAGES pages with a text layer, median of PDF_READS reads
 *                            after an untimed one
 * Then the search load beside an OCR batch on the server's queue (text-load.ts).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TextKind } from '../../src/server/media/text/contract';
import { readTextApart, stopTextProcess } from '../../src/server/media/text/text-process';
import { waitForQuietMachine } from './machine';
import type { Results } from './results';
import { median } from './stats';
import { measureSearchDuringOcr, OCR_BATCH } from './text-load';
import { batchPosters, manualPdf, timedPosters, warmUpPoster, wordsOf } from './text-posters';

const PDF_PAGES = 50;
const PDF_READS = 3;
const PNG: TextKind = { type: 'image', mime: 'image/png', originalName: 'cartaz.png' };
const PDF: TextKind = { type: 'pdf', mime: 'application/pdf', originalName: 'manual.pdf' };

/** Milliseconds `read` takes. */
async function timed(read: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await read();
  return performance.now() - start;
}

/** The `text.*` rows, on files written to a temporary folder before any timing. */
async function measureReading(dir: string, results: Results): Promise<void> {
  const posters = timedPosters();
  const file = (name: string) => path.join(dir, name);
  await fs.writeFile(file('warm-up.png'), warmUpPoster());
  for (const [i, poster] of posters.entries()) await fs.writeFile(file(`poster-${i}.png`), poster.png);
  await fs.writeFile(file('manual.pdf'), manualPdf(PDF_PAGES));

  await waitForQuietMachine(`text: OCR of ${posters.length} posters`);
  const warmUp = await timed(() => readTextApart(file('warm-up.png'), PNG));
  const texts: string[] = [];
  const started = performance.now();
  for (const i of posters.keys()) {
    const { pages } = await readTextApart(file(`poster-${i}.png`), PNG);
    texts.push(pages.map((p) => p.text).join('\n'));
  }
  const seconds = (performance.now() - started) / 1000;
  results.add(
    'text.ocr_images_per_min',
    (posters.length / seconds) * 60,
    'images/min',
    `${posters.length} posters of 1080×1080 one after another, ${((seconds * 1000) / posters.length).toFixed(0)} ms each; the first read ${warmUp.toFixed(0)} ms`,
  );

  const missed = posters.flatMap((poster, i) => {
    const read = new Set(wordsOf(texts[i]!));
    return poster.words.filter((word) => !read.has(word)).map((word) => `${word} (${i + 1})`);
  });
  const drawn = posters.reduce((total, poster) => total + poster.words.length, 0);
  results.add(
    'text.ocr_word_recall',
    (drawn - missed.length) / drawn,
    'share',
    `${drawn - missed.length} of ${drawn} words drawn${missed.length ? `; missed ${missed.join(', ')}` : ''}`,
  );

  await waitForQuietMachine(`text: a PDF of ${PDF_PAGES} pages`);
  // A first read untimed: pdf.js's first document in a process is its slowest (its code compiles).
  await readTextApart(file('manual.pdf'), PDF);
  const reads: number[] = [];
  for (let i = 0; i < PDF_READS; i++) {
    reads.push(
      await timed(async () => {
        const { pages } = await readTextApart(file('manual.pdf'), PDF);
        if (pages.length !== PDF_PAGES || pages.some((p) => p.source !== 'pdf'))
          throw new Error(
            `text: the manual read as ${pages.length} pages, not ${PDF_PAGES} of its text layer`,
          );
      }),
    );
  }
  results.add(
    'text.pdf_pages_per_s',
    PDF_PAGES / (median(reads) / 1000),
    'pages/s',
    `a manual of ${PDF_PAGES} pages, median of ${reads.map((ms) => ms.toFixed(0)).join(', ')} ms`,
  );
}

/**
 * Every row of issue 39's section: the reading rows, then (the harness's own text process stopped)
 * the search load beside an OCR batch on a library of `size` assets.
 */
export async function measureText(results: Results, size: number): Promise<void> {
  console.info(
    `\n== text inside files, and a ${size.toLocaleString('en')}-asset library's search beside OCR ==`,
  );
  const batch = await batchPosters(OCR_BATCH);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-bench-text-'));
  try {
    await measureReading(dir, results);
  } finally {
    await stopTextProcess();
    await fs.rm(dir, { recursive: true, force: true });
  }
  await measureSearchDuringOcr(results, batch, size);
}
