import { createHash } from 'node:crypto';
import { compileForbiddenExpressions } from '../../../shared/domain/content-check';
import { contentCheckMessages } from '../../../shared/messages/content-check';
import { format } from '../../../shared/messages/format';
import { templatesMessages } from '../../../shared/messages/templates';
import { type PieceQuery, pieceTexts, type TemplateInput } from '../../../shared/schemas/template';
import type { PieceFormat } from '../../../shared/templates/formats';
import { fieldTexts, missingUnitFields, type TemplateUnitData } from '../../../shared/templates/layout';
import { AppError } from '../../platform/errors';
import { PIECES_PREFIX } from '../asset-read';
import type { PieceUnit } from './templates.repository';

const m = templatesMessages.templates;

/** Raise when the renderer draws differently, so every stored piece made the old way gets a new key. */
export const PIECE_RENDERER_VERSION = 1;

/** "nome da unidade, WhatsApp e CRO do responsável técnico". */
export function missingText(missing: readonly (keyof typeof m.unitFields)[]): string {
  return new Intl.ListFormat('pt-BR', { type: 'conjunction' }).format(missing.map((f) => m.unitFields[f]));
}

export const unitData = (unit: PieceUnit): TemplateUnitData => ({
  name: unit.name,
  city: unit.city,
  address: unit.address,
  phone: unit.phone,
  whatsapp: unit.whatsapp,
  rtName: unit.rtName,
  rtCro: unit.rtCro,
  rtUf: unit.rtUf,
  croRegistration: unit.croRegistration,
});

/**
 * The typed texts of a piece request, checked against the template: only editable text fields, each
 * within its limit (400 otherwise).
 */
export function typedTexts(
  definition: TemplateInput,
  query: Record<string, unknown>,
): Record<string, string> {
  const texts = pieceTexts(query);
  for (const [key, text] of Object.entries(texts)) {
    const field = definition.fields.find((f) => f.key === key);
    const campo = field?.label || key;
    if (field?.kind !== 'text' || !field.editable)
      throw new AppError('TEMPLATE_TEXT_NOT_EDITABLE', { params: { campo } });
    const max = field.maxLength ?? 200;
    if (Array.from(text.trim()).length > max)
      throw new AppError('TEMPLATE_TEXT_TOO_LONG', { params: { campo, max } });
  }
  return texts;
}

/** What a piece for `unit` prints, once the unit's data is complete and the free text is allowed. */
export function checkedTexts(
  definition: TemplateInput,
  unit: PieceUnit,
  typed: Record<string, string>,
  forbidden: readonly string[],
): Record<string, string> {
  const missing = missingUnitFields(definition.fields, unitData(unit));
  if (missing.length > 0)
    throw new AppError('UNIT_DATA_INCOMPLETE', { params: { faltando: missingText(missing) } });
  const texts = fieldTexts(definition.fields, unitData(unit), typed);
  const free = definition.fields.filter((f) => f.kind === 'text').map((f) => texts[f.key] ?? '');
  const found = compileForbiddenExpressions(forbidden)(free);
  if (found.length > 0) {
    const expressions = found
      .map((expression) => format(contentCheckMessages.contentCheck.quoted, { expression }))
      .join(', ');
    throw new AppError('CONTENT_NOT_ALLOWED', { params: { expressions } });
  }
  return texts;
}

/** The format a request asks for, when the template offers it. */
export function presetOf(definition: TemplateInput, format: PieceFormat) {
  const preset = definition.presets.find((p) => p.format === format);
  if (!preset) throw new AppError('TEMPLATE_FORMAT_NOT_OFFERED');
  return preset;
}

/**
 * A stored piece's key: everything it depends on (file, template version, format, focal point, the
 * unit's data version, the texts) is in it, so a repeated request reads the stored file.
 */
export function pieceKey(parts: {
  assetId: string;
  fileVersion: string;
  templateVersion: number;
  format: PieceFormat;
  unit: { id: string; dataVersion: number };
  focal: { x: number; y: number } | null;
  texts: Record<string, string>;
}): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([parts.focal, Object.entries(parts.texts).sort()]))
    .digest('hex')
    .slice(0, 16);
  const ext = parts.format === 'a4-print' ? 'pdf' : 'jpg';
  return `${PIECES_PREFIX}${parts.assetId}/${parts.fileVersion}-t${parts.templateVersion}-${parts.format}-${parts.unit.id}-v${parts.unit.dataVersion}-${digest}.r${PIECE_RENDERER_VERSION}.${ext}`;
}

export type { PieceQuery };
