/**
 * Reads the entries of a ZIP (stored or deflated) from its central directory: enough for tests.
 * Every entry's bytes must match the CRC-32 the directory gives (what an unzip program checks).
 */
import zlib from 'node:zlib';

export function readZip(zip: Buffer): Map<string, Buffer> {
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error('not a zip');
  const count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error('bad central directory');
    const method = zip.readUInt16LE(offset + 10);
    const crc = zip.readUInt32LE(offset + 16);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const localStart =
      localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(localStart, localStart + compressedSize);
    const bytes = method === 8 ? zlib.inflateRawSync(data) : Buffer.from(data);
    if (zlib.crc32(bytes) !== crc)
      throw new Error(`${name}: CRC-32 ${zlib.crc32(bytes)} is not the ${crc} recorded`);
    entries.set(name, bytes);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
