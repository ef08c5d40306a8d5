import type { Metadata } from 'sharp';
import { serveApart } from './apart-child';
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

// The image-derivation process (derive-process.ts): sharp's threads start at the first image, after
// serveApart has put this process at the lowest priority.
serveApart<DeriveRequest>(async ({ source, header }) => {
  const input =
    typeof source === 'string' ? source : Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  return { ok: true, derivatives: await deriveFromImage(input, header) };
});
