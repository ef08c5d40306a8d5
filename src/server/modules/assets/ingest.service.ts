import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { UploadItemResult, UploadMeta, UploadResult } from '../../../shared/schemas/asset';
import { type ImageDerivatives, ImageTooLargeError, MediaError, mediaKit } from '../../media';
import { AppError, imageTooLarge, withDetails } from '../../platform/errors';
import type { StorageDriver } from '../../platform/storage/storage';
import type { Audience } from '../asset-read';
import { deleteRenders, toAsset } from '../asset-read';
import { type AssetsRepository, keysOf, type NewAssetRow } from './assets.repository';
import {
  assertFileName,
  exists,
  failure,
  ItemError,
  mapWithConcurrency,
  storageFailure,
  type TaxonomyPort,
} from './ingest-items';
import { type IncomingFile, type StagedFile, type StageResult, stageFile, stageSingle } from './staging';

/**
 * Files stored and committed at once. Preparing is bounded by the media module's two decode slots;
 * this lets a commit (disk and database) run while both slots decode.
 */
const COMMIT_CONCURRENCY = 4;

interface Deps {
  assets: AssetsRepository;
  storage: StorageDriver;
  taxonomy: TaxonomyPort;
  stagingDir: string;
  franchisorUnitId: () => Promise<string | null>;
  /** Told of the assets whose file was just stored or `replaced` (its words are read next); never throws. */
  filesStored?: (ids: string[], replaced?: boolean) => Promise<void>;
}

/** A prepared file: type decided, derivatives made, not yet stored. */
interface Prepared {
  staged: StagedFile;
  type: NewAssetRow['type'];
  ext: string;
  mime: string;
  derivatives: ImageDerivatives | null;
}

export type ParsedUploadMeta = Required<Pick<UploadMeta, 'title' | 'categoryIds'>> & {
  description: string;
  tags: string[];
  items: Array<{
    title?: string;
    description?: string;
    validFrom?: string | null;
    validUntil?: string | null;
    containsPatient?: boolean;
  }>;
};

