import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline as pipeStreams, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { hashingStream } from '../storage/hashing';
import type { StorageDriver } from '../storage/storage';

export interface FileEntry {
  size: number;
  sha256: string;
}

function discard(): Writable {
  return new Writable({ write: (_chunk, _encoding, done) => done() });
}

export function backupFilePath(dir: string, key: string): string {
  return path.join(dir, 'files', ...key.split('/'));
}

/**
 * Copies every stored object not yet in `copied` into `dir/files`, recording its size and checksum.
 * An object deleted between the listing and the read is skipped: its row is gone too.
 */
export async function copyFilesOut(
  storage: StorageDriver,
  dir: string,
  copied: Map<string, FileEntry>,
): Promise<void> {
  for await (const key of storage.list()) {
    if (copied.has(key)) continue;
    let body: NodeJS.ReadableStream;
    try {
      body = await storage.read(key);
    } catch (error) {
      if ((error as Error).name === 'StorageNotFoundError') continue;
      throw error;
    }
    const target = backupFilePath(dir, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const hash = hashingStream();
    await pipeline(body, hash.stream, createWriteStream(target));
    copied.set(key, hash.digest());
  }
}

/** Puts every file of the backup into `storage`, refusing any whose bytes differ from the manifest. */
export async function copyFilesIn(
  storage: StorageDriver,
  dir: string,
  files: Record<string, FileEntry>,
): Promise<void> {
  for (const [key, expected] of Object.entries(files)) {
    const hash = hashingStream();
    // A read error destroys the hashing stream too, so the put fails instead of storing a short file.
    const source = pipeStreams(createReadStream(backupFilePath(dir, key)), hash.stream, () => {});
    await storage.put(key, source);
    const actual = hash.digest();
    if (actual.sha256 !== expected.sha256 || actual.size !== expected.size) {
      await storage.delete(key);
      throw new Error(`file ${key} in the backup does not match its checksum in manifest.json`);
    }
  }
}

/** Reads every file back from `storage` and lists those missing or differing from the manifest. */
export async function verifyFiles(
  storage: StorageDriver,
  files: Record<string, FileEntry>,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const [key, expected] of Object.entries(files)) {
    const hash = hashingStream();
    try {
      await pipeline(await storage.read(key), hash.stream, discard());
    } catch {
      wrong.push(key);
      continue;
    }
    const actual = hash.digest();
    if (actual.sha256 !== expected.sha256 || actual.size !== expected.size) wrong.push(key);
  }
  return wrong;
}

/** Size and checksum of every stored object. */
export async function checksumFiles(storage: StorageDriver): Promise<Record<string, FileEntry>> {
  const files: Record<string, FileEntry> = {};
  for await (const key of storage.list()) {
    const hash = hashingStream();
    await pipeline(await storage.read(key), hash.stream, discard());
    files[key] = hash.digest();
  }
  return files;
}
