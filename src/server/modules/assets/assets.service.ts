import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { analyzeExternalLink, checkExternalUrl } from '../../../shared/domain/external-link';
import { messages } from '../../../shared/messages/pt-BR';
import type { Asset, ExternalAssetInput, UpdateAssetInput } from '../../../shared/schemas/asset';
import { mediaKit } from '../../media';
import { AppError } from '../../platform/errors';
import type { StorageDriver } from '../../platform/storage/storage';
import type { Audience } from '../asset-read';
import { deleteRenders, isStaleRender, RENDERS_PREFIX, type RenderSweepState, toAsset } from '../asset-read';
import { type AssetsRepository, keysOf } from './assets.repository';
import type { TaxonomyPort } from './ingest-items';

/** Folders of the storage that rows point into; the sweep looks nowhere else. */
const SWEPT_PREFIXES = [
  'image/',
  'video/',
  'document/',
  'pdf/',
  'psd/',
  'other/',
  'thumbs/',
  'avatars/',
  'banners/',
  // Unit logos: kept while their unit points at them (referencedKeys).
  'units/',
  // Signed consents (TCLE): kept while their consent row exists; an asset's go with it.
  'consents/',
  // Material requests' reference images: kept while their request exists.
  'requests/',
];

interface Deps {
  assets: AssetsRepository;
  storage: StorageDriver;
  taxonomy: TaxonomyPort;
  franchisorUnitId: () => Promise<string | null>;
}

export function createAssetsService({ assets, storage, taxonomy, franchisorUnitId }: Deps) {
  /** The asset as `audience` sees it (one it may not see does not exist); internal callers pass none. */
  async function get(id: string, audience?: Audience): Promise<Asset> {
    const [record] = await assets.load([id], audience);
    if (!record) throw new AppError('ASSET_NOT_FOUND');
    return toAsset(record, audience);
  }

  return {
    get,

    async update(
      id: string,
      input: UpdateAssetInput & { tags?: string[]; categoryIds?: string[] },
      audience?: Audience,
    ): Promise<Asset> {
      if (input.categoryIds) await taxonomy.assertCategoriesExist(input.categoryIds);
      if (input.validFrom !== undefined || input.validUntil !== undefined) {
        // One bound sent: the other is the stored one (the schema checks the pair when both come).
        const current = await assets.findRow(id);
        if (!current) throw new AppError('ASSET_NOT_FOUND');
        const from = input.validFrom === undefined ? current.validFrom : input.validFrom;
        const until = input.validUntil === undefined ? current.validUntil : input.validUntil;
        if (from && until && from > until) throw new AppError('ASSET_VALIDITY_RANGE');
      }
      const tags = input.tags;
      const focal = input.focalPoint;
      const row = await assets.update(
        id,
        {
          title: input.title,
          description: input.description,
          type: input.type,
          validFrom: input.validFrom,
          validUntil: input.validUntil,
          containsPatient: input.containsPatient,
          ...(focal !== undefined && { focalX: focal?.x ?? null, focalY: focal?.y ?? null }),
        },
        input.categoryIds,
        tags ? (tx) => taxonomy.resolveTagIds(tx, tags) : undefined,
        'asset.edit',
      );
      if (!row) throw new AppError('ASSET_NOT_FOUND');
      // Crops around the old point will never be asked for again (their key names the old point).
      if (focal !== undefined) await deleteRenders(storage, id);
      return get(id, audience);
    },

    /** Removes the row (links, album entries and consents cascade), then its files and derivatives. */
    async delete(id: string): Promise<void> {
      const row = await assets.delete(id);
      if (!row) throw new AppError('ASSET_NOT_FOUND');
      // A file that cannot be removed now is left to the start-up sweep: no row points at it any more.
      const files = [...keysOf(row), ...row.consentFileKeys];
      await Promise.all(files.map((key) => storage.delete(key).catch(() => {})));
      await deleteRenders(storage, id);
    },

    /** Records an external link (type video, size 0). The URL is analysed, never fetched. */
    async createExternal(
      input: ExternalAssetInput & { categoryIds: string[]; tags: string[] },
      uploaderId: string,
      audience?: Audience,
    ): Promise<Asset> {
      const checked = checkExternalUrl(input.url);
      if (!('url' in checked)) throw new AppError('LINK_INVALID');
      const { url } = checked;
      await taxonomy.assertCategoriesExist(input.categoryIds);
      const link = analyzeExternalLink(url);
      let gridThumbKey: string | null = null;
      if (!link.thumbnailUrl) {
        gridThumbKey = `thumbs/${randomUUID()}-grid.webp`;
        const label = link.platform === 'dropbox' ? 'Dropbox' : messages.assets.externalVideoLabel;
        await storage.put(gridThumbKey, Readable.from(await (await mediaKit()).makeLinkCard(label)), {
          contentType: 'image/webp',
        });
      }
      try {
        const id = await assets.insert(
          {
            title: input.title,
            description: input.description ?? '',
            type: 'video',
            size: 0,
            isExternal: true,
            externalUrl: link.url,
            platform: link.platform,
            externalThumbnailUrl: link.thumbnailUrl,
            gridThumbKey,
            uploadedBy: uploaderId,
            unitId: await franchisorUnitId(),
          },
          input.categoryIds,
          (tx) => taxonomy.resolveTagIds(tx, input.tags),
        );
        return get(id, audience);
      } catch (error) {
        if (gridThumbKey) await storage.delete(gridThumbKey).catch(() => {});
        throw error;
      }
    },

    async readThumbnail(id: string, size: 'grid' | 'preview', audience?: Audience): Promise<Readable> {
      const row = await assets.findRow(id, audience);
      const key = size === 'preview' ? (row?.previewThumbKey ?? row?.gridThumbKey) : row?.gridThumbKey;
      if (!key) throw new AppError('THUMBNAIL_NOT_FOUND');
      return storage.read(key);
    },

    /**
     * Deletes stored files no row points at: what a crash between storing a file and committing its
     * row leaves behind. `olderThan` protects uploads in flight on other app processes. Stored
     * download renders go when stale (asset gone; file, focal point or unit data changed).
     */
    async sweepOrphans(olderThan?: Date): Promise<number> {
      const referenced = await assets.referencedKeys();
      // Read only when the store holds renders (a large library without any skips the query).
      let renders: RenderSweepState | undefined;
      let removed = 0;
      for await (const key of storage.list()) {
        // Stored download renders: kept while their key is still the one a request would compute.
        if (key.startsWith(RENDERS_PREFIX)) {
          renders ??= await assets.renderSweepState();
          if (isStaleRender(key, renders)) {
            await storage.delete(key);
            removed++;
          }
          continue;
        }
        if (referenced.has(key) || !SWEPT_PREFIXES.some((prefix) => key.startsWith(prefix))) continue;
        if (olderThan) {
          const info = await storage.stat(key);
          if (!info || info.modifiedAt > olderThan) continue;
        }
        await storage.delete(key);
        removed++;
      }
      return removed;
    },
  };
}

export type AssetsService = ReturnType<typeof createAssetsService>;
