import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pLimit from 'p-limit';
import { analyzeExternalLink, externalDownloadUrl, parseHttpUrl } from '../../../shared/domain/external-link';
import type { DownloadOptions, SingleDownloadOptions } from '../../../shared/schemas/download';
import { AppError } from '../../platform/errors';
import type { FileToSend } from '../../platform/http/send-file';
import { createZip } from '../../platform/http/zip';
import type { StorageDriver } from '../../platform/storage/storage';
import { StorageNotFoundError } from '../../platform/storage/storage';
import type { AssetReader, Audience, StoredAssetRow } from '../asset-read';
import { CLEANER_VERSION } from '../asset-read';
import { type CleanOriginals, needsCleaning } from './clean-originals';
import type { DownloadsRepository } from './downloads.repository';
import { downloadFileName, extensionOf, uniqueNames } from './file-name';
import { createRenders, isRenderable, type UnitStamp, unitStamp } from './renders';

/** Long enough to start a download, short enough that a shared link soon stops working. */
const PRESIGNED_DOWNLOAD_SECONDS = 5 * 60;

/**
 * What a ZIP of assets can be refused for once its files are chosen (an album, a campaign, a
 * selection): the store, an original still to clean, and the stamp or format of its images.
 */
export const ZIP_ERRORS = [
  'STORAGE_UNAVAILABLE',
  'DOWNLOAD_NOT_CLEANABLE',
  'UNIT_NOT_ASSIGNED',
  'UNIT_CRO_INCOMPLETE',
  'IMAGE_TOO_LARGE',
] as const;

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
  assets: AssetReader;
  downloads: DownloadsRepository;
  storage: StorageDriver;
  /** Originals without GPS, serial and owner fields: what every image leaves as (issue 36). */
  cleanOriginals: CleanOriginals;
  /** Replaces the renderer (tests count its calls); media/stamp's renderDownload otherwise. */
  render?: Parameters<typeof createRenders>[0]['render'];
}

const ORIGINAL: DownloadOptions = { format: 'original', stamp: false };
/** Renders for one ZIP run two at a time (the decode slots): more would only queue in memory. */
const ZIP_RENDERS_AT_ONCE = 2;

