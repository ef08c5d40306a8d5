import type { TemplateField, TemplatePreset } from '@shared/schemas/template';
import { coverCrop, type FocalPoint, pieceSize, type Size } from '@shared/templates/formats';
import {
  fieldTexts,
  type LogoLayout,
  layoutPiece,
  type TemplateUnitData,
  type TextLayout,
} from '@shared/templates/layout';

/** What a preview needs of the asset: its picture (orientation applied) and where crops centre. */
export interface PiecePicture {
  previewUrl: string | null;
  width: number | null;
  height: number | null;
  focalPoint: FocalPoint | null;
}

export interface PiecePlan {
  size: Size;
  /** The part of the picture the piece shows, in fractions of the picture (coverCrop). */
  crop: { x: number; y: number; w: number; h: number };
  layout: Array<TextLayout | LogoLayout>;
}

/**
 * One format of a template laid out as the server lays the file: the piece's size, the crop of the
 * picture around the preset's focal point (else the asset's) and every field where `layoutPiece`
 * puts it, with the unit's data and the typed texts.
 */
export function piecePlan(options: {
  picture: PiecePicture;
  fields: readonly TemplateField[];
  preset: TemplatePreset;
  unit: TemplateUnitData | null;
  texts: Readonly<Record<string, string>>;
}): PiecePlan {
  const { picture, fields, preset, unit, texts } = options;
  const known = picture.width && picture.height ? { width: picture.width, height: picture.height } : null;
  // An image without recorded dimensions (none should reach a template) is drawn as a square.
  const pictureSize = known ?? { width: 1080, height: 1080 };
  const size = pieceSize(preset.format, pictureSize);
  const crop = coverCrop(pictureSize, size, preset.focal ?? picture.focalPoint);
  return { size, crop, layout: layoutPiece(fields, preset, size, fieldTexts(fields, unit, texts)) };
}
