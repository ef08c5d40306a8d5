import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { coverCrop, type FocalPoint, type PieceFormat, type Size } from '../../shared/templates/formats';
import { decodeOptions } from './decode';

/** A picture as raw pixels (what sharp's `raw()` gives). */
export type Raw = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/** A piece's picture and the original's displayed size, which WhatsApp's size depends on. */
export interface PiecePicture {
  raw: Raw;
  oriented: Size;
}

/**
 * Pictures cut and scaled for a piece, kept ten minutes: a franqueado trying texts, or a batch making
 * the same piece for every unit, decodes the original once per format. Bounded by bytes (a feed
 * picture is 4.4 MB, a print page 27 MB), so an idle server holds none of it.
 */
const kept = new LRUCache<string, PiecePicture>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (picture) => picture.raw.data.length,
  ttl: 10 * 60_000,
});

interface PictureRequest {
  pictureKey?: string;
  format: PieceFormat;
  focal: FocalPoint | null;
}

const keyOf = ({ pictureKey, format, focal }: PictureRequest) =>
  pictureKey ? `${pictureKey}:${format}:${focal ? `${focal.x},${focal.y}` : 'c'}` : undefined;

/** The picture already made for this original, format and focal point, if it is still kept. */
export function keptPicture(request: PictureRequest): PiecePicture | undefined {
  const key = keyOf(request);
  return key ? kept.get(key) : undefined;
}

/** Forgets every kept picture (tests). */
export function forgetPictures(): void {
  kept.clear();
}

/** `coverCrop`'s rectangle in whole pixels of the oriented picture, each edge rounded on its own. */
function cropPixels(picture: Size, crop: { x: number; y: number; w: number; h: number }) {
  const edge = (fraction: number, span: number) => Math.min(span, Math.max(0, Math.round(fraction * span)));
  const left = Math.min(edge(crop.x, picture.width), picture.width - 1);
  const top = Math.min(edge(crop.y, picture.height), picture.height - 1);
  return {
    left,
    top,
    width: Math.max(1, edge(crop.x + crop.w, picture.width) - left),
    height: Math.max(1, edge(crop.y + crop.h, picture.height) - top),
  };
}

function decodePicture(image: Buffer, oriented: Size, size: Size, focal: FocalPoint | null): Promise<Raw> {
  const crop = coverCrop(oriented, size, focal);
  // Scaled first and cut after: a JPEG then decodes at a fraction of its size (shrink-on-load),
  // four times faster for a 4000×3000 photo; the cut is the same part, in pixels of the scaled picture.
  const scaled = {
    width: Math.max(size.width, Math.round(size.width / crop.w)),
    height: Math.max(size.height, Math.round(size.height / crop.h)),
  };
  const cut = cropPixels(scaled, crop);
  return sharp(image, decodeOptions('render'))
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .resize(scaled.width, scaled.height, { fit: 'fill' })
    .extract({
      left: Math.min(cut.left, scaled.width - size.width),
      top: Math.min(cut.top, scaled.height - size.height),
      width: size.width,
      height: size.height,
    })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * The piece's picture: the original on white, turned by its EXIF orientation, cut to exactly the part
 * the preview shows and scaled to the piece, as raw RGB; kept when the request names its original.
 */
export async function picture(
  request: PictureRequest,
  image: Buffer,
  oriented: Size,
  size: Size,
): Promise<PiecePicture> {
  const raw = await decodePicture(image, oriented, size, request.focal);
  const made = { raw, oriented };
  const key = keyOf(request);
  if (key) kept.set(key, made);
  return made;
}
