import { assetAuthor } from '../../../shared/domain/author';
import {
  analyzeExternalLink,
  embedUrl,
  externalDownloadUrl,
  parseHttpUrl,
} from '../../../shared/domain/external-link';
import { publicationState } from '../../../shared/domain/publication';
import type { Asset } from '../../../shared/schemas/asset';
import type { AssetRecord } from './asset-reader';
import type { Audience } from './audience';
import { thumbnailUrl } from './thumbnail-url';

/**
 * Row -> API object. File URLs carry a version so browsers may cache them until the file changes.
 * Admins (an audience that sees all) get the publication state on its day besides.
 */
export function toAsset(
  { row, uploader, unit, fromFranchisor, categories, tags }: AssetRecord,
  audience?: Audience,
): Asset {
  const ours = (size: 'grid' | 'preview') => thumbnailUrl(row.id, row.updatedAt, size);
  const link = row.isExternal && row.externalUrl ? parseHttpUrl(row.externalUrl) : null;
  const analyzed = link ? analyzeExternalLink(link) : null;

  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    originalName: row.originalName,
    isExternal: row.isExternal,
    externalUrl: row.externalUrl,
    platform: row.platform,
    thumbnailUrl: row.gridThumbKey ? ours('grid') : row.externalThumbnailUrl,
    previewUrl: row.previewThumbKey ? ours('preview') : row.externalThumbnailUrl,
    placeholder: row.placeholder,
    downloadUrl: analyzed
      ? externalDownloadUrl(analyzed)
      : row.storageKey
        ? `/api/assets/${row.id}/download`
        : null,
    embedUrl: analyzed ? embedUrl(analyzed) : null,
    categories,
    tags,
    uploader,
    unit,
    author: assetAuthor({ fromFranchisor, uploaderName: uploader?.name ?? null }),
    uploadedAt: row.uploadedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    viewCount: row.viewCount,
    downloadCount: row.downloadCount,
    focalPoint: row.focalX === null || row.focalY === null ? null : { x: row.focalX, y: row.focalY },
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    containsPatient: row.containsPatient,
    ...(audience?.seesAll && { publication: publicationState(row, audience.today) }),
  };
}
