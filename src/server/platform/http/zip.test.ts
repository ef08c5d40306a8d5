import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { readZip } from '../../../../tests/helpers/unzip';
import { createZip } from './zip';

describe('createZip', () => {
  it('writes entries whose CRC-32 matches their bytes, a streamed file checksummed chunk by chunk', async () => {
    // Chunks of odd sizes: the checksum carries from one chunk to the next.
    const chunks = [7, 65_536, 1, 300_001, 12_345].map((size) => randomBytes(size));
    const streamed = Buffer.concat(chunks);
    const small = Buffer.from('Cartaz da unidade — versão 2\n', 'utf8');
    const zip = createZip();
    zip.addReadStreamLazy('fotos/fachada.jpg', { compress: false }, (callback) =>
      callback(null, Readable.from(chunks)),
    );
    zip.addBuffer(small, 'leia-me.txt', { compress: false });
    zip.addBuffer(Buffer.alloc(0), 'vazio.txt');
    zip.end();

    // readZip refuses an entry whose bytes do not match the CRC-32 the directory records.
    const entries = readZip(await buffer(zip.outputStream));
    expect(entries.get('fotos/fachada.jpg')?.equals(streamed)).toBe(true);
    expect(entries.get('leia-me.txt')?.toString('utf8')).toBe('Cartaz da unidade — versão 2\n');
    expect(entries.get('vazio.txt')?.length).toBe(0);
  });

  it('is refused by the reader when a byte changed after the checksum', async () => {
    const zip = createZip();
    zip.addBuffer(Buffer.from('original'), 'a.txt', { compress: false });
    zip.end();
    const bytes = await buffer(zip.outputStream);
    bytes[bytes.indexOf('original')] = 'O'.charCodeAt(0);
    expect(() => readZip(bytes)).toThrow(/CRC-32/);
  });
});
