import { campaignsMessages } from '@shared/messages/campaigns';
import { format } from '@shared/messages/format';
import type { Asset } from '@shared/schemas/asset';
import type { CampaignDetail } from '@shared/schemas/campaign';
import { AssetThumbnail } from '@web/components/asset-thumbnail';
import { DialogFrame, type DialogOpenProps } from '@web/components/dialog-frame';
import { IconButton } from '@web/components/icon-button';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { ArrowDownIcon, ArrowUpIcon, XIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSetCampaignAssets } from '../api/set-campaign-assets';
import { useUpdateCampaign } from '../api/update-campaign';

const m = campaignsMessages.campaignsPage;

type Move = 'up' | 'down';

/**
 * 'Organizar peças' (admins): the pieces in their order, each with 'Mover para cima', 'Mover para
 * baixo', 'Remover' and a 'Capa' radio. Every change is saved at once (the whole order, PUT) and told
 * in a live region; after a move the focus stays on the moved piece's button, or its other arrow
 * once it reached an end.
 */
export function OrganizePiecesDialog({
  campaign,
  ...dialog
}: { campaign: CampaignDetail } & DialogOpenProps) {
  const setPieces = useSetCampaignAssets();
  const setCover = useUpdateCampaign({ quiet: true });
  const [announcement, setAnnouncement] = useState('');
  // The radio shows the choice at once; the saved campaign takes over once it is back.
  const [chosenCover, setChosenCover] = useState<string | null>(null);
  const cover = chosenCover ?? campaign.coverAssetId;
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const pieces = campaign.assets;
  const total = pieces.length;
  const busy = setPieces.isPending || setCover.isPending;

  // The focus goes to the moved piece once the list shows the new order: React moves a reordered
  // row's element in the DOM, which drops the focus, and the saved order may arrive after the answer.
  const order = pieces.map((asset) => asset.id).join(',');
  const orderNow = useRef(order);
  orderNow.current = order;
  const pendingFocus = useRef<{ order: string; key: string } | null>(null);
  const focusPending = useCallback(() => {
    const want = pendingFocus.current;
    if (!want || want.order !== orderNow.current) return;
    pendingFocus.current = null;
    buttons.current.get(want.key)?.focus();
  }, []);
  useEffect(() => {
    if (pendingFocus.current?.order === order) focusPending();
  }, [order, focusPending]);

  // Buttons stay enabled while saving (a disabled button would drop the focus): clicks wait instead.
  const save = (next: Asset[], told: string, focusKey?: string) => {
    if (busy) return;
    setPieces.mutate(
      { id: campaign.id, assetIds: next.map((asset) => asset.id) },
      {
        onSuccess: () => {
          setAnnouncement(told);
          if (!focusKey) return;
          pendingFocus.current = { order: next.map((asset) => asset.id).join(','), key: focusKey };
          requestAnimationFrame(focusPending);
        },
      },
    );
  };

  const move = (index: number, direction: Move) => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const asset = pieces[index]!;
    const next = [...pieces];
    next.splice(index, 1);
    next.splice(target, 0, asset);
    // At an end the arrow just used is disabled: the focus goes to the other one.
    const reachedEnd = target === 0 || target === total - 1;
    const other: Move = direction === 'up' ? 'down' : 'up';
    save(
      next,
      format(m.moved, { title: asset.title, n: target + 1, total }),
      `${asset.id}:${reachedEnd && total > 1 ? other : direction}`,
    );
  };

  const remove = (index: number) => {
    const asset = pieces[index]!;
    const neighbour = pieces[index + 1] ?? pieces[index - 1];
    save(
      pieces.filter((_, i) => i !== index),
      format(m.removed, { title: asset.title }),
      neighbour ? `${neighbour.id}:remove` : undefined,
    );
  };

  const chooseCover = (asset: Asset) => {
    if (busy) return;
    setChosenCover(asset.id);
    setCover.mutate(
      { id: campaign.id, input: { coverAssetId: asset.id } },
      {
        onSuccess: () => setAnnouncement(format(m.coverChanged, { title: asset.title })),
        onSettled: () => setChosenCover(null),
      },
    );
  };

  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    buttons.current.set(key, element);
  };

  return (
    <DialogFrame
      {...dialog}
      title={m.organizePieces}
      description={m.organizeDescription}
      className="gap-4 sm:max-w-2xl"
      footer={<Button onClick={() => dialog.onOpenChange(false)}>{m.done}</Button>}
    >
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {total === 0 ? (
        <p className="py-8 text-center text-muted-foreground text-sm">{m.organizeEmpty}</p>
      ) : (
        <ol className="-mx-1 grid max-h-[min(60svh,34rem)] gap-2 overflow-y-auto px-1 py-1" aria-busy={busy}>
          {pieces.map((asset, index) => (
            <li
              key={asset.id}
              className={cn(
                // On a phone the buttons go under the title rather than squeezing it.
                'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-card p-2',
                cover === asset.id && 'border-primary',
              )}
            >
              <span className="w-6 shrink-0 text-center font-medium text-muted-foreground text-sm tabular-nums">
                <span aria-hidden>{index + 1}</span>
                <span className="sr-only">{format(m.position, { n: index + 1, total })}</span>
              </span>
              <AssetThumbnail asset={asset} className="size-12 shrink-0 rounded-md" dense />
              <div className="min-w-32 flex-1">
                <p className="line-clamp-2 break-words font-medium text-sm leading-snug">{asset.title}</p>
                <label className="mt-1 inline-flex cursor-pointer items-center gap-1.5 text-muted-foreground text-xs">
                  <input
                    type="radio"
                    name={`cover-${campaign.id}`}
                    className="size-3.5 accent-primary"
                    checked={cover === asset.id}
                    onChange={() => chooseCover(asset)}
                    aria-label={format(m.useAsCoverLabel, { title: asset.title })}
                  />
                  <span aria-hidden>{m.useAsCover}</span>
                </label>
              </div>
              <div className="ml-auto flex shrink-0 items-center gap-1">
                <IconButton
                  ref={ref(`${asset.id}:up`)}
                  icon={ArrowUpIcon}
                  label={format(m.moveUp, { title: asset.title })}
                  tooltip
                  variant="outline"
                  className="size-8"
                  disabled={index === 0}
                  onClick={() => move(index, 'up')}
                />
                <IconButton
                  ref={ref(`${asset.id}:down`)}
                  icon={ArrowDownIcon}
                  label={format(m.moveDown, { title: asset.title })}
                  tooltip
                  variant="outline"
                  className="size-8"
                  disabled={index === total - 1}
                  onClick={() => move(index, 'down')}
                />
                <IconButton
                  ref={ref(`${asset.id}:remove`)}
                  icon={XIcon}
                  label={format(m.remove, { title: asset.title })}
                  tooltip
                  tone="destructive"
                  className="size-8"
                  onClick={() => remove(index)}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </DialogFrame>
  );
}
