import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { analyzeExternalLink, externalDownloadUrl, parseHttpUrl } from '../../../shared/domain/external-link';
import { messages } from '../../../shared/messages/pt-BR';
import { AppError } from '../../errors';
import { type StorageDriver, StorageNotFoundError } from '../../storage/storage';
import type { AssetsRepository } from '../assets/assets.repository';
import type { DownloadsRepository } from './downloads.repository';
import { downloadFileName, extensionOf, uniqueNames } from './file-name';

const m = messages.search;

/** Long enough to start a download, short enough that a shared link soon stops working. */
const PRESIGNED_DOWNLOAD_SECONDS = 5 * 60;

export interface ByteRangeRequest {
  start: number;
  end: number;
}

export type RangeParse =
  | { kind: 'none' }
  | { kind: 'range'; range: ByteRangeRequest }
  | { kind: 'unsatisfiable' };

/** One `bytes=` range (start-end, start-, or -suffix) against a file of `size` bytes. */
export function parseRange(header: string | undefined, size: number): RangeParse {
  if (!header) return { kind: 'none' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'none' };
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return { kind: 'unsatisfiable' };
  return { kind: 'range', range: { start, end } };
}

export type DownloadResult =
  | { kind: 'redirect'; url: string }
  | {
      kind: 'file';
      stream: Readable;
      fileName: string;
      mime: string;
      size: number;
      etag: string;
      range?: ByteRangeRequest;
    };

interface Deps {
  assets: AssetsRepository;
  downloads: DownloadsRepository;
  storage: StorageDriver;
}

export function createDownloadsService({ assets, downloads, storage }: Deps) {
  return {
    /**
     * Opens an asset's original for download and counts it — once per download: a range request
     * counts only when it starts at byte 0, so resumed downloads are not counted twice. On a store
     * with presigned URLs (S3) the answer is a redirect to one, so originals bypass the app, unless
     * the caller cannot follow it (`allowRedirect: false`): then the bytes are streamed as on disk.
     */
    async download(
      id: string,
      userId: string,
      rangeHeader?: string,
      ifNoneMatch?: string,
      { allowRedirect = true }: { allowRedirect?: boolean } = {},
    ): Promise<
      DownloadResult | { kind: 'not-modified'; etag: string } | { kind: 'unsatisfiable'; size: number }
    > {
      const row = await assets.findRow(id);
      if (!row) throw new AppError('NOT_FOUND', { message: messages.assets.notFound });
      if (row.isExternal) {
        const url = row.externalUrl ? parseHttpUrl(row.externalUrl) : null;
        if (!url) throw new AppError('NOT_FOUND', { message: messages.assets.notFound });
        await downloads.record([id], userId, 'download');
        return { kind: 'redirect', url: externalDownloadUrl(analyzeExternalLink(url)) };
      }
      if (!row.storageKey) throw new AppError('NOT_FOUND', { message: messages.assets.notFound });
      const etag = `"${row.sha256 ?? row.id}"`;
      if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) return { kind: 'not-modified', etag };

      const range = parseRange(rangeHeader, row.size);
      if (range.kind === 'unsatisfiable') return { kind: 'unsatisfiable', size: row.size };
      const fileName = downloadFileName(row.title, extensionOf(row.storageKey, row.type));
      const mime = row.mime ?? 'application/octet-stream';
      const counts = range.kind === 'none' || range.range.start === 0;
      if (storage.presignedDownloadUrl && allowRedirect) {
        // The store serves the bytes (and any Range) itself; a missing object is told here, not
        // left to the store's own error page, and is not counted.
        if (!(await storage.stat(row.storageKey))) throw new StorageNotFoundError(row.storageKey);
        if (counts) await downloads.record([id], userId, 'download');
        const url = await storage.presignedDownloadUrl(row.storageKey, {
          fileName,
          contentType: mime,
          expiresInSeconds: PRESIGNED_DOWNLOAD_SECONDS,
        });
        return { kind: 'redirect', url };
      }
      const stream = await storage.read(row.storageKey, range.kind === 'range' ? range.range : undefined);
      if (counts) await downloads.record([id], userId, 'download');
      return {
        kind: 'file',
        stream,
        fileName,
        mime,
        size: row.size,
        etag,
        range: range.kind === 'range' ? range.range : undefined,
      };
    },

    async view(id: string, userId: string): Promise<number> {
      const counts = await downloads.record([id], userId, 'view');
      const count = counts.get(id);
      if (count === undefined) throw new AppError('NOT_FOUND', { message: messages.assets.notFound });
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
      if (files.length === 0) throw new AppError('VALIDATION', { message: m.zipNothing });
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
