import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { hashingStream } from '../../platform/storage/hashing';

export interface IncomingFile {
  fileName: string;
  /** The file's bytes; errors with code FST_REQ_FILE_TOO_LARGE once past the size limit. */
  stream: Readable;
}

export interface StagedFile {
  fileName: string;
  path: string;
  size: number;
  sha256: string;
}

export type StageResult =
  | { ok: true; file: StagedFile }
  | { ok: false; fileName: string; tooLarge: boolean; error: unknown };

/** What staging holds before a write: one system call per 512 KB instead of one per socket read. */
const STAGING_WRITE_BYTES = 512 * 1024;

/**
 * Streams an upload to a temporary file, hashing and counting as it goes: at most STAGING_WRITE_BYTES
 * is held in memory, and the size limit cuts the stream off while it arrives.
 */
export async function stageFile(dir: string, incoming: IncomingFile): Promise<StageResult> {
  await fs.mkdir(dir, { recursive: true });
  const target = path.join(dir, `${randomUUID()}.upload`);
  const meter = hashingStream(STAGING_WRITE_BYTES);
  try {
    await pipeline(incoming.stream, meter.stream, createWriteStream(target, { flags: 'wx' }));
  } catch (error) {
    await fs.rm(target, { force: true });
    // Drain what is left of this part so that the next one can be read.
    incoming.stream.resume();
    const tooLarge = (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
    return { ok: false, fileName: incoming.fileName, tooLarge, error };
  }
  const { size, sha256 } = meter.digest();
  return { ok: true, file: { fileName: incoming.fileName, path: target, size, sha256 } };
}

/**
 * Stages the one file of a body whose reader refuses a second (a replaced file), once the body has
 * ended: a part refused after it removes the staged copy again. Undefined when the body held none.
 */
export async function stageSingle(
  dir: string,
  files: AsyncIterable<IncomingFile>,
  check: (fileName: string) => void,
): Promise<StageResult | undefined> {
  let staged: StageResult | undefined;
  try {
    for await (const incoming of files) {
      check(incoming.fileName);
      staged = await stageFile(dir, incoming);
    }
  } catch (error) {
    if (staged?.ok) await fs.rm(staged.file.path, { force: true });
    throw error;
  }
  return staged;
}
