import { TEXT_LIMITS } from '../../../shared/constants';
import { ApartProcess } from '../apart-process';
import { type FileText, type TextKind, TextReadTimeoutError, TextUnreadableError } from './contract';
import type { TextReply } from './text-worker';

/**
 * Files read in a process of their own (`text-worker.ts`, see apart-process.ts) at the lowest CPU
 * priority, its OCR on a pool of worker threads that inherit that priority: reading a batch of
 * posters never takes the cores from the server's event loop.
 */
const reading = new ApartProcess<TextReply>({
  script: new URL('./text-worker.mjs', import.meta.url),
  stopped: 'the text reading process has stopped',
});

/**
 * The longest one file may take, beyond which the process is taken to be stuck (a PDF that loops
 * pdf.js): every OCR of it at its limit, and as long again for the rest. OCR has its own limit.
 */
const FILE_DEADLINE_MS = TEXT_LIMITS.ocrTimeoutMs * (TEXT_LIMITS.pdfOcrPages + 1) * 2;

/** Whether a text-reading process is running now (it ends after a minute without work). */
export function textProcessRunning(): boolean {
  return reading.running;
}

/** The text-reading process's id while one runs. */
export function textProcessId(): number | undefined {
  return reading.pid;
}

/** Holds the text process where it is, or lets it go on (foreground.ts). */
export function holdTextProcess(held: boolean): void {
  reading.hold(held);
}

/** Stops the process (the server's close); a later read starts a new one. */
export function stopTextProcess(): Promise<void> {
  return reading.stop();
}

/**
 * readFileText in the text-reading process: the words inside the stored file at `file`, page by
 * page. Rejects with TextUnreadableError (the file is not what its kind says), TextReadTimeoutError
 * (OCR of a picture, or the whole file, ran past its limit) or, when the process stopped, an Error
 * saying so (the next call starts a new one).
 */
export async function readTextApart(file: string, kind: TextKind): Promise<FileText> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new TextReadTimeoutError(FILE_DEADLINE_MS / 1000));
      void reading.stop();
    }, FILE_DEADLINE_MS);
  });
  const reply = await Promise.race([reading.call({ file, kind }), stuck]).finally(() => clearTimeout(timer));
  if (reply.ok) return { pages: reply.pages };
  if (reply.reason === 'timeout')
    throw new TextReadTimeoutError(reply.seconds ?? TEXT_LIMITS.ocrTimeoutMs / 1000);
  if (reply.reason === 'unreadable') throw new TextUnreadableError(reply.detail ?? reply.message);
  throw new Error(reply.message);
}
