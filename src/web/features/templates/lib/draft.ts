import {
  TEMPLATE_UNIT_FIELDS,
  type Template,
  type TemplateBox,
  type TemplateField,
  type TemplatePreset,
} from '@shared/schemas/template';
import type { FocalPoint, PieceFormat } from '@shared/templates/formats';
import { PIECE_FORMATS } from '@shared/templates/formats';

/** What the editor changes: a template's fields and the formats it offers. */
export interface Draft {
  fields: TemplateField[];
  presets: TemplatePreset[];
}

/** A copy of the template to edit, or a new one offering every format. */
export function draftOf(template: Pick<Template, 'fields' | 'presets'> | null): Draft {
  if (!template) return { fields: [], presets: PIECE_FORMATS.map((format) => ({ format })) };
  return structuredClone({ fields: template.fields, presets: template.presets });
}

const PREFIX = { unit: 'unidade', text: 'texto', logo: 'logo' } as const;

function freeKey(fields: readonly TemplateField[], kind: TemplateField['kind']): string {
  const taken = new Set(fields.map((field) => field.key));
  let n = 1;
  while (taken.has(`${PREFIX[kind]}-${n}`)) n++;
  return `${PREFIX[kind]}-${n}`;
}

/** A new field of `kind`: a unit field shows the first datum not shown yet, boxes go down the piece. */
export function newField(kind: TemplateField['kind'], fields: readonly TemplateField[]): TemplateField {
  const key = freeKey(fields, kind);
  if (kind === 'logo') return { key, kind, box: { x: 0.375, y: 0.8, w: 0.25, h: 0.12 }, align: 'center' };
  const row = fields.filter((field) => field.kind !== 'logo').length % 8;
  const box = { x: 0.08, y: 0.06 + row * 0.09, w: 0.84, h: 0.07 };
  if (kind === 'unit') {
    const shown = new Set(fields.map((field) => field.unitField));
    const unitField = TEMPLATE_UNIT_FIELDS.find((f) => !shown.has(f)) ?? 'name';
    return { key, kind, unitField, box, align: 'center', maxLines: 1 };
  }
  return { key, kind, box, align: 'center', maxLines: 2, maxLength: 60, editable: true };
}

/** The format whose boxes are the fields' own: the first one offered; the others may move them. */
export const baseFormat = (draft: Draft): PieceFormat | undefined => draft.presets[0]?.format;

/** Where a field's box is in `format`: its own there, else the field's. */
export function boxIn(draft: Draft, format: PieceFormat, field: TemplateField): TemplateBox {
  return draft.presets.find((p) => p.format === format)?.boxes?.[field.key] ?? field.box;
}

const mapPreset = (
  draft: Draft,
  format: PieceFormat,
  change: (preset: TemplatePreset) => TemplatePreset,
) => ({
  ...draft,
  presets: draft.presets.map((preset) => (preset.format === format ? change(preset) : preset)),
});

/** A box moved in `format`: the field's own in the first format, that format's alone in the others. */
export function withBox(draft: Draft, format: PieceFormat, key: string, box: TemplateBox): Draft {
  if (format === baseFormat(draft) && !draft.presets[0]?.boxes?.[key]) return withField(draft, key, { box });
  return mapPreset(draft, format, (preset) => ({ ...preset, boxes: { ...preset.boxes, [key]: box } }));
}

export function withField(draft: Draft, key: string, patch: Partial<TemplateField>): Draft {
  return {
    ...draft,
    fields: draft.fields.map((field) => (field.key === key ? { ...field, ...patch } : field)),
  };
}

/** Without the field, and without its boxes in every format. */
export function withoutField(draft: Draft, key: string): Draft {
  return {
    fields: draft.fields.filter((field) => field.key !== key),
    presets: draft.presets.map(({ boxes, ...preset }) => {
      const { [key]: _gone, ...rest } = boxes ?? {};
      return Object.keys(rest).length > 0 ? { ...preset, boxes: rest } : preset;
    }),
  };
}

/** A format offered or not, the presets kept in the catalogue's order. */
export function withFormat(draft: Draft, format: PieceFormat, offered: boolean): Draft {
  const others = draft.presets.filter((preset) => preset.format !== format);
  const presets = offered ? [...others, { format }] : others;
  return {
    ...draft,
    presets: presets.sort((a, b) => PIECE_FORMATS.indexOf(a.format) - PIECE_FORMATS.indexOf(b.format)),
  };
}

export function withFocal(draft: Draft, format: PieceFormat, focal: FocalPoint | undefined): Draft {
  return mapPreset(draft, format, ({ focal: _old, ...preset }) => (focal ? { ...preset, focal } : preset));
}

/** The format's boxes back to the fields' own. */
export function withoutOverrides(draft: Draft, format: PieceFormat): Draft {
  return mapPreset(draft, format, ({ boxes: _old, ...preset }) => preset);
}

/** Whether `format` moves any box of its own. */
export const hasOverrides = (draft: Draft, format: PieceFormat) =>
  Object.keys(draft.presets.find((p) => p.format === format)?.boxes ?? {}).length > 0;
