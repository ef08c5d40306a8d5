/**
 * The address of an asset's thumbnail ('grid') or preview, versioned by the asset's last change, so
 * a browser keeps it a year (the route answers it immutable) and a new file gets a new address.
 */
export function thumbnailUrl(assetId: string, updatedAt: Date, size: 'grid' | 'preview' = 'grid'): string {
  return `/api/assets/${assetId}/thumbnail?size=${size}&v=${updatedAt.getTime().toString(36)}`;
}
