import yauzl, { type Entry } from 'yauzl';
import { TextUnreadableError } from './contract';

/**
 * Bounds on what a zip-based document (DOCX, PPTX, ODT, ODP) may make us read: a zip bomb declares
 * little and inflates to gigabytes, or holds a million entries. Real documents stay far below.
 */
const ZIP_LIMITS = {
  /** Entries in the archive's directory. */
  maxEntries: 20_000,
  /** Bytes inflated from the entries read, all together (the parts with words: XML, not pictures). */
  maxBytes: 64 * 1024 * 1024,
} as const;

/** The entries of a zip that `want` asks for, by name, inflated within ZIP_LIMITS. */
export async function readZipEntries(
  file: string,
  want: (name: string) => boolean,
): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  await eachZipEntry(file, want, (name, bytes) => {
    found.set(name, bytes);
  });
  return found;
}

/** The names of a zip's entries (nothing inflated), within ZIP_LIMITS.maxEntries. */
export async function zipEntryNames(file: string): Promise<string[]> {
  const names: string[] = [];
  await eachZipEntry(
    file,
    (name) => {
      names.push(name);
      return false;
    },
    () => {},
  );
  return names;
}

/**
 * Whether the file's wanted entries inflate within ZIP_LIMITS, checked by inflating them (declared
 * sizes may lie): run before a library that would inflate them whole into memory (mammoth).
 */
export async function checkZipBudget(file: string, want: (name: string) => boolean): Promise<void> {
  await eachZipEntry(file, want, () => {});
}

async function eachZipEntry(
  file: string,
  want: (name: string) => boolean,
  take: (name: string, bytes: Buffer) => void,
): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, { autoClose: false, strictFileNames: false });
  } catch (error) {
    throw new TextUnreadableError(`not a zip archive: ${(error as Error).message}`);
  }
  try {
    if (zip.entryCount > ZIP_LIMITS.maxEntries) {
      throw new TextUnreadableError(`zip with ${zip.entryCount} entries (limit ${ZIP_LIMITS.maxEntries})`);
    }
    let room: number = ZIP_LIMITS.maxBytes;
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/') || !want(entry.fileName)) continue;
      const bytes = await inflate(zip, entry, room);
      room -= bytes.length;
      take(entry.fileName, bytes);
    }
  } catch (error) {
    if (error instanceof TextUnreadableError) throw error;
    throw new TextUnreadableError(`broken zip archive: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
}

async function inflate(zip: yauzl.ZipFile, entry: Entry, room: number): Promise<Buffer> {
  const tooMuch = () => new TextUnreadableError(`zip entries inflate past ${ZIP_LIMITS.maxBytes} bytes`);
  if (entry.uncompressedSize > room) throw tooMuch();
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  // yauzl stops a stream that inflates past its declared size; this holds the total as well.
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > room) {
      stream.destroy();
      throw tooMuch();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
