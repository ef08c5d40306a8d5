import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { carriesMetadata, MetadataStripError, type MetadataStripper } from '../../media';
import { AppError } from '../../platform/errors';
import type { StorageDriver } from '../../platform/storage/storage';
import type { StoredAssetRow } from '../asset-read';
import { cleanOriginalKey, fileVersionOf } from '../asset-read';
import { extensionOf } from './file-name';

type CleanableRow = Pick<StoredAssetRow, 'id' | 'type' | 'mime' | 'sha256' | 'storageKey' | 'isExternal'>;

/** True for an uploaded image (or PSD) whose original must leave without its metadata (issue 36). */
export function needsCleaning(row: CleanableRow): boolean {
  return !row.isExternal && Boolean(row.storageKey) && carriesMetadata(row.mime);
}

/**
 * Originals without GPS, serial numbers or owner fields: one stored copy per file version, made on
 * the first download that needs it and read from storage afterwards (like the renders, in their
 * folder, so the same sweep and deletions cover it). Two requests at once share one cleaning.
 */
export function createCleanOriginals({
  storage,
  stripper,
}: {
  storage: StorageDriver;
  stripper: MetadataStripper;
}) {
  const inFlight = new Map<string, Promise<number>>();

  async function make(row: CleanableRow, key: string, extension: string): Promise<number> {
    const original = await buffer(await storage.read(row.storageKey!));
    let clean: Buffer;
    try {
      clean = await stripper.strip(original, extension);
    } catch (error) {
      if (error instanceof MetadataStripError) throw new AppError('DOWNLOAD_NOT_CLEANABLE');
      throw error;
    }
    const stored = await storage.put(key, Readable.from([clean]), {
      contentType: row.mime ?? 'application/octet-stream',
    });
    return stored.size;
  }

  return {
    /** The clean copy's key and size, made and stored first when it is not there yet. */
    async ensure(row: CleanableRow): Promise<{ key: string; size: number }> {
      const extension = extensionOf(row.storageKey, row.type);
      const key = cleanOriginalKey(row.id, fileVersionOf(row), extension);
      const existing = await storage.stat(key);
      if (existing) return { key, size: existing.size };
      let pending = inFlight.get(key);
      if (!pending) {
        pending = make(row, key, extension).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return { key, size: await pending };
    },
  };
}

export type CleanOriginals = ReturnType<typeof createCleanOriginals>;
