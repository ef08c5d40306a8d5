import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import yazl from 'yazl';

/**
 * The ZIPs the server writes (album and campaign downloads, a template's batch of pieces).
 *
 * yazl checksums every entry with buffer-crc32, a byte at a time in JavaScript on the event loop:
 * while an album's ZIP streamed, every other request waited behind it. Node's own `zlib.crc32`
 * (native since 20.15, which `engines` requires) gives the same numbers, so the one function yazl
 * calls is pointed at it, on the very module yazl loaded (resolved from yazl's folder, as its own
 * `require` does). `tests/helpers/unzip.ts` checks every entry's CRC-32 against its bytes.
 */
type Crc32Module = { unsigned: (data: unknown, previous?: unknown) => number };

const yazlRequire = createRequire(createRequire(import.meta.url).resolve('yazl'));
const yazlCrc32 = yazlRequire('buffer-crc32') as Crc32Module;
const javascriptCrc32 = yazlCrc32.unsigned;

yazlCrc32.unsigned = (data, previous) => {
  const start =
    typeof previous === 'number' ? previous : Buffer.isBuffer(previous) ? previous.readUInt32BE(0) : 0;
  if (typeof data === 'string' || ArrayBuffer.isView(data)) {
    return zlib.crc32(data as string | NodeJS.ArrayBufferView, start);
  }
  return javascriptCrc32(data, previous);
};

export function createZip(): yazl.ZipFile {
  return new yazl.ZipFile();
}
