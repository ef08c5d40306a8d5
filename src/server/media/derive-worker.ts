import { parentPort } from 'node:worker_threads';
import type { Metadata } from 'sharp';
import { deriveFromImage } from './image';

/** One image to derive: a file's path (or its bytes) and the header the server already read. */
export interface DeriveRequest {
  id: number;
  source: string | Uint8Array;
  header?: Metadata;
}

export type DeriveReply =
  | { id: number; ok: true; derivatives: Awaited<ReturnType<typeof deriveFromImage>> }
  | { id: number; ok: false; message: string };

const port = parentPort;
if (!port) throw new Error('derive-worker.ts runs on a worker thread');

port.on('message', async ({ id, source, header }: DeriveRequest) => {
  let reply: DeriveReply;
  try {
    const input =
      typeof source === 'string' ? source : Buffer.from(source.buffer, source.byteOffset, source.byteLength);
    reply = { id, ok: true, derivatives: await deriveFromImage(input, header) };
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage({ id: 0, ok: true });
