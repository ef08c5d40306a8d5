import { createHash } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { hashingStream } from './hashing';

/**
 * The pieces a stream of `chunks` comes out of hashingStream(gather) as, with its digest: as a file
 * stream receives them, one write each (an async iterator may join what is buffered, as Node 24's does).
 */
async function through(chunks: Buffer[], gather?: number) {
  const meter = hashingStream(gather);
  const pieces: Buffer[] = [];
  const sink = new Writable({
    write(piece: Buffer, _encoding, done) {
      pieces.push(piece);
      done();
    },
  });
  await pipeline(Readable.from(chunks), meter.stream, sink);
  return { pieces, ...meter.digest() };
}

describe('hashingStream', () => {
  const chunks = Array.from({ length: 40 }, (_, i) => Buffer.alloc(23_000 + i, i));
  const whole = Buffer.concat(chunks);
  const sha256 = createHash('sha256').update(whole).digest('hex');

  it('passes each piece on as it comes, counted and hashed', async () => {
    const out = await through(chunks);
    expect(out.pieces).toHaveLength(40);
    expect(Buffer.concat(out.pieces).equals(whole)).toBe(true);
    expect(out).toMatchObject({ size: whole.length, sha256 });
  });

  it('gathers pieces to the size asked for, the last one smaller, same bytes and hash', async () => {
    const out = await through(chunks, 200_000);
    expect(out.pieces.map((piece) => piece.length >= 200_000)).toEqual([true, true, true, true, false]);
    expect(Buffer.concat(out.pieces).equals(whole)).toBe(true);
    expect(out).toMatchObject({ size: whole.length, sha256 });
  });

  it('hashes an empty stream', async () => {
    const out = await through([], 200_000);
    expect(out).toMatchObject({ pieces: [], size: 0, sha256: createHash('sha256').digest('hex') });
  });
});
