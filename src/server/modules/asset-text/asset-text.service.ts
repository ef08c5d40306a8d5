import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isTextReadable } from '../../../shared/domain/text-readable';
import { assetTextMessages } from '../../../shared/messages/asset-text';
import type { AssetText, AssetTextInput } from '../../../shared/schemas/asset-text';
import { type FileText, type ReadPage, type TextKind, TextReadError } from '../../media';
import { AppError } from '../../platform/errors';
import { JobFailure } from '../../platform/jobs/job-failure';
import { type StorageDriver, StorageNotFoundError } from '../../platform/storage/storage';
import type { AssetReader, Audience } from '../asset-read';
import type { AssetTextRepository } from './asset-text.repository';
import { createTextQueueing, type TextQueueingDeps } from './text-queueing';

const m = assetTextMessages.jobs;

/** Reads a file's words (media/text: off the event loop, at the lowest CPU priority). */
export type TextReader = (filePath: string, kind: TextKind) => Promise<FileText>;

/** Why reading failed, in pt-BR, and whether trying again could change it. */
function failureOf(error: unknown): { reason: string; permanent: boolean } {
  if (error instanceof StorageNotFoundError) return { reason: m.missingFile, permanent: true };
  // The reader's own refusals (media/text/contract.ts: a corrupt file, a picture past its time) carry
  // their pt-BR reason; reading the same bytes again finds the same.
  if (error instanceof TextReadError) return { reason: error.message, permanent: true };
  return { reason: m.unreadable, permanent: false };
}

/** A page as the audit log keeps it: its number and the start of its text (a page may be 100,000 characters). */
const auditPages = (pages: Array<{ page: number; text: string }>) =>
  pages.map(({ page, text }) => ({ page, text: text.length > 300 ? `${text.slice(0, 300)}…` : text }));

export interface AssetTextDeps extends TextQueueingDeps {
  texts: AssetTextRepository;
  assets: AssetReader;
  storage: StorageDriver;
  read: TextReader;
  /** Where a stored file is copied to be read (removed after). */
  tempDir: string;
  /**
   * How long after a file is read its words reach search at the latest: the files read meanwhile
   * join it in one batch (one move of the file words' version, after which the kept answers of searches
   * whose words it touched are read again).
   */
  indexDelayMs?: number;
  /** A batch that failed (the next one, or the minute's sweep, takes its files). */
  onError?: (error: unknown) => void;
}

/** The words inside the files (issue 39): queued after upload, read in the background, shown and corrected. */
export function createAssetTextService(deps: AssetTextDeps) {
  const { texts, assets, storage, read, enqueue, tempDir, indexDelayMs = 5_000, onError = () => {} } = deps;
  let batch: NodeJS.Timeout | undefined;

  /** Writes the words of every file read since the last batch into search. */
  async function flushSearch(): Promise<void> {
    let written = 0;
    for (let n = await texts.indexPending(); n > 0; n = await texts.indexPending()) written += n;
    if (written > 0) await texts.pruneChanges();
  }

  /** A batch `indexDelayMs` after the first file read since the last one. */
  function soon(): void {
    if (batch) return;
    batch = setTimeout(() => {
      batch = undefined;
      flushSearch().catch(onError);
    }, indexDelayMs).unref();
  }

  /** `work` with a local copy of the stored object (the store may be S3), removed after. */
  async function withLocalCopy<T>(key: string, work: (filePath: string) => Promise<T>): Promise<T> {
    await fsp.mkdir(tempDir, { recursive: true });
    const copy = path.join(tempDir, `${randomUUID()}${path.extname(key)}`);
    try {
      await pipeline(await storage.read(key), fs.createWriteStream(copy));
      return await work(copy);
    } finally {
      await fsp.rm(copy, { force: true });
    }
  }

  /** The words read in the asset's file, for whoever may see the asset (else ASSET_NOT_FOUND). */
  async function get(assetId: string, audience: Audience): Promise<AssetText> {
    const row = await assets.findRow(assetId, audience);
    if (!row) throw new AppError('ASSET_NOT_FOUND');
    const stored = await texts.read(assetId);
    return {
      status: stored.status ?? 'none',
      ...(stored.status === 'failed' && stored.error ? { error: stored.error } : {}),
      pages: stored.pages.filter((p) => p.text !== ''),
    };
  }

  return {
    ...createTextQueueing({ texts, enqueue }),

    /**
     * The queue's job: reads the asset's file and stores its words. A failure that another try cannot
     * mend (a timeout, a file the reader refuses, a file gone) or the last try's is kept with its
     * reason and rethrown; a JobFailure tells the queue not to try again.
     */
    async readFile(assetId: string, { lastAttempt }: { lastAttempt: boolean }): Promise<void> {
      const row = await assets.findRow(assetId);
      if (!row?.storageKey || !isTextReadable(row.type, row.mime, row.isExternal)) return;
      const kind: TextKind = {
        type: row.type,
        mime: row.mime,
        originalName: row.originalName,
      };
      let pages: ReadPage[];
      try {
        ({ pages } = await withLocalCopy(row.storageKey, (filePath) => read(filePath, kind)));
      } catch (error) {
        const { reason, permanent } = failureOf(error);
        if (permanent || lastAttempt) await texts.fail(assetId, reason);
        throw permanent ? new JobFailure(reason) : error;
      }
      if (await texts.store(assetId, pages)) soon();
    },

    get,

    flushSearch,

    /** An admin's correction: kept as `edited`, preferred over any later reading of the file. */
    async edit(assetId: string, input: AssetTextInput, audience: Audience): Promise<AssetText> {
      const row = await assets.findRow(assetId);
      if (!row) throw new AppError('ASSET_NOT_FOUND');
      if (!isTextReadable(row.type, row.mime, row.isExternal)) throw new AppError('TEXT_NOT_READABLE');
      const before = await texts.read(assetId);
      const changed = new Set(input.pages.map((p) => p.page));
      await texts.edit(assetId, input.pages, {
        kind: 'asset.text-edit',
        targetId: assetId,
        before: { pages: auditPages(before.pages.filter((p) => changed.has(p.page))) },
        after: { pages: auditPages(input.pages) },
      });
      return get(assetId, audience);
    },
  };
}

export type AssetTextService = ReturnType<typeof createAssetTextService>;
