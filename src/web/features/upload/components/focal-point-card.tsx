import { downloadsMessages } from '@shared/messages/downloads';
import { format } from '@shared/messages/format';
import type { Asset, FocalPoint } from '@shared/schemas/asset';
import { PendingButton } from '@web/components/pending-button';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { notify, notifyError } from '@web/lib/notify';
import { CrosshairIcon } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, useId, useState } from 'react';
import { useUpdateAsset } from '../api/update-asset';

const m = downloadsMessages.focalPoint;
const STEP = 0.05;

const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
const percent = (value: number) => Math.round(value * 100);

/**
 * Where the Instagram and square crops centre: a click on the picture (or the arrow keys on it, or
 * the two percentages) moves the marker; 'Salvar ponto focal' stores it, 'Centralizar' resets it.
 */
export function FocalPointCard({ asset }: { asset: Asset }) {
  const [point, setPoint] = useState<FocalPoint>(asset.focalPoint);
  const update = useUpdateAsset();
  const ids = useId();
  const shown = point ?? { x: 0.5, y: 0.5 };
  const changed = JSON.stringify(point) !== JSON.stringify(asset.focalPoint);

  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    // A keyboard "click" (Enter, Space) has no position: it keeps the point.
    if (event.detail === 0 || box.width === 0 || box.height === 0) return;
    setPoint({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    });
  };

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    };
    const step = delta[event.key];
    if (!step) return;
    event.preventDefault();
    setPoint({ x: clamp(shown.x + step[0]), y: clamp(shown.y + step[1]) });
  };

  const setAxis = (axis: 'x' | 'y', text: string) => {
    const value = Number(text);
    if (text === '' || !Number.isFinite(value)) return;
    setPoint({ ...shown, [axis]: clamp(value / 100) });
  };

  const save = (focalPoint: FocalPoint) =>
    update.mutate(
      { id: asset.id, input: { focalPoint } },
      {
        onSuccess: () => notify.success(m.saved),
        onError: (error) => notifyError(error, m.saveError),
      },
    );

  if (!asset.previewUrl) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CrosshairIcon aria-hidden className="size-4" />
          {m.title}
        </CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <button
          type="button"
          className="relative block w-fit max-w-full cursor-crosshair justify-self-center overflow-hidden rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          aria-label={format(m.imageLabel, { x: percent(shown.x), y: percent(shown.y) })}
          onClick={pick}
          onKeyDown={move}
        >
          <img src={asset.previewUrl} alt="" className="block max-h-80 w-auto max-w-full" draggable={false} />
          <span
            aria-hidden
            data-testid="focal-marker"
            className="-translate-x-1/2 -translate-y-1/2 pointer-events-none absolute size-6 rounded-full border-2 border-white bg-primary/60 shadow-[0_0_0_2px_rgba(0,0,0,0.45)]"
            style={{ left: `${shown.x * 100}%`, top: `${shown.y * 100}%` }}
          />
        </button>
        <div className="grid content-start gap-3">
          <div className="grid grid-cols-2 gap-3">
            {(['x', 'y'] as const).map((axis) => (
              <div key={axis} className="grid gap-1.5">
                <Label htmlFor={`${ids}-${axis}`}>{m[axis]}</Label>
                <Input
                  id={`${ids}-${axis}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  step={1}
                  value={percent(shown[axis])}
                  onChange={(event) => setAxis(axis, event.target.value)}
                />
              </div>
            ))}
          </div>
          <PendingButton pending={update.isPending} onClick={() => save(point)} disabled={!changed}>
            {m.save}
          </PendingButton>
          <Button
            variant="outline"
            onClick={() => {
              setPoint(null);
              save(null);
            }}
            disabled={update.isPending || asset.focalPoint === null}
          >
            {m.center}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
