import type { Readable } from 'node:stream';
import type {
  AddAlbumAssetsResult,
  Album,
  AlbumDetail,
  CreateAlbumInput,
  UpdateAlbumInput,
} from '../../../shared/schemas/album';
import type { DownloadOptions } from '../../../shared/schemas/download';
import { AppError } from '../../errors';
import { toAsset } from '../assets/asset-mapper';
import type { AssetsRepository } from '../assets/assets.repository';
import type { DownloadsService } from '../downloads/downloads.service';
import { downloadFileName } from '../downloads/file-name';
import type { AlbumSummaryRow, AlbumsRepository } from './albums.repository';

const notFound = () => new AppError('ALBUM_NOT_FOUND');

function toAlbum(row: AlbumSummaryRow): Album {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    assetCount: row.assetCount,
    thumbnailUrl: row.coverAssetId
      ? `/api/assets/${row.coverAssetId}/thumbnail?size=grid&v=${row.coverUpdatedAt!.getTime().toString(36)}`
      : null,
    placeholder: row.coverPlaceholder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface Deps {
  albums: AlbumsRepository;
  assets: AssetsRepository;
  downloads: DownloadsService;
}

/** Albums belong to their owner alone: for anyone else an album id answers 404, whatever it holds. */
export function createAlbumsService({ albums, assets, downloads }: Deps) {
  async function owned(id: string, ownerId: string): Promise<AlbumSummaryRow> {
    const album = await albums.findOwned(id, ownerId);
    if (!album) throw notFound();
    return album;
  }

  return {
    async list(ownerId: string, q?: string): Promise<{ items: Album[]; total: number }> {
      const rows = await albums.listForOwner(ownerId, q || undefined);
      return { items: rows.map(toAlbum), total: rows.length };
    },

    async get(id: string, ownerId: string): Promise<AlbumDetail> {
      const album = await owned(id, ownerId);
      const records = await assets.load(await albums.assetIds(id));
      return { ...toAlbum(album), assets: records.map(toAsset) };
    },

    async create(ownerId: string, input: CreateAlbumInput & { name: string }): Promise<Album> {
      const row = await albums.create(ownerId, input.name, input.description ?? '');
      return toAlbum((await albums.findOwned(row.id, ownerId))!);
    },

    async update(id: string, ownerId: string, input: UpdateAlbumInput): Promise<Album> {
      if (!(await albums.update(id, ownerId, input))) throw notFound();
      return toAlbum(await owned(id, ownerId));
    },

    async delete(id: string, ownerId: string): Promise<void> {
      if (!(await albums.delete(id, ownerId))) throw notFound();
    },

    async addAssets(id: string, ownerId: string, assetIds: string[]): Promise<AddAlbumAssetsResult> {
      await owned(id, ownerId);
      return albums.addAssets(id, assetIds);
    },

    async removeAsset(id: string, ownerId: string, assetId: string): Promise<void> {
      await owned(id, ownerId);
      if (!(await albums.removeAsset(id, assetId))) throw new AppError('ASSET_NOT_IN_ALBUM');
    },

    async download(
      id: string,
      ownerId: string,
      options?: DownloadOptions,
    ): Promise<{ stream: Readable; fileName: string }> {
      const album = await owned(id, ownerId);
      const ids = await albums.assetIds(id);
      if (ids.length === 0) throw new AppError('ALBUM_EMPTY');
      const zip = await downloads.zip(ids, ownerId, options);
      return {
        stream: zip.stream,
        fileName: downloadFileName(album.name, 'zip'),
      };
    },
  };
}

export type AlbumsService = ReturnType<typeof createAlbumsService>;
