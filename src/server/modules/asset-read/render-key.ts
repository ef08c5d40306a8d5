import { createHash } from 'node:crypto';
import { DOWNLOAD_FORMATS, type DownloadFormat } from '../../../shared/constants';
import type { StorageDriver } from '../../platform/storage/storage';

/** Where stored renders live; one folder per asset, so deleting an asset's renders is one listing. */
export const RENDERS_PREFIX = 'renders/';

/**
 * The band's layout and the encoder settings: raise it when either changes, so every stored render
 * made the old way becomes stale (a new key) and the start-up sweep removes it.
 */
export const RENDERER_VERSION = 1;

/** Formats that crop the picture (so the focal point is part of what they depend on). */
const CROPPING: ReadonlySet<DownloadFormat> = new Set(['instagram-feed', 'instagram-stories', 'square']);

/** What a render depends on: every part is in its key, so a change of any of them is a new key. */
export interface RenderIdentity {
  assetId: string;
  /** The asset's file: its sha256 (or, for rows without one, its storage key). */
  fileVersion: string;
  focal: { x: number; y: number } | null;
  format: DownloadFormat;
  unit: { id: string; dataVersion: number } | null;
}

/** The file's identity, 16 hex characters: the sha256's start, or a hash of the storage key. */
export function fileVersionOf(row: { sha256: string | null; storageKey: string | null }): string {
  const sha = row.sha256?.toLowerCase();
  if (sha && /^[0-9a-f]{16,}$/.test(sha)) return sha.slice(0, 16);
  return createHash('sha256')
    .update(row.storageKey ?? '')
    .digest('hex')
    .slice(0, 16);
}

/** "c" for the centre (or a format that does not crop), else the point in thousandths: "250x700". */
function focalPart(format: DownloadFormat, focal: { x: number; y: number } | null): string {
  if (!focal || !CROPPING.has(format)) return 'c';
  return `${Math.round(focal.x * 1000)}x${Math.round(focal.y * 1000)}`;
}

/** `renders/<assetId>/<sha16>-<focal or c>-<format>-<unitId or none>-v<unit data version>.r<renderer>.jpg` */
export function renderKey(identity: RenderIdentity): string {
  const unit = identity.unit ? `${identity.unit.id}-v${identity.unit.dataVersion}` : 'none-v0';
  return `${RENDERS_PREFIX}${identity.assetId}/${identity.fileVersion}-${focalPart(identity.format, identity.focal)}-${identity.format}-${unit}.r${RENDERER_VERSION}.jpg`;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY = new RegExp(
  `^renders/(${UUID})/([0-9a-f]{16})-(c|\\d{1,4}x\\d{1,4})-(${DOWNLOAD_FORMATS.join('|')})-(${UUID}|none)-v(\\d+)\\.r\\d+\\.jpg$`,
);

/**
 * How originals are cleaned of GPS, serial and owner fields (media/metadata.ts): raise it when the
 * cleaning changes, so every clean copy made the old way becomes stale and is made again.
 */
export const CLEANER_VERSION = 1;

/** `renders/<assetId>/<sha16>-original.c<cleaner>.<ext>`: the original without its metadata. */
export function cleanOriginalKey(assetId: string, fileVersion: string, extension: string): string {
  return `${RENDERS_PREFIX}${assetId}/${fileVersion}-original.c${CLEANER_VERSION}.${extension}`;
}

const CLEAN_KEY = new RegExp(`^renders/(${UUID})/([0-9a-f]{16})-original\\.c(\\d+)\\.([a-z0-9]{1,8})$`);

export interface ParsedRenderKey {
  assetId: string;
  fileVersion: string;
  focal: string;
  format: DownloadFormat;
  unitId: string | null;
  dataVersion: number;
}

export function parseRenderKey(key: string): ParsedRenderKey | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const [, assetId, fileVersion, focal, format, unit, version] = match;
  return {
    assetId: assetId!,
    fileVersion: fileVersion!,
    focal: focal!,
    format: format as DownloadFormat,
    unitId: unit === 'none' ? null : unit!,
    dataVersion: Number(version),
  };
}

export interface RenderSweepState {
  assets: Map<
    string,
    { sha256: string | null; storageKey: string | null; focalX: number | null; focalY: number | null }
  >;
  unitVersions: Map<string, number>;
}

/**
 * True when nobody can ask for this render any more: its asset is gone, or its file, focal point or
 * unit data changed since it was made (the key would now be another one), or it is not a render key.
 */
export function isStaleRender(key: string, state: RenderSweepState): boolean {
  const clean = CLEAN_KEY.exec(key);
  if (clean) {
    const asset = state.assets.get(clean[1]!);
    return !asset?.storageKey || fileVersionOf(asset) !== clean[2] || Number(clean[3]) !== CLEANER_VERSION;
  }
  const parsed = parseRenderKey(key);
  if (!parsed) return true;
  const asset = state.assets.get(parsed.assetId);
  if (!asset?.storageKey) return true;
  const unit = parsed.unitId
    ? { id: parsed.unitId, dataVersion: state.unitVersions.get(parsed.unitId) ?? -1 }
    : null;
  const focal = asset.focalX === null || asset.focalY === null ? null : { x: asset.focalX, y: asset.focalY };
  return (
    renderKey({
      assetId: parsed.assetId,
      fileVersion: fileVersionOf(asset),
      focal,
      format: parsed.format,
      unit,
    }) !== key
  );
}

/** Where personalized pieces (issue 40) live: `pieces/<assetId>/…`, and a batch's ZIPs in `pieces/batches/`. */
export const PIECES_PREFIX = 'pieces/';

/**
 * Deletes every stored render and personalized piece of an asset (its file, focal point or row
 * changed, or it was deleted); best effort.
 */
export async function deleteRenders(storage: StorageDriver, assetId: string): Promise<void> {
  try {
    const keys: string[] = [];
    for (const prefix of [RENDERS_PREFIX, PIECES_PREFIX]) {
      for await (const key of storage.list(`${prefix}${assetId}/`)) keys.push(key);
    }
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
  } catch {
    // What is left is stale by its key and goes with the start-up sweep.
  }
}
