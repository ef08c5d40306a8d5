import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { analyzeExternalLink, externalDownloadUrl, parseHttpUrl } from '../../../shared/domain/external-link';
import { AppError } from '../../errors';
import type { FileToSend } from '../../http/send-file';
import { type StorageDriver, StorageNotFoundError } from '../../storage/storage';
import type { AssetsRepository, StoredAssetRow } from '../assets/assets.repository';
import type { DownloadsRepository } from './downloads.repository';
import { downloadFileName, extensionOf, uniqueNames } from './file-name';

/** Long enough to start a download, short enough that a shared link soon stops working. */
const PRESIGNED_DOWNLOAD_SECONDS = 5 * 60;

/**
 * What downloading an asset's original means, without HTTP: an external link to open at its source
 * (already counted), or a stored file the route sends (or hands to the store's presigned URL) and
 * counts through `count` once it knows the answer starts at the first byte.
 */
export type Download =
  | { kind: 'external'; url: string }
  | {
      kind: 'stored';
      file: FileToSend;
      count(): Promise<void>;
      /** A short-lived URL on the store itself (S3), after checking the object is there. */
      presignedUrl?: () => Promise<string>;
    };

interface Deps {
  assets: AssetsRepository;
  downloads: DownloadsRepository;
  storage: StorageDriver;
}

export function createDownloadsService({ assets, downloads, storage }: Deps) {
  const storedFile = (row: StoredAssetRow, key: string): FileToSend => ({
    size: row.size,
    contentType: row.mime ?? 'application/octet-stream',
    fileName: downloadFileName(row.title, extensionOf(key, row.type)),
    etag: `"${row.sha256 ?? row.id}"`,
    open: (range) => storage.read(key, range),
  });

  return {
    /**
     * An asset's original, ready to send. A missing object is found when the route opens it (or
     * asks for the presigned URL), before anything is counted.
     */
    async prepareDownload(id: string, userId: string): Promise<Download> {
      const row = await assets.findRow(id);
      if (!row) throw new AppError('ASSET_NOT_FOUND');
      if (row.isExternal) {
        const url = row.externalUrl ? parseHttpUrl(row.externalUrl) : null;
        if (!url) throw new AppError('ASSET_NOT_FOUND');
        await downloads.record([id], userId, 'download');
        return { kind: 'external', url: externalDownloadUrl(analyzeExternalLink(url)) };
      }
      const key = row.storageKey;
      if (!key) throw new AppError('ASSET_NOT_FOUND');
      const file = storedFile(row, key);
      const presign = storage.presignedDownloadUrl?.bind(storage);
      return {
        kind: 'stored',
        file,
        count: async () => {
          await downloads.record([id], userId, 'download');
        },
        presignedUrl: presign
          ? async () => {
              if (!(await storage.stat(key))) throw new StorageNotFoundError(key);
              return presign(key, {
                fileName: file.fileName,
                contentType: file.contentType,
                expiresInSeconds: PRESIGNED_DOWNLOAD_SECONDS,
              });
            }
          : undefined,
      };
    },

    /**
     * The stored original for the asset page's own reader (pdf.js, the text preview): read in
     * ranges, never counted as a download, never a redirect (a cross-origin read CSP refuses).
     */
    async openOriginal(id: string): Promise<FileToSend> {
      const row = await assets.findRow(id);
      if (!row?.storageKey || row.isExternal) throw new AppError('ASSET_NOT_FOUND');
      return storedFile(row, row.storageKey);
    },

    async view(id: string, userId: string): Promise<number> {
      const counts = await downloads.record([id], userId, 'view');
      const count = counts.get(id);
      if (count === undefined) throw new AppError('ASSET_NOT_FOUND');
      return count;
    },

    /**
     * One streamed ZIP of the selected uploaded files (external links open at their source and are
     * left out), names made unique inside it; each included file counts as a download.
     */
    async zip(
      ids: string[],
      userId: string,
    ): Promise<{ stream: Readable; fileName: string; included: number }> {
      const records = await assets.load([...new Set(ids)]);
      const files = records.filter((r) => r.row.storageKey && !r.row.isExternal).map((r) => r.row);
      if (files.length === 0) throw new AppError('ZIP_NOTHING_TO_DOWNLOAD');
      const names = uniqueNames(
        files.map((row) => downloadFileName(row.title, extensionOf(row.storageKey, row.type))),
      );
      // Once the ZIP starts streaming its status is sent: a file whose bytes are gone is found first.
      const present = await Promise.all(files.map((row) => storage.stat(row.storageKey!)));
      if (present.some((stat) => !stat)) throw new AppError('STORAGE_UNAVAILABLE');
      await downloads.record(
        files.map((row) => row.id),
        userId,
        'download',
      );

      const zip = new yazl.ZipFile();
      const output = new PassThrough();
      // A file failing mid-ZIP (gone since the check, a disk error) ends this download, never the
      // process: yazl emits on the ZipFile and pipes each file with .pipe(), which forwards no errors.
      const fail = (error: Error) => output.destroy(error);
      zip.on('error', fail);
      pipeline(zip.outputStream, output).catch(() => {});
      files.forEach((row, index) => {
        zip.addReadStreamLazy(names[index]!, { mtime: row.uploadedAt, compress: false }, (callback) => {
          storage.read(row.storageKey!).then(
            (stream) => callback(null, stream.on('error', fail)),
            (error) => callback(error, undefined as never),
          );
        });
      });
      zip.end();
      const day = new Date().toISOString().slice(0, 10);
      return { stream: output, fileName: `banco-de-imagens-${day}.zip`, included: files.length };
    },
  };
}

export type DownloadsService = ReturnType<typeof createDownloadsService>;
