import { templatesMessages } from '@shared/messages/templates';
import { type FocalPoint, PIECE_FORMATS, type PieceFormat } from '@shared/templates/formats';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Undo2Icon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { baseFormat, type Draft, hasOverrides } from '../lib/draft';
import { SelectField } from './select-field';

const m = templatesMessages.templates;

/** 'Formatos oferecidos': a checkbox per format. */
export function OfferedFormats({
  draft,
  onToggle,
}: {
  draft: Draft;
  onToggle: (f: PieceFormat, on: boolean) => void;
}) {
  const baseId = useId();
  const offered = new Set(draft.presets.map((preset) => preset.format));
  return (
    <fieldset className="grid gap-2.5">
      <legend className="mb-1 font-medium text-sm">{m.editor.formats}</legend>
      {PIECE_FORMATS.map((f) => (
        <div key={f} className="flex items-center gap-2">
          <Checkbox
            id={`${baseId}-${f}`}
            checked={offered.has(f)}
            onCheckedChange={(on) => onToggle(f, on === true)}
          />
          <Label htmlFor={`${baseId}-${f}`} className="font-normal">
            {m.formats[f]}
          </Label>
        </div>
      ))}
    </fieldset>
  );
}

/** The format drawn on the canvas, among those offered (every format while none is). */
export function CanvasFormat({
  draft,
  format,
  onFormat,
}: {
  draft: Draft;
  format: PieceFormat;
  onFormat: (f: PieceFormat) => void;
}) {
  const formats = draft.presets.length > 0 ? draft.presets.map((preset) => preset.format) : PIECE_FORMATS;
  return (
    <SelectField
      label={m.editor.canvasFormat}
      value={format}
      values={formats}
      labels={m.formats}
      onChange={onFormat}
      className="sm:max-w-xs"
    />
  );
}

/**
 * What one format changes: its focal point (blank: the picture's own) and, beyond the first format,
 * whether its boxes are its own ('Usar as caixas do primeiro formato' puts them back).
 */
export function FormatOptions({
  draft,
  format,
  onFocal,
  onReset,
}: {
  draft: Draft;
  format: PieceFormat;
  onFocal: (focal: FocalPoint | undefined) => void;
  onReset: () => void;
}) {
  const preset = draft.presets.find((p) => p.format === format);
  if (!preset) return null;
  const isBase = baseFormat(draft) === format;
  return (
    <div className="grid gap-3 rounded-lg border p-3 sm:p-4">
      <FocalFields key={format} focal={preset.focal} onFocal={onFocal} />
      <p className="text-muted-foreground text-xs">{isBase ? m.editor.baseHint : m.editor.overridesHint}</p>
      {!isBase && hasOverrides(draft, format) ? (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={onReset}>
          <Undo2Icon aria-hidden />
          {m.editor.resetBoxes}
        </Button>
      ) : null}
    </div>
  );
}

/** A blank coordinate is the middle once the other one is given. */
const read = (text: string) => (text.trim() === '' ? 50 : Number(text));
const asText = (value: number | undefined) => (value === undefined ? '' : String(Math.round(value * 100)));

function FocalFields({
  focal,
  onFocal,
}: {
  focal: FocalPoint | undefined;
  onFocal: (f: FocalPoint | undefined) => void;
}) {
  const baseId = useId();
  const [x, setX] = useState(asText(focal?.x));
  const [y, setY] = useState(asText(focal?.y));
  // A change from outside (another format's focal) shows; what is being typed that means the same stays.
  useEffect(() => {
    const keep = (text: string, value: number | undefined) =>
      (value === undefined && text.trim() === '') ||
      (value !== undefined && read(text) === Math.round(value * 100));
    setX((text) => (keep(text, focal?.x) ? text : asText(focal?.x)));
    setY((text) => (keep(text, focal?.y) ? text : asText(focal?.y)));
  }, [focal?.x, focal?.y]);
  const commit = (nextX: string, nextY: string) => {
    if (nextX.trim() === '' && nextY.trim() === '') return onFocal(undefined);
    const [px, py] = [read(nextX), read(nextY)];
    if (![px, py].every((n) => Number.isFinite(n) && n >= 0 && n <= 100)) return;
    onFocal({ x: px / 100, y: py / 100 });
  };
  const input = (axis: 'x' | 'y', value: string, set: (text: string) => void) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${baseId}-${axis}`} className="font-normal text-muted-foreground">
        {axis === 'x' ? m.editor.focalX : m.editor.focalY}
      </Label>
      <Input
        id={`${baseId}-${axis}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        placeholder="50"
        value={value}
        aria-describedby={`${baseId}-hint`}
        onChange={(event) => {
          set(event.target.value);
          commit(axis === 'x' ? event.target.value : x, axis === 'y' ? event.target.value : y);
        }}
      />
    </div>
  );
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium text-sm">{m.editor.focal}</legend>
      <div className="grid grid-cols-2 gap-3 sm:max-w-xs">
        {input('x', x, setX)}
        {input('y', y, setY)}
      </div>
      <p id={`${baseId}-hint`} className="text-muted-foreground text-xs">
        {m.editor.focalHint}
      </p>
    </fieldset>
  );
}