export function createIngestService(deps: Deps) {
  const { assets, storage, taxonomy, stagingDir, franchisorUnitId, filesStored = async () => {} } = deps;
  async function prepare(staged: StagedFile, exceptAssetId?: string): Promise<Prepared> {
    try {
      return await prepareStaged(staged, exceptAssetId);
    } catch (error) {
      // A staged copy that vanished makes every step fail (often as 'unreadable'): say what happened.
      if (!(await exists(staged.path))) throw storageFailure(error);
      throw error;
    }
  }

  async function prepareStaged(staged: StagedFile, exceptAssetId?: string): Promise<Prepared> {
    if (staged.size === 0) throw new ItemError(new AppError('FILE_EMPTY'));
    const { detectFile, deriveMedia } = await mediaKit();
    const detected = await detectFile(staged.path, staged.fileName);
    if (!detected.ok) throw new ItemError(new AppError('FILE_TYPE_NOT_ALLOWED'));
    const existing = await assets.findBySha256(staged.sha256, exceptAssetId);
    if (existing) {
      throw new ItemError(new AppError('DUPLICATE_FILE', { params: { title: existing.title } }), existing);
    }
    try {
      const derivatives = await deriveMedia(detected.type, staged.path);
      return { staged, type: detected.type, ext: detected.ext, mime: detected.mime, derivatives };
    } catch (error) {
      if (error instanceof ImageTooLargeError) throw new ItemError(imageTooLarge(error));
      if (error instanceof MediaError) throw new ItemError(new AppError(error.code));
      throw error;
    }
  }

  /** Puts the original and its derivatives in storage; on failure removes whatever was written. */
  async function store(prepared: Prepared): Promise<{ keys: string[]; columns: Partial<NewAssetRow> }> {
    const fileId = randomUUID();
    const storageKey = `${prepared.type}/${fileId}.${prepared.ext}`;
    const d = prepared.derivatives;
    const gridThumbKey = d ? `thumbs/${fileId}-grid.webp` : null;
    const previewThumbKey = d ? `thumbs/${fileId}-preview.webp` : null;
    const written: string[] = [];
    try {
      // The staged copy itself (moved, where storage is on the same disk): it is not read again.
      await storage.putFile(storageKey, prepared.staged.path, { contentType: prepared.mime });
      written.push(storageKey);
      if (d && gridThumbKey && previewThumbKey) {
        await storage.put(gridThumbKey, Readable.from(d.grid), { contentType: 'image/webp' });
        written.push(gridThumbKey);
        await storage.put(previewThumbKey, Readable.from(d.preview), { contentType: 'image/webp' });
        written.push(previewThumbKey);
      }
    } catch (error) {
      await removeKeys(written);
      throw storageFailure(error);
    }
    const isImageLike = prepared.type === 'image' || prepared.type === 'psd';
    return {
      keys: written,
      columns: {
        type: prepared.type,
        storageKey,
        gridThumbKey,
        previewThumbKey,
        originalName: prepared.staged.fileName.slice(0, 255),
        mime: prepared.mime,
        size: prepared.staged.size,
        sha256: prepared.staged.sha256,
        width: isImageLike ? (d?.width ?? null) : null,
        height: isImageLike ? (d?.height ?? null) : null,
        phash: d?.phash ?? null,
        placeholder: d?.placeholder ?? null,
      },
    };
  }

  async function removeKeys(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
  }

  return {
    /**
     * Stores each file of a multipart upload as its own asset. A file commits atomically: its row is
     * written last, in one transaction with its links, and a failure removes what it had stored.
     */
    async upload(
      meta: ParsedUploadMeta,
      files: AsyncIterable<IncomingFile>,
      uploaderId: string,
      audience?: Audience,
    ): Promise<UploadResult> {
      await taxonomy.assertCategoriesExist(meta.categoryIds);
      const staged: StageResult[] = [];
      // The same bytes twice in one upload: the later copies are duplicates of the first.
      const firstBySha = new Map<string, number>();
      // Each distinct file is prepared (type, thumbnails, hash: no side effect) as soon as it is staged,
      // while the next ones are still arriving; the decode slots bound how many run at once.
      const preparing: Array<Promise<{ ok: true; prepared: Prepared } | { ok: false; error: unknown }>> = [];
      try {
        for await (const incoming of files) {
          if (staged.length >= 30) throw new AppError('UPLOAD_TOO_MANY_FILES');
          assertFileName(incoming.fileName, staged.length + 1);
          const entry = await stageFile(stagingDir, incoming);
          const index = staged.push(entry) - 1;
          if (entry.ok && !firstBySha.has(entry.file.sha256)) {
            firstBySha.set(entry.file.sha256, index);
            preparing[index] = prepare(entry.file).then(
              (prepared) => ({ ok: true as const, prepared }),
              (error: unknown) => ({ ok: false as const, error }),
            );
          }
        }
        if (staged.length === 0) throw new AppError('UPLOAD_NO_FILES');

        const unitId = await franchisorUnitId();
        // What made a file fail on the server's side (storage), for the log when the whole upload fails.
        const causes: unknown[] = [];
        const itemErrors: AppError[] = [];
        const createdIds: Array<string | undefined> = [];
        const commitOne = async (index: number): Promise<UploadItemResult> => {
          const entry = staged[index]!;
          const fail = (fileName: string, error: unknown) => {
            if (error instanceof ItemError) {
              itemErrors[index] = error.error;
              if (error.cause) causes.push(error.cause);
            }
            return failure(index, fileName, error);
          };
          if (!entry.ok) {
            const refused = new AppError(entry.tooLarge ? 'FILE_TOO_LARGE' : 'UPLOAD_FAILED');
            return fail(entry.fileName, new ItemError(refused));
          }
          const twin = firstBySha.get(entry.file.sha256);
          if (twin !== undefined && twin !== index) {
            const twinName = (staged[twin] as { file: StagedFile }).file.fileName;
            return fail(
              entry.file.fileName,
              new ItemError(new AppError('DUPLICATE_FILE', { params: { title: twinName } })),
            );
          }
          try {
            const outcome = await preparing[index]!;
            if (!outcome.ok) throw outcome.error;
            const { prepared } = outcome;
            const { keys, columns } = await store(prepared);
            const item = meta.items[index];
            const title = item?.title || (staged.length > 1 ? `${meta.title} (${index + 1})` : meta.title);
            try {
              const id = await assets.insert(
                {
                  ...columns,
                  type: prepared.type,
                  title,
                  description: item?.description ?? meta.description,
                  validFrom: item?.validFrom ?? null,
                  validUntil: item?.validUntil ?? null,
                  containsPatient: item?.containsPatient ?? false,
                  uploadedBy: uploaderId,
                  unitId,
                },
                meta.categoryIds,
                (tx) => taxonomy.resolveTagIds(tx, meta.tags),
              );
              createdIds[index] = id;
              return { index, fileName: entry.file.fileName, status: 'created' };
            } catch (error) {
              await removeKeys(keys);
              throw error;
            }
          } catch (error) {
            return fail(entry.file.fileName, error);
          }
        };
        // Stored and committed while the preparations still running hold the CPU.
        const committed = await mapWithConcurrency(staged.length, COMMIT_CONCURRENCY, commitOne);
        // The created assets as the answer shows them: one query for all, once every file committed.
        const ids = createdIds.filter((id): id is string => id !== undefined);
        await filesStored(ids);
        const records = new Map((await assets.load(ids)).map((record) => [record.row.id, record]));
        const results = committed.map((result, index): UploadItemResult => {
          const record = records.get(createdIds[index] ?? '');
          return record ? { ...result, asset: toAsset(record, audience) } : result;
        });

        const created = results.filter((r) => r.status === 'created').length;
        if (created === 0) {
          // One file: its own error. Several: one error listing each file and why it failed.
          const only = results.length === 1 ? itemErrors[0] : undefined;
          if (only) throw withDetails(only, { items: results });
          const itens = results.map((r) => `${r.fileName} — ${r.error?.message}`).join('; ');
          throw new AppError('UPLOAD_BATCH_FAILED', {
            params: { itens },
            details: { items: results },
            cause: causes[0],
          });
        }
        return { items: results, created, failed: results.length - created };
      } finally {
        // A refused upload waits for its preparations to stop reading the staged copies before they go.
        await Promise.all(preparing);
        await Promise.all(
          staged.map((entry) => (entry.ok ? fs.rm(entry.file.path, { force: true }) : undefined)),
        );
      }
    },

    /**
     * Replaces an asset's file once `files` (one file) has ended: the body is checked whole first. The
     * pipeline runs again; the old files go once the row points at the new ones.
     */
    async replaceFile(id: string, files: AsyncIterable<IncomingFile>): Promise<void> {
      const staged = await stageSingle(stagingDir, files, (name) => assertFileName(name, 1));
      if (!staged) throw new AppError('FILE_MISSING');
      if (!staged.ok) throw new AppError(staged.tooLarge ? 'FILE_TOO_LARGE' : 'UPLOAD_FAILED');
      try {
        const current = await assets.findRow(id);
        if (!current) throw new AppError('ASSET_NOT_FOUND');
        if (current.isExternal) throw new AppError('EXTERNAL_HAS_NO_FILE');
        const { keys, columns } = await store(await prepare(staged.file, id)).catch((error: unknown) => {
          throw error instanceof ItemError ? error.error : error;
        });
        const updated = await assets
          .update(id, columns, undefined, undefined, 'asset.file-replace')
          .catch(async (error) => {
            await removeKeys(keys);
            throw error;
          });
        if (!updated) {
          await removeKeys(keys);
          throw new AppError('ASSET_NOT_FOUND');
        }
        await removeKeys(keysOf(current));
        await deleteRenders(storage, id);
        await filesStored([id], true);
      } finally {
        await fs.rm(staged.file.path, { force: true });
      }
    },
  };
}

export type IngestService = ReturnType<typeof createIngestService>;
