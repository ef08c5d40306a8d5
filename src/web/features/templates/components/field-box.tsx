import { format } from '@shared/messages/format';
import { templatesMessages } from '@shared/messages/templates';
import type { TemplateBox } from '@shared/schemas/template';
import { cn } from '@web/lib/utils';
import { type PointerEvent, type RefObject, useRef } from 'react';
import { boxAfterKey, movedBy, resizedBy } from '../lib/box-moves';

const m = templatesMessages.templates.editor;

interface Drag {
  mode: 'move' | 'resize';
  pointerId: number;
  startX: number;
  startY: number;
  box: TemplateBox;
  width: number;
  height: number;
}

export interface FieldBoxProps {
  fieldKey: string;
  name: string;
  box: TemplateBox;
  selected: boolean;
  /** The element the box's fractions are of (the piece on screen). */
  frame: RefObject<HTMLElement | null>;
  /** The id of the text telling how the keys move and resize a box. */
  helpId: string;
  onSelect: () => void;
  onChange: (box: TemplateBox) => void;
}

/**
 * A field's box over the piece: dragged to move it, its corner dragged to resize it, or focused and
 * moved with the arrows (1 %, Shift 5 %) and resized with Alt or Ctrl and the arrows.
 */
export function FieldBox({
  fieldKey,
  name,
  box,
  selected,
  frame,
  helpId,
  onSelect,
  onChange,
}: FieldBoxProps) {
  const drag = useRef<Drag | null>(null);
  const self = useRef<HTMLDivElement>(null);

  const start = (mode: Drag['mode']) => (event: PointerEvent) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    const rect = frame.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return;
    onSelect();
    drag.current = {
      mode,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      box,
      width: rect.width,
      height: rect.height,
    };
    self.current?.setPointerCapture?.(event.pointerId);
  };
  const move = (event: PointerEvent) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = (event.clientX - current.startX) / current.width;
    const dy = (event.clientY - current.startY) / current.height;
    onChange(current.mode === 'move' ? movedBy(current.box, dx, dy) : resizedBy(current.box, dx, dy));
  };
  const end = (event: PointerEvent) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    self.current?.releasePointerCapture?.(event.pointerId);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a box on a picture moved by arrows and the pointer, not a form button
    <div
      ref={self}
      role="button"
      tabIndex={0}
      aria-label={format(m.boxLabel, { campo: name })}
      aria-describedby={helpId}
      data-box-key={fieldKey}
      data-selected={selected ? '' : undefined}
      className={cn(
        'group absolute cursor-move touch-none select-none rounded-[3px] border-2 border-white border-dashed outline-none',
        'shadow-[0_0_0_1px_rgb(0_0_0/0.55)] focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2',
        selected && 'border-primary border-solid bg-primary/10',
      )}
      style={{
        left: `${box.x * 100}%`,
        top: `${box.y * 100}%`,
        width: `${box.w * 100}%`,
        height: `${box.h * 100}%`,
      }}
      onPointerDown={start('move')}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      onFocus={onSelect}
      onKeyDown={(event) => {
        const next = boxAfterKey(box, event);
        if (!next) return;
        event.preventDefault();
        onChange(next);
      }}
    >
      <span
        aria-hidden
        className={cn(
          'pointer-events-none absolute bottom-full -left-0.5 mb-1 hidden max-w-[max(100%,8rem)] truncate rounded-sm bg-gray-900 px-1.5 py-0.5 font-medium text-[11px] text-white leading-tight shadow-sm',
          'group-hover:block group-focus-visible:block',
          selected && 'block bg-primary text-primary-foreground',
        )}
      >
        {name}
      </span>
      <span
        aria-hidden
        onPointerDown={start('resize')}
        className="absolute -right-2 -bottom-2 size-4 cursor-nwse-resize rounded-sm border-2 border-primary bg-white shadow-sm"
      />
    </div>
  );
}
