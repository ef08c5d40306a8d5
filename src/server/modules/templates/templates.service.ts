import type { TemplateInput, TemplateUnitField } from '../../../shared/schemas/template';
import type { SessionUser } from '../../../shared/schemas/user';
import { type PieceFormat, pieceSize } from '../../../shared/templates/formats';
import {
  type LogoLayout,
  layoutPiece,
  missingUnitFields,
  type TextLayout,
} from '../../../shared/templates/layout';
import { AppError } from '../../platform/errors';
import type { FileToSend } from '../../platform/http/send-file';
import type { StorageDriver } from '../../platform/storage/storage';
import type { AssetReader, Audience, StoredAssetRow } from '../asset-read';
import { downloadFileName } from '../downloads';
import { checkedTexts, presetOf, typedTexts, unitData } from './piece-request';
import type { PieceStore } from './piece-store';
import type { PieceUnit, StoredTemplate, TemplatesRepository } from './templates.repository';

/** Raster images sharp reads: what a template's picture may be. */
const TEMPLATE_MIME = /^image\/(jpeg|png|webp)$/;

interface Deps {
  templates: TemplatesRepository;
  assets: AssetReader;
  storage: StorageDriver;
  pieces: PieceStore;
  /** The content check's current list (settings). */
  forbiddenExpressions: () => Promise<string[]>;
}

type Viewer = Pick<SessionUser, 'id' | 'name' | 'role'>;

const toTemplate = (stored: StoredTemplate) => ({
  version: stored.version,
  fields: stored.definition.fields,
  presets: stored.definition.presets,
  updatedAt: stored.createdAt.toISOString(),
});

const logoUrl = (unit: PieceUnit) =>
  unit.logoKey ? `/api/units/${unit.id}/logo?v=${unit.dataVersion}` : null;

export function createTemplatesService({ templates, assets, storage, pieces, forbiddenExpressions }: Deps) {
  const templateAsset = async (id: string, audience: Audience) => {
    const row = await assets.findRow(id, audience);
    if (!row) throw new AppError('ASSET_NOT_FOUND');
    return row;
  };

  const currentOf = async (row: StoredAssetRow) => {
    const stored = await templates.current(row.id);
    if (!stored || !row.storageKey || row.isExternal) throw new AppError('TEMPLATE_NOT_FOUND');
    return stored;
  };

  /**
   * Whose unit a piece carries: a franqueado's own; an admin may name any unit (`unitId`), else
   * their own. Without one, UNIT_NOT_ASSIGNED.
   */
  const unitFor = async (viewer: Viewer, unitId: string | undefined): Promise<PieceUnit> => {
    const unit =
      viewer.role === 'admin' && unitId
        ? await templates.unit(unitId)
        : await templates.unitOfUser(viewer.id);
    if (!unit) throw new AppError(viewer.role === 'admin' && unitId ? 'UNIT_NOT_FOUND' : 'UNIT_NOT_ASSIGNED');
    return unit;
  };

  /** A piece's order checked: the template offers the format, the texts are allowed, the unit complete. */
  async function orderFor(id: string, viewer: Viewer, audience: Audience, query: Record<string, unknown>) {
    const row = await templateAsset(id, audience);
    const stored = await currentOf(row);
    const format = query.format as PieceFormat;
    presetOf(stored.definition, format);
    const typed = typedTexts(stored.definition, query);
    const unit = await unitFor(viewer, typeof query.unitId === 'string' ? query.unitId : undefined);
    const texts = checkedTexts(stored.definition, unit, typed, await forbiddenExpressions());
    return { row, template: stored, format, unit, texts, typed };
  }

  return {
    /** The template with the unit whose data the preview shows (and what of it is missing). */
    async get(id: string, viewer: Viewer, audience: Audience, unitId?: string) {
      const row = await templateAsset(id, audience);
      const stored = await currentOf(row);
      const unit =
        viewer.role === 'admin' && unitId
          ? await templates.unit(unitId)
          : viewer.role === 'admin' && !unitId
            ? null
            : await templates.unitOfUser(viewer.id);
      const missing: TemplateUnitField[] = unit
        ? missingUnitFields(stored.definition.fields, unitData(unit))
        : [];
      return {
        template: toTemplate(stored),
        unit: unit ? { id: unit.id, name: unit.name, data: unitData(unit), logoUrl: logoUrl(unit) } : null,
        missing,
      };
    },

    /** A new version of the asset's template (the picture must be an uploaded raster image). */
    async save(id: string, input: TemplateInput, audience: Audience) {
      const row = await templateAsset(id, audience);
      if (row.type !== 'image' || row.isExternal || !row.storageKey || !TEMPLATE_MIME.test(row.mime ?? ''))
        throw new AppError('TEMPLATE_IMAGES_ONLY');
      const saved = await templates.save(id, input, { kind: 'asset.template-save', targetId: id });
      return { template: toTemplate(saved) };
    },

    async remove(id: string, audience: Audience): Promise<void> {
      await templateAsset(id, audience);
      const removed = await templates.remove(id, { kind: 'asset.template-delete', targetId: id });
      if (!removed) throw new AppError('TEMPLATE_NOT_FOUND');
    },

    /** A piece for the viewer's unit (or the admin's chosen one), stored once and counted as a download. */
    async piece(
      id: string,
      viewer: Viewer,
      audience: Audience,
      query: Record<string, unknown>,
    ): Promise<{ file: FileToSend; count: () => Promise<void> }> {
      const order = await orderFor(id, viewer, audience, query);
      const stored = await pieces.ensure(order);
      const file: FileToSend = {
        size: stored.size,
        contentType: stored.contentType,
        fileName: downloadFileName(`${order.row.title}-${order.unit.name}-${order.format}`, stored.extension),
        etag: `"${stored.key.split('/').pop()}"`,
        open: (range) => storage.read(stored.key, range),
      };
      const count = () =>
        templates.recordPieces(
          id,
          [{ userId: viewer.id, unitId: order.unit.id, format: order.format }],
          [
            {
              kind: 'asset.piece',
              targetId: id,
              after: {
                version: order.template.version,
                format: order.format,
                unit: order.unit.name,
                texts: order.typed,
              },
            },
          ],
        );
      return { file, count };
    },

    /** The layout the render draws (sizes, lines, each character's x), for the preview's own check. */
    async layout(id: string, viewer: Viewer, audience: Audience, query: Record<string, unknown>) {
      const order = await orderFor(id, viewer, audience, query);
      const size = pieceSize(order.format, { width: order.row.width ?? 1, height: order.row.height ?? 1 });
      const items: Array<TextLayout | LogoLayout> = layoutPiece(
        order.template.definition.fields,
        presetOf(order.template.definition, order.format),
        size,
        order.texts,
      );
      return { size, items };
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
