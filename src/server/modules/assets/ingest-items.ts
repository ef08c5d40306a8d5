import fs from 'node:fs/promises';
import { hasControlCharacters } from '../../../shared/domain/text';
import type { ErrorCode } from '../../../shared/errors';
import type { UploadItemResult } from '../../../shared/schemas/asset';
import { AppError } from '../../platform/errors';
import type { AssetsExecutor } from './assets.repository';

/** Pieces of the ingest pipeline about one file: its name, its failure, and running files side by side. */

/** The original_name column's size; longer names are refused rather than cut. */
const MAX_FILE_NAME_LENGTH = 255;

/**
 * Refuses a file name no person types (NUL, escapes, bidi overrides) or one past the column, before its
 * bytes are staged: a batch with one such name commits nothing. `position` is 1-based.
 */
export function assertFileName(fileName: string, position: number): void {
  if (hasControlCharacters(fileName)) {
    throw new AppError('FILE_NAME_CONTROL_CHARACTERS', { params: { n: position } });
  }
  if ([...fileName].length > MAX_FILE_NAME_LENGTH) {
    throw new AppError('FILE_NAME_TOO_LONG', { params: { n: position, max: MAX_FILE_NAME_LENGTH } });
  }
}

/** Runs `task(0..count-1)` with at most `limit` at once; results in index order. */
export async function mapWithConcurrency<T>(
  count: number,
  limit: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}

/** Why one file of an upload failed: a catalog error, and the asset it duplicates if that is why. */
export class ItemError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly error: AppError,
    readonly existing?: { id: string; title: string },
  ) {
    super(error.message, { cause: error.cause });
    this.code = error.code;
  }
}

/** The server's own disk or storage failed for this file (the staged copy vanished, a write failed). */
export function storageFailure(cause: unknown): ItemError {
  return new ItemError(new AppError('STORAGE_UNAVAILABLE', { cause }));
}

export async function exists(filePath: string): Promise<boolean> {
  return fs.access(filePath).then(
    () => true,
    () => false,
  );
}

/** One file's failure as its result in the upload's answer (an unexpected error is rethrown). */
export function failure(index: number, fileName: string, error: unknown): UploadItemResult {
  if (error instanceof ItemError) {
    return {
      index,
      fileName,
      status: error.code === 'DUPLICATE_FILE' ? 'duplicate' : 'failed',
      error: { code: error.code, message: error.message },
      ...(error.existing ? { existing: error.existing } : {}),
    };
  }
  throw error;
}

/** What ingest needs of the taxonomy: the categories checked, the tags found or made in the transaction. */
export interface TaxonomyPort {
  assertCategoriesExist(ids: string[]): Promise<void>;
  resolveTagIds(executor: AssetsExecutor, names: string[]): Promise<string[]>;
}
