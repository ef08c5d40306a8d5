import type { Readable } from 'node:stream';
import type {
  AddAlbumAssetsResult,
  Album,
  AlbumDetail,
  CreateAlbumInput,
  UpdateAlbumInput,
} from '../../../shared/schemas/album';
import type { DownloadOptions } from '../../../shared/schemas/download';
import { AppError } from '../../platform/errors';
import type { AssetReader, Audience } from '../asset-read';
import { thumbnailUrl, toAsset } from '../asset-read';
import type { DownloadsService } from '../downloads';
import { downloadFileName } from '../downloads';
import type { AlbumSummaryRow, AlbumsRepository } from './albums.repository';

const notFound = () => new AppError('ALBUM_NOT_FOUND');

function toAlbum(row: AlbumSummaryRow): Album {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    assetCount: row.assetCount,
    thumbnailUrl:
      row.coverAssetId && row.coverUpdatedAt ? thumbnailUrl(row.coverAssetId, row.coverUpdatedAt) : null,
    placeholder: row.coverPlaceholder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface Deps {
  albums: AlbumsRepository;
  assets: AssetReader;
  downloads: DownloadsService;
}

/**
 * Albums belong to their owner alone: for anyone else an album id answers 404, whatever it holds.
 * What an album shows (its files, count, cover, ZIP) is what its owner's `audience` sees: for users
 * and franqueados, the files published today (the others stay in it, hidden, until they are again).
 */
export function createAlbumsService({ albums, assets, downloads }: Deps) {
  async function owned(id: string, ownerId: string, audience: Audience): Promise<AlbumSummaryRow> {
    const album = await albums.findOwned(id, ownerId, audience);
    if (!album) throw notFound();
    return album;
  }

  return {
    async list(ownerId: string, audience: Audience, q?: string): Promise<{ items: Album[]; total: number }> {
      const rows = await albums.listForOwner(ownerId, audience, q || undefined);
      return { items: rows.map(toAlbum), total: rows.length };
    },

    async get(id: string, ownerId: string, audience: Audience): Promise<AlbumDetail> {
      const album = await owned(id, ownerId, audience);
      const records = await assets.load(await albums.assetIds(id, audience), audience);
      return { ...toAlbum(album), assets: records.map((record) => toAsset(record, audience)) };
    },

    async create(
      ownerId: string,
      input: CreateAlbumInput & { name: string },
      audience: Audience,
    ): Promise<Album> {
      const row = await albums.create(ownerId, input.name, input.description ?? '');
      return toAlbum((await albums.findOwned(row.id, ownerId, audience))!);
    },

    async update(id: string, ownerId: string, input: UpdateAlbumInput, audience: Audience): Promise<Album> {
      if (!(await albums.update(id, ownerId, input))) throw notFound();
      return toAlbum(await owned(id, ownerId, audience));
    },

    async delete(id: string, ownerId: string): Promise<void> {
      if (!(await albums.delete(id, ownerId))) throw notFound();
    },

    async addAssets(
      id: string,
      ownerId: string,
      assetIds: string[],
      audience: Audience,
    ): Promise<AddAlbumAssetsResult> {
      await owned(id, ownerId, audience);
      return albums.addAssets(id, assetIds, audience);
    },

    async removeAsset(id: string, ownerId: string, assetId: string, audience: Audience): Promise<void> {
      await owned(id, ownerId, audience);
      if (!(await albums.removeAsset(id, assetId))) throw new AppError('ASSET_NOT_IN_ALBUM');
    },

    async download(
      id: string,
      ownerId: string,
      audience: Audience,
      options?: DownloadOptions,
    ): Promise<{ stream: Readable; fileName: string }> {
      const album = await owned(id, ownerId, audience);
      const ids = await albums.assetIds(id, audience);
      if (ids.length === 0) throw new AppError('ALBUM_EMPTY');
      const zip = await downloads.zip(ids, ownerId, options, audience);
      return {
        stream: zip.stream,
        fileName: downloadFileName(album.name, 'zip'),
      };
    },
  };
}

export type AlbumsService = ReturnType<typeof createAlbumsService>;
