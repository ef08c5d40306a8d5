import type { Metadata } from 'sharp';
import { ApartProcess } from './apart-process';
import type { DeriveReply } from './derive-worker';
import { inForeground } from './foreground';
import type { ImageDerivatives } from './image';

/**
 * An image's derivatives made in a process of its own (`derive-worker.ts`, see apart-process.ts),
 * with the very pipeline of image.ts, at the lowest CPU priority. The decode slots still bound how
 * many run.
 */
const deriving = new ApartProcess<DeriveReply>({
  script: new URL('./derive-worker.mjs', import.meta.url),
  stopped: 'the image derivation process has stopped',
});

/** Whether a derivation process is running now (it ends after a minute without work). */
export function deriveProcessRunning(): boolean {
  return deriving.running;
}

/** The derivation process's id while one runs. */
export function deriveProcessId(): number | undefined {
  return deriving.pid;
}

/** Stops the process (the server's close); a later derive starts a new one. */
export function stopDeriveProcess(): Promise<void> {
  return deriving.stop();
}

/**
 * deriveFromImage in the derivation process. A failure of the image (unreadable, past sharp's pixel
 * limit) rejects with the message sharp gave, as deriveFromImage would; a process that stopped
 * rejects with its own error and the next call starts a new one.
 */
export async function deriveApart(source: string | Buffer, header?: Metadata): Promise<ImageDerivatives> {
  const reply = await inForeground(() => deriving.call({ source, header }));
  if (!reply.ok) throw new Error(reply.message);
  const { grid, preview } = reply.derivatives;
  return {
    ...reply.derivatives,
    grid: Buffer.from(grid.buffer, grid.byteOffset, grid.byteLength),
    preview: Buffer.from(preview.buffer, preview.byteOffset, preview.byteLength),
  };
}
