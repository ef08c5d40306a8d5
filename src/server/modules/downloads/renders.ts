import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { DownloadFormat } from '../../../shared/constants';
import { isStampReady } from '../../../shared/domain/unit-stamp';
import { ImageTooLargeError, mediaKit, type StampData } from '../../media';
import { AppError, imageTooLarge } from '../../platform/errors';
import type { StorageDriver } from '../../platform/storage/storage';
import type { StoredAssetRow } from '../asset-read';
import { fileVersionOf, renderKey } from '../asset-read';
import type { UserUnit } from './downloads.repository';

/** Raster types sharp reads; an admin may relabel a PDF as 'image', so the MIME type decides too. */
const RENDERABLE_MIME = /^image\/(jpeg|png|webp|gif|avif|tiff)$/;

/** True when download formats and the stamp apply: an uploaded raster image. */
export function isRenderable(
  row: Pick<StoredAssetRow, 'type' | 'mime' | 'isExternal' | 'storageKey'>,
): boolean {
  return (
    row.type === 'image' && !row.isExternal && Boolean(row.storageKey) && RENDERABLE_MIME.test(row.mime ?? '')
  );
}

/** What a stamped render needs of the user's unit: the band's data, its logo and its data version. */
export interface UnitStamp {
  unitId: string;
  dataVersion: number;
  data: StampData;
  logoKey: string | null;
}

/**
 * The user's unit as a stamp: UNIT_NOT_ASSIGNED without a unit, UNIT_CRO_INCOMPLETE when the
 * council data the law asks for (clinic registration, RT name, CRO number and UF) is missing.
 */
export function unitStamp(unit: UserUnit | null): UnitStamp {
  if (!unit) throw new AppError('UNIT_NOT_ASSIGNED');
  if (!isStampReady(unit)) throw new AppError('UNIT_CRO_INCOMPLETE');
  const { croRegistration, rtName, rtCro, rtUf } = unit;
  return {
    unitId: unit.id,
    dataVersion: unit.dataVersion,
    logoKey: unit.logoKey,
    data: {
      name: unit.name,
      address: unit.address,
      phone: unit.phone,
      whatsapp: unit.whatsapp,
      croRegistration,
      rtName,
      rtCro,
      rtUf,
    },
  };
}

type RenderDownload = Awaited<ReturnType<typeof mediaKit>>['renderDownload'];

interface Deps {
  storage: StorageDriver;
  /** media's renderDownload unless a test counts the calls. */
  render?: RenderDownload;
}

/**
 * Stored renders: one object per (file version, focal point, format, unit data version), made on
 * the first request and read from storage afterwards. Two identical requests at once share one render.
 */
export function createRenders({ storage, render }: Deps) {
  const inFlight = new Map<string, Promise<number>>();

  async function make(row: StoredAssetRow, format: DownloadFormat, stamp: UnitStamp | null, key: string) {
    // A logo that cannot be read (gone, replaced meanwhile) leaves the band without it.
    const logo = stamp?.logoKey ? await storage.read(stamp.logoKey).then(buffer, () => null) : null;
    const focal = row.focalX === null || row.focalY === null ? null : { x: row.focalX, y: row.focalY };
    const input = await storage.read(row.storageKey!);
    let bytes: Buffer;
    try {
      const draw = render ?? (await mediaKit()).renderDownload;
      bytes = await draw({
        input,
        format,
        focal,
        stamp: stamp?.data ?? null,
        logo,
      });
    } catch (error) {
      if (error instanceof ImageTooLargeError) throw imageTooLarge(error);
      if (error instanceof AppError) throw error;
      // A stored original sharp cannot read (damaged, mislabelled): the original is still there.
      if (error instanceof Error && !('code' in error)) throw new AppError('DOWNLOAD_FORMAT_IMAGES_ONLY');
      throw error;
    }
    const stored = await storage.put(key, Readable.from([bytes]), { contentType: 'image/jpeg' });
    return stored.size;
  }

  return {
    /** The render's key and size, stored first when it is not there yet. */
    async ensure(
      row: StoredAssetRow,
      format: DownloadFormat,
      stamp: UnitStamp | null,
    ): Promise<{ key: string; size: number; reused: boolean }> {
      const key = renderKey({
        assetId: row.id,
        fileVersion: fileVersionOf(row),
        focal: row.focalX === null || row.focalY === null ? null : { x: row.focalX, y: row.focalY },
        format,
        unit: stamp ? { id: stamp.unitId, dataVersion: stamp.dataVersion } : null,
      });
      const existing = await storage.stat(key);
      if (existing) return { key, size: existing.size, reused: true };
      let pending = inFlight.get(key);
      if (!pending) {
        pending = make(row, format, stamp, key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return { key, size: await pending, reused: false };
    },
  };
}
