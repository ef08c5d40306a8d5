import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/**
 * A pass-through stream that counts and sha256-hashes what flows through it (uploads, backups).
 * With `gatherBytes`, it passes the bytes on in pieces of at least that size (the last one smaller):
 * a socket hands an upload over in small pieces, and each piece written to disk on its own was a
 * request to libuv's pool and a system call: over a hundred for a large photo.
 */
export function hashingStream(gatherBytes = 0): {
  stream: Transform;
  digest(): { size: number; sha256: string };
} {
  const hash = createHash('sha256');
  let size = 0;
  let held: Buffer[] = [];
  let heldBytes = 0;
  const release = (): Buffer => {
    const piece = held.length === 1 ? held[0]! : Buffer.concat(held, heldBytes);
    held = [];
    heldBytes = 0;
    hash.update(piece);
    return piece;
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      held.push(chunk);
      heldBytes += chunk.length;
      done(null, heldBytes >= gatherBytes ? release() : undefined);
    },
    flush(done) {
      done(null, heldBytes > 0 ? release() : undefined);
    },
  });
  return { stream, digest: () => ({ size, sha256: hash.digest('hex') }) };
}