export function createDownloadsService({ assets, downloads, storage, cleanOriginals, render }: Deps) {
  const renders = createRenders({ storage, render });

  const storedFile = (row: StoredAssetRow, key: string): FileToSend => ({
    size: row.size,
    contentType: row.mime ?? 'application/octet-stream',
    fileName: downloadFileName(row.title, extensionOf(key, row.type)),
    etag: `"${row.sha256 ?? row.id}"`,
    open: (range) => storage.read(key, range),
  });

  /**
   * The original as it may leave: an image without its GPS, serial and owner fields (its clean copy,
   * made on first use), anything else as stored. `keep` (admins only, checked by the route): as uploaded.
   */
  const originalFile = async (row: StoredAssetRow, keep = false): Promise<FileToSend & { key: string }> => {
    if (keep || !needsCleaning(row)) return { ...storedFile(row, row.storageKey!), key: row.storageKey! };
    const clean = await cleanOriginals.ensure(row);
    const etag = `"${row.sha256 ?? row.id}-c${CLEANER_VERSION}"`;
    return { ...storedFile(row, clean.key), size: clean.size, etag, key: clean.key };
  };

  /** The unit's stamp when one is asked for (and something will carry it): 422s come from here. */
  const stampFor = async (userId: string, wanted: boolean): Promise<UnitStamp | null> =>
    wanted ? unitStamp(await downloads.unitOf(userId)) : null;

  /** A stored render of `row` as a file to send (made and stored first when it is not there yet). */
  const renderedFile = async (
    row: StoredAssetRow,
    options: DownloadOptions,
    stamp: UnitStamp | null,
  ): Promise<FileToSend & { key: string }> => {
    const { key, size } = await renders.ensure(row, options.format, stamp);
    const suffix = options.format === 'original' ? 'unidade' : options.format;
    return {
      key,
      size,
      contentType: 'image/jpeg',
      fileName: downloadFileName(`${row.title}-${suffix}`, 'jpg'),
      etag: `"${key}"`,
      open: (range) => storage.read(key, range),
    };
  };

  return {
    /**
     * An asset's original, or one of its download formats (an image rendered, stamped with the
     * user's unit when asked, stored for the next request), ready to send. A missing object is found
     * when the route opens it (or asks for the presigned URL), before anything is counted. An asset
     * the audience may not see (not published today) does not exist.
     */
    async prepareDownload(
      id: string,
      userId: string,
      audience: Audience,
      options: SingleDownloadOptions = ORIGINAL,
    ): Promise<Download> {
      const row = await assets.findRow(id, audience);
      if (!row) throw new AppError('ASSET_NOT_FOUND');
      const renderable = isRenderable(row);
      if (options.format !== 'original' && !renderable) throw new AppError('DOWNLOAD_FORMAT_IMAGES_ONLY');
      // A stamp on a non-image original cannot be drawn: the original goes, recorded as unstamped.
      const stamped = options.stamp && renderable;
      const details = { format: options.format, stamped };
      if (row.isExternal) {
        const url = row.externalUrl ? parseHttpUrl(row.externalUrl) : null;
        if (!url) throw new AppError('ASSET_NOT_FOUND');
        await downloads.record([id], userId, 'download', details);
        return { kind: 'external', url: externalDownloadUrl(analyzeExternalLink(url)) };
      }
      if (!row.storageKey) throw new AppError('ASSET_NOT_FOUND');
      const count = async () => {
        await downloads.record([id], userId, 'download', details);
      };
      const { key: fileKey, ...file } =
        options.format !== 'original' || stamped
          ? await renderedFile(row, options, await stampFor(userId, stamped))
          : await originalFile(row, options.metadata === 'keep');
      const presign = storage.presignedDownloadUrl?.bind(storage);
      return {
        kind: 'stored',
        file,
        count,
        presignedUrl: presign
          ? async () => {
              if (!(await storage.stat(fileKey))) throw new StorageNotFoundError(fileKey);
              return presign(fileKey, {
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
    async openOriginal(id: string, audience: Audience): Promise<FileToSend> {
      const row = await assets.findRow(id, audience);
      if (!row?.storageKey || row.isExternal) throw new AppError('ASSET_NOT_FOUND');
      const { key: _key, ...file } = await originalFile(row);
      return file;
    },

    async view(id: string, userId: string, audience: Audience): Promise<number> {
      if (!(await assets.findRow(id, audience))) throw new AppError('ASSET_NOT_FOUND');
      const counts = await downloads.record([id], userId, 'view');
      const count = counts.get(id);
      if (count === undefined) throw new AppError('ASSET_NOT_FOUND');
      return count;
    },

    /**
     * One streamed ZIP of the selected uploaded files (external links open at their source and are
     * left out), names made unique inside it; each included file counts as a download. With a
     * format or the stamp, images go in rendered (made before the ZIP starts) and other files as
     * their originals. With an `audience`, the assets it may not see are left out, as missing ones are.
     */
    async zip(
      ids: string[],
      userId: string,
      options: DownloadOptions = ORIGINAL,
      audience?: Audience,
    ): Promise<{ stream: Readable; fileName: string; included: number }> {
      const records = await assets.load([...new Set(ids)], audience);
      const shown = records.filter((r) => r.row.storageKey && !r.row.isExternal).map((r) => r.row.id);
      if (shown.length === 0) throw new AppError('ZIP_NOTHING_TO_DOWNLOAD');
      // load() leaves out the hash columns a render key needs; the stored rows are read again.
      const files = (await Promise.all(shown.map((id) => assets.findRow(id)))).filter(
        (row): row is StoredAssetRow => Boolean(row?.storageKey),
      );
      const rendered = options.format !== 'original' || options.stamp;
      const stamp = await stampFor(userId, options.stamp && files.some(isRenderable));
      // Once the ZIP starts streaming its status is sent: a file whose bytes are gone is found first.
      const present = await Promise.all(files.map((row) => storage.stat(row.storageKey!)));
      if (present.some((stat) => !stat)) throw new AppError('STORAGE_UNAVAILABLE');
      const limit = pLimit(ZIP_RENDERS_AT_ONCE);
      const entries = await Promise.all(
        files.map((row) =>
          rendered && isRenderable(row)
            ? limit(async () => {
                const file = await renderedFile(row, options, stamp);
                return {
                  row,
                  key: file.key,
                  name: file.fileName,
                  details: { format: options.format, stamped: Boolean(stamp) },
                };
              })
            : limit(async () => ({
                row,
                // An image leaves without its metadata; other files as they are.
                key: (await originalFile(row)).key,
                name: downloadFileName(row.title, extensionOf(row.storageKey, row.type)),
                // Non-images go as they are whatever was asked: that is what their event says.
                details: { format: 'original' as const, stamped: false },
              })),
        ),
      );
      const names = uniqueNames(entries.map((entry) => entry.name));
      const groups = new Map<string, typeof entries>();
      for (const entry of entries) {
        const group = `${entry.details.format}:${entry.details.stamped}`;
        groups.set(group, [...(groups.get(group) ?? []), entry]);
      }
      for (const group of groups.values()) {
        await downloads.record(
          group.map((entry) => entry.row.id),
          userId,
          'download',
          group[0]!.details,
        );
      }

      const zip = createZip();
      const output = new PassThrough();
      // A file failing mid-ZIP (gone since the check, a disk error) ends this download, never the
      // process: yazl emits on the ZipFile and pipes each file with .pipe(), which forwards no errors.
      const fail = (error: Error) => output.destroy(error);
      zip.on('error', fail);
      pipeline(zip.outputStream, output).catch(() => {});
      entries.forEach(({ row, key }, index) => {
        zip.addReadStreamLazy(names[index]!, { mtime: row.uploadedAt, compress: false }, (callback) => {
          storage.read(key).then(
            (stream) => callback(null, stream.on('error', fail)),
            (error) => callback(error, undefined as never),
          );
        });
      });
      zip.end();
      const day = new Date().toISOString().slice(0, 10);
      return { stream: output, fileName: `banco-de-imagens-${day}.zip`, included: entries.length };
    },
  };
}

export type DownloadsService = ReturnType<typeof createDownloadsService>;
