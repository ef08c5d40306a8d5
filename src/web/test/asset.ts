import type { Asset } from '@shared/schemas/asset';

/** An asset as the API answers it (AssetSchema), for screen tests; `overrides` set what matters. */
export function fakeAsset(overrides: Partial<Asset> & Pick<Asset, 'id' | 'title'>): Asset {
  const { id } = overrides;
  return {
    description: '',
    type: 'image',
    mime: 'image/jpeg',
    size: 2048,
    width: 800,
    height: 600,
    originalName: `${id}.jpg`,
    isExternal: false,
    externalUrl: null,
    platform: null,
    thumbnailUrl: null,
    previewUrl: null,
    placeholder: null,
    downloadUrl: `/api/assets/${id}/download`,
    embedUrl: null,
    categories: [],
    tags: [],
    uploader: null,
    unit: null,
    author: 'Franqueadora',
    uploadedAt: '2025-03-10T12:00:00.000Z',
    updatedAt: '2025-03-10T12:00:00.000Z',
    viewCount: 0,
    downloadCount: 0,
    focalPoint: null,
    validFrom: null,
    validUntil: null,
    containsPatient: false,
    ...overrides,
  };
}
