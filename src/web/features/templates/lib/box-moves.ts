import type { TemplateBox } from '@shared/schemas/template';

/** A key press moves a box by 1 % of the piece, 5 % with Shift. */
export const BOX_STEP = 0.01;
export const BOX_BIG_STEP = 0.05;
/** The smallest box the schema takes (1 % of the piece each way). */
const MIN_SIDE = 0.01;

const round = (value: number) => Math.round(value * 10_000) / 10_000;
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** `box` moved by fractions of the piece, kept wholly inside it. */
export function movedBy(box: TemplateBox, dx: number, dy: number): TemplateBox {
  return {
    x: round(clamp(box.x + dx, 0, 1 - box.w)),
    y: round(clamp(box.y + dy, 0, 1 - box.h)),
    w: box.w,
    h: box.h,
  };
}

/** `box` grown or shrunk from its top-left corner, at least 1 % and never past the piece's edge. */
export function resizedBy(box: TemplateBox, dw: number, dh: number): TemplateBox {
  return {
    x: box.x,
    y: box.y,
    w: round(clamp(box.w + dw, MIN_SIDE, 1 - box.x)),
    h: round(clamp(box.h + dh, MIN_SIDE, 1 - box.y)),
  };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export interface BoxKey {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/**
 * The box after an arrow key: moved (1 %, Shift 5 %), or resized with Alt or Ctrl (Right and Down
 * grow it, Left and Up shrink it). Null for any other key, which is left to the browser.
 */
export function boxAfterKey(box: TemplateBox, event: BoxKey): TemplateBox | null {
  const arrow = ARROWS[event.key];
  if (!arrow) return null;
  const step = event.shiftKey ? BOX_BIG_STEP : BOX_STEP;
  const [dx, dy] = [arrow[0] * step, arrow[1] * step];
  return event.altKey || event.ctrlKey || event.metaKey ? resizedBy(box, dx, dy) : movedBy(box, dx, dy);
}

/** A fraction as the editor shows it: a whole percentage. */
export const percent = (fraction: number) => Math.round(fraction * 100);
