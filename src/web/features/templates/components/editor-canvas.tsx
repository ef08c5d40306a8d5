import { format as fill } from '@shared/messages/format';
import { templatesMessages } from '@shared/messages/templates';
import type { Asset } from '@shared/schemas/asset';
import { printBleedPx } from '@shared/templates/formats';
import { DEFAULT_FONT, type TemplateUnitData } from '@shared/templates/layout';
import { useId, useMemo, useRef } from 'react';
import type { TemplateDraft } from '../hooks/use-template-draft';
import { percent } from '../lib/box-moves';
import { boxIn, withBox } from '../lib/draft';
import { fieldName } from '../lib/field-name';
import { piecePlan } from '../lib/piece-plan';
import { useTemplateFonts } from '../lib/template-fonts';
import { FieldBox } from './field-box';
import { PieceFrame, PieceSvg } from './piece-preview';

const m = templatesMessages.templates;

export interface EditorCanvasProps {
  asset: Asset;
  unit: { data: TemplateUnitData; logoUrl: string | null };
  /** The draft at the format shown: selecting a box selects its field, moving it changes the draft. */
  editor: Pick<TemplateDraft, 'draft' | 'format' | 'selected' | 'select' | 'change'>;
}

/**
 * The picture at the format being edited, with the live preview of every field (the unit's data,
 * the defaults) and each field's box over it; under it, where the selected box is, in words.
 */
export function EditorCanvas({ asset, unit, editor }: EditorCanvasProps) {
  const { draft, format, selected } = editor;
  const frame = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const preset = draft.presets.find((p) => p.format === format) ?? { format };
  useTemplateFonts(draft.fields.filter((f) => f.kind !== 'logo').map((f) => f.font ?? DEFAULT_FONT));
  const plan = useMemo(
    () => piecePlan({ picture: asset, fields: draft.fields, preset, unit: unit.data, texts: {} }),
    [asset, draft.fields, preset, unit],
  );
  const chosen = draft.fields.find((field) => field.key === selected);
  const chosenBox = chosen ? boxIn(draft, format, chosen) : null;
  const bleed = format === 'a4-print' ? printBleedPx() : 0;

  return (
    <div className="grid gap-2">
      <PieceFrame plan={plan} maxHeight="min(58svh, 40rem)">
        <div ref={frame} className="absolute inset-0">
          <PieceSvg
            plan={plan}
            imageUrl={asset.previewUrl}
            logoUrl={unit.logoUrl}
            label={fill(m.panel.previewLabel, { formato: m.formats[format] })}
            className="absolute inset-0 size-full rounded-md border"
          />
          {bleed > 0 ? (
            <div
              aria-hidden
              className="pointer-events-none absolute border border-rose-500/80 border-dashed"
              style={{
                inset: `${(bleed / plan.size.height) * 100}% ${(bleed / plan.size.width) * 100}%`,
              }}
            />
          ) : null}
          {draft.fields.map((field) => (
            <FieldBox
              key={field.key}
              fieldKey={field.key}
              name={fieldName(field)}
              box={boxIn(draft, format, field)}
              selected={field.key === selected}
              frame={frame}
              helpId={helpId}
              onSelect={() => editor.select(field.key)}
              onChange={(box) => editor.change(withBox(draft, format, field.key, box))}
            />
          ))}
        </div>
      </PieceFrame>
      <p id={helpId} className="text-center text-muted-foreground text-xs">
        {m.editor.boxHelp}
      </p>
      <p aria-live="polite" data-testid="box-readout" className="min-h-5 text-center text-sm tabular-nums">
        {chosen && chosenBox
          ? fill(m.editor.boxPosition, {
              campo: fieldName(chosen),
              x: percent(chosenBox.x),
              y: percent(chosenBox.y),
              w: percent(chosenBox.w),
              h: percent(chosenBox.h),
            })
          : null}
      </p>
    </div>
  );
}
