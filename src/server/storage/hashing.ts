import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/** A pass-through stream that counts and sha256-hashes what flows through it (uploads, backups). */
export function hashingStream(): { stream: Transform; digest(): { size: number; sha256: string } } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, digest: () => ({ size, sha256: hash.digest('hex') }) };
}
