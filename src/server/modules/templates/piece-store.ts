import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { TemplateInput } from '../../../shared/schemas/template';
import type { PieceFormat } from '../../../shared/templates/formats';
import { ImageTooLargeError, mediaKit, type PieceRenderInput, type RenderedPiece } from '../../media';
import { imageTooLarge } from '../../platform/errors';
import type { StorageDriver } from '../../platform/storage/storage';
import { fileVersionOf, type StoredAssetRow } from '../asset-read';
import { pieceKey, presetOf } from './piece-request';
import type { PieceUnit } from './templates.repository';

export type RenderPiece = (input: PieceRenderInput) => Promise<RenderedPiece>;

/** One piece to have: the asset, its template version, the format, the unit and the texts it prints. */
export interface PieceOrder {
  row: StoredAssetRow;
  template: { version: number; definition: TemplateInput };
  format: PieceFormat;
  unit: PieceUnit;
  texts: Record<string, string>;
}

export interface StoredPiece {
  key: string;
  size: number;
  contentType: string;
  extension: 'jpg' | 'pdf';
}

const typeOf = (format: PieceFormat) =>
  format === 'a4-print'
    ? { contentType: 'application/pdf', extension: 'pdf' as const }
    : { contentType: 'image/jpeg', extension: 'jpg' as const };

/**
 * Stored pieces: made on the first request (sharp and canvas, media/template-render) and read from
 * storage afterwards; two identical requests at once share one render.
 */
export function createPieceStore({ storage, render }: { storage: StorageDriver; render?: RenderPiece }) {
  const inFlight = new Map<string, Promise<number>>();

  async function make(
    order: PieceOrder,
    key: string,
    focal: { x: number; y: number } | null,
  ): Promise<number> {
    const { row, template, format, unit, texts } = order;
    const logo = unit.logoKey ? await storage.read(unit.logoKey).then(buffer, () => null) : null;
    const draw = render ?? (await mediaKit()).renderPiece;
    let piece: RenderedPiece;
    try {
      piece = await draw({
        // Read only when the picture for this format is not kept from the previous piece.
        image: async () => buffer(await storage.read(row.storageKey!)),
        pictureKey: `${row.id}:${fileVersionOf(row)}`,
        format,
        focal,
        fields: template.definition.fields,
        preset: presetOf(template.definition, format),
        texts,
        logo,
        title: row.title,
      });
    } catch (error) {
      if (error instanceof ImageTooLargeError) throw imageTooLarge(error);
      throw error;
    }
    const stored = await storage.put(key, Readable.from([piece.bytes]), { contentType: piece.contentType });
    return stored.size;
  }

  return {
    /** The piece's key and size, rendered and stored first when it is not there yet. */
    async ensure(order: PieceOrder): Promise<StoredPiece & { reused: boolean }> {
      const preset = presetOf(order.template.definition, order.format);
      const assetFocal =
        order.row.focalX === null || order.row.focalY === null
          ? null
          : { x: order.row.focalX, y: order.row.focalY };
      const focal = preset.focal ?? assetFocal;
      const key = pieceKey({
        assetId: order.row.id,
        fileVersion: fileVersionOf(order.row),
        templateVersion: order.template.version,
        format: order.format,
        unit: { id: order.unit.id, dataVersion: order.unit.dataVersion },
        focal,
        texts: order.texts,
      });
      const type = typeOf(order.format);
      const existing = await storage.stat(key);
      if (existing) return { key, size: existing.size, ...type, reused: true };
      let pending = inFlight.get(key);
      if (!pending) {
        pending = make(order, key, focal).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return { key, size: await pending, ...type, reused: false };
    },
  };
}

export type PieceStore = ReturnType<typeof createPieceStore>;
