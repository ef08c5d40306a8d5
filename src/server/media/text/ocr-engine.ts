import { createRequire } from 'node:module';
import os from 'node:os';
import pLimit from 'p-limit';
import Tesseract from 'tesseract.js';
import { TEXT_LIMITS } from '../../../shared/constants';
import { TextReadTimeoutError } from './contract';
import { cpuBudget } from './cpu-budget';
import { makeLanguageFolder } from './language-folder';
import { threadsCpuUsage, withNewThreads } from './thread-cpu';

const require = createRequire(import.meta.url);

/** Portuguese, and English for the brand and product names on the material. */
const LANGUAGES = ['por', 'eng'] as const;

/**
 * One OCR worker (a thread running Tesseract's WebAssembly) uses one core: as many as the machine
 * has but one, at most two, so a batch of posters leaves a core to the server.
 */
const POOL_SIZE = Math.max(1, Math.min(2, os.availableParallelism() - 1));

let languages: string | undefined;

/**
 * A folder holding both languages' trained data (language-folder.ts): links to node_modules, made
 * once per process; nothing is downloaded (this machine reaches no other host).
 */
function languageFolder(): string {
  languages ??= makeLanguageFolder(
    Object.fromEntries(
      LANGUAGES.map((language) => {
        const file = `${language}.traineddata.gz`;
        return [file, require.resolve(`@tesseract.js-data/${language}/4.0.0_best_int/${file}`)];
      }),
    ),
  );
  return languages;
}

/** A Tesseract worker and the ids of the threads it runs on (thread-cpu.ts; none known off Linux). */
interface OcrWorker {
  worker: Tesseract.Worker;
  threads: string[];
}

/** One start at a time: a start tells its worker's threads by those that appeared while it ran. */
const starting = pLimit(1);

const startWorker = (): Promise<OcrWorker> =>
  starting(async () => {
    const { made: worker, threads } = await withNewThreads(() =>
      Tesseract.createWorker([...LANGUAGES], Tesseract.OEM.LSTM_ONLY, {
        langPath: languageFolder(),
        cacheMethod: 'none',
        gzip: true,
        // Without it tesseract.js throws a failed job's error again, uncaught, beside the rejection.
        errorHandler: () => {},
      }),
    );
    // A PGM carries no resolution: Tesseract would warn on every picture and guess one.
    await worker.setParameters({ user_defined_dpi: '300' });
    return { worker, threads };
  });

const slots = pLimit(POOL_SIZE);
/** Workers between two pictures: made on demand, at most POOL_SIZE, kept while the process lives. */
const idle: OcrWorker[] = [];

/** A word Tesseract read, with its confidence (0..100) and its line's place on the picture. */
export interface OcrWord {
  text: string;
  confidence: number;
  line: number;
}

/** Past this on the clock a starved picture is given up for now (the queue tries it again later). */
const OCR_WALL_MS = TEXT_LIMITS.ocrTimeoutMs * 6;

/** A picture that did not get its CPU time within OCR_WALL_MS: not the file's fault, tried again. */
export class OcrStarvedError extends Error {
  constructor() {
    super(`OCR of one picture got too little CPU time in ${OCR_WALL_MS / 1000} s (a busy machine)`);
    this.name = 'OcrStarvedError';
  }
}

/** One picture's CPU time (cpu-budget.ts): its worker's threads' where they are known. */
function budgetOf({ threads }: OcrWorker) {
  return cpuBudget({
    cpuMs: TEXT_LIMITS.ocrTimeoutMs,
    wallMs: OCR_WALL_MS,
    sharers: () => slots.activeCount,
    ...(threads.length > 0 && { own: () => threadsCpuUsage(threads) ?? { user: 0, system: 0 } }),
  });
}

/**
 * The words Tesseract reads on a picture (any format Leptonica reads: the preprocessing hands it a
 * PGM), in reading order. Past TEXT_LIMITS.ocrTimeoutMs of its CPU time (cpu-budget.ts) the worker is
 * ended (a thread cannot be interrupted otherwise) and TextReadTimeoutError is thrown; past
 * OCR_WALL_MS on the clock, OcrStarvedError. The next picture starts a new worker.
 */
export function recognizeWords(picture: Buffer): Promise<OcrWord[]> {
  return slots(async () => {
    const ocr = idle.pop() ?? (await startWorker());
    const over = budgetOf(ocr);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setInterval(() => {
        const overrun = over();
        if (overrun === 'cpu') reject(new TextReadTimeoutError(TEXT_LIMITS.ocrTimeoutMs / 1000));
        else if (overrun === 'wall') reject(new OcrStarvedError());
      }, 250);
    });
    try {
      const { data } = await Promise.race([
        ocr.worker.recognize(picture, {}, { blocks: true, text: false }),
        timeout,
      ]);
      idle.push(ocr);
      return wordsOf(data);
    } catch (error) {
      await ocr.worker.terminate().catch(() => {});
      throw error;
    } finally {
      clearInterval(timer);
    }
  });
}

function wordsOf(page: Tesseract.Page): OcrWord[] {
  const words: OcrWord[] = [];
  let line = 0;
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const { words: inLine } of paragraph.lines) {
        for (const word of inLine) words.push({ text: word.text, confidence: word.confidence, line });
        line++;
      }
    }
  }
  return words;
}

/** Ends the OCR workers (a process that reads in-process, such as a test, before it ends). */
export async function stopOcrWorkers(): Promise<void> {
  await Promise.all(idle.splice(0).map(({ worker }) => worker.terminate().catch(() => {})));
}
