import fs from 'node:fs';
import os from 'node:os';
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

const send = process.send?.bind(process);
if (!send) throw new Error('derive-worker.ts runs as a child process of the server (derive-process.ts)');

/**
 * Every thread of this process at the lowest priority, before sharp starts any: on Linux a nice
 * value is a thread's, and the threads made later (libuv's pool, libvips' workers) take their
 * maker's. Elsewhere, the process's.
 */
function yieldTheCpu(): void {
  try {
    for (const tid of fs.readdirSync('/proc/self/task')) os.setPriority(Number(tid), 19);
  } catch {
    os.setPriority(19);
  }
}
yieldTheCpu();

process.on('message', async ({ id, source, header }: DeriveRequest) => {
  let reply: DeriveReply;
  try {
    const input =
      typeof source === 'string' ? source : Buffer.from(source.buffer, source.byteOffset, source.byteLength);
    reply = { id, ok: true, derivatives: await deriveFromImage(input, header) };
  } catch (error) {
    reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  send(reply);
});
// The server gone, so is its helper.
process.on('disconnect', () => process.exit(0));
send({ id: 0, ok: true });
