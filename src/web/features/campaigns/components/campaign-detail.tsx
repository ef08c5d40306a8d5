import { campaignsMessages } from '@shared/messages/campaigns';
import { format } from '@shared/messages/format';
import type { Asset } from '@shared/schemas/asset';
import type { CampaignDetail as CampaignDetailData } from '@shared/schemas/campaign';
import { AssetThumbnail } from '@web/components/asset-thumbnail';
import { ButtonLink } from '@web/components/button-link';
import { DetailPageFrame, DetailTitle } from '@web/components/detail-page-frame';
import { DownloadFormatMenu } from '@web/components/download-format-menu';
import { StatePanel } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { countText } from '@web/lib/format';
import { notify } from '@web/lib/notify';
import { paths } from '@web/lib/paths';
import { isAdmin, useSessionUser } from '@web/lib/session';
import {
  CalendarSearchIcon,
  DownloadIcon,
  ImagesIcon,
  ListOrderedIcon,
  PencilIcon,
  PlusIcon,
  TrashIcon,
} from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { downloadCampaign } from '../api/download-campaign';
import { useCampaign } from '../api/get-campaign';
import { useSetCampaignAssets } from '../api/set-campaign-assets';
import { longRange } from '../lib/campaign-dates';
import { CampaignFormDialog } from './campaign-form-dialog';
import { CampaignStatusBadge } from './campaign-status-badge';
import { DeleteCampaignDialog } from './delete-campaign-dialog';
import { OrganizePiecesDialog } from './organize-pieces-dialog';

const m = campaignsMessages.campaignsPage;

/** What the asset picker is given (the albums' 'Adicionar arquivos' dialog, composed in app/). */
export interface PiecesPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  campaignName: string;
  /** Pieces already in the campaign: shown as such and never picked again. */
  existingIds: ReadonlySet<string>;
  pending: boolean;
  /** The ids picked, in the order they were ticked. */
  onPick: (assetIds: string[]) => void;
}

export interface CampaignDetailProps {
  campaignId: string;
  /** The pieces as the gallery shows assets (cards, preview, downloads), composed in app/. */
  renderPieces: (assets: Asset[]) => ReactNode;
  renderPicker: (props: PiecesPickerProps) => ReactNode;
}

/**
 * Issue 16 campaign page: name, dates, status, description and cover; the pieces in the admin's
 * order as the gallery shows them and 'Baixar tudo' with the download formats and the unit's data.
 * Admins also edit, delete, add pieces (the albums' picker), reorder, remove and choose the cover.
 */
export function CampaignDetail({ campaignId, renderPieces, renderPicker }: CampaignDetailProps) {
  const campaign = useCampaign(campaignId);
  return (
    <DetailPageFrame
      query={campaign}
      backTo={paths.campaigns}
      backLabel={m.back}
      loading={<DetailSkeleton />}
      notFound={
        <StatePanel
          icon={CalendarSearchIcon}
          tone="muted"
          titleAs="h1"
          title={m.notFoundTitle}
          text={m.notFoundDescription}
          actions={
            <ButtonLink to={paths.campaigns} variant="outline">
              {m.back}
            </ButtonLink>
          }
        />
      }
      loadError={m.detailLoadError}
    >
      {(data) => <CampaignBody data={data} renderPieces={renderPieces} renderPicker={renderPicker} />}
    </DetailPageFrame>
  );
}

function CampaignBody({
  data,
  renderPieces,
  renderPicker,
}: Omit<CampaignDetailProps, 'campaignId'> & { data: CampaignDetailData }) {
  const admin = isAdmin(useSessionUser());
  const navigate = useNavigate();
  const setPieces = useSetCampaignAssets();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [picking, setPicking] = useState(false);
  const [organizing, setOrganizing] = useState(false);
  const existingIds = useMemo(() => new Set(data.assets.map((asset) => asset.id)), [data]);
  const count = data.assets.length;
  const empty = count === 0;
  const addPieces = (picked: string[]) => {
    const added = picked.filter((id) => !existingIds.has(id));
    if (added.length === 0) return setPicking(false);
    setPieces.mutate(
      { id: data.id, assetIds: [...data.assets.map((asset) => asset.id), ...added] },
      {
        onSuccess: () => {
          notify.success(format(m.piecesAdded, { n: added.length }));
          setPicking(false);
        },
      },
    );
  };

  return (
    <>
      <div className="grid gap-6 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] md:items-start lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        {data.thumbnailUrl ? (
          <AssetThumbnail
            asset={{ type: 'image', thumbnailUrl: data.thumbnailUrl, placeholder: data.placeholder }}
            fit="cover"
            priority
            className="aspect-[4/3] w-full overflow-hidden rounded-xl border"
          />
        ) : (
          <div className="hidden aspect-[4/3] items-center justify-center rounded-xl border bg-muted/50 text-muted-foreground md:flex">
            <ImagesIcon className="size-10" strokeWidth={1.5} aria-hidden />
          </div>
        )}
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <CampaignStatusBadge status={data.status} />
            <p className="text-muted-foreground text-sm">{longRange(data.startsOn, data.endsOn)}</p>
          </div>
          <DetailTitle className="mt-2">{data.name}</DetailTitle>
          {data.description ? (
            <p className="mt-3 max-w-3xl whitespace-pre-line text-pretty text-muted-foreground">
              {data.description}
            </p>
          ) : null}
          <div className="mt-5 flex flex-wrap items-center gap-2">
            <DownloadFormatMenu
              disabled={empty}
              title={empty ? undefined : m.downloadHint}
              onDownload={(choice) => downloadCampaign({ id: data.id, assetCount: count }, choice)}
              hasFormats
            >
              <DownloadIcon aria-hidden />
              {m.downloadAll}
            </DownloadFormatMenu>
            {admin ? (
              <>
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <PencilIcon aria-hidden />
                  {m.edit}
                </Button>
                <Button
                  variant="outline"
                  onClick={() => setDeleting(true)}
                  className="text-destructive hover:text-destructive"
                >
                  <TrashIcon aria-hidden />
                  {m.delete}
                </Button>
              </>
            ) : null}
          </div>
        </div>
      </div>

      <section aria-labelledby="campaign-pieces" className="mt-10">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="campaign-pieces" className="font-semibold text-xl tracking-tight">
              {m.piecesTitle}
            </h2>
            <p className="mt-1 text-muted-foreground text-sm">
              {countText(count, m.piecesCountOne, m.piecesCountOther, { none: m.piecesCountZero })}
            </p>
          </div>
          {admin ? (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => setPicking(true)}>
                <PlusIcon aria-hidden />
                {m.addPieces}
              </Button>
              <Button variant="outline" onClick={() => setOrganizing(true)} disabled={empty}>
                <ListOrderedIcon aria-hidden />
                {m.organizePieces}
              </Button>
            </div>
          ) : null}
        </div>
        {empty ? (
          <div className="rounded-xl border border-dashed bg-muted/30">
            <StatePanel
              icon={ImagesIcon}
              title={m.piecesEmpty}
              text={admin ? m.piecesEmptyAdmin : undefined}
            />
          </div>
        ) : (
          renderPieces(data.assets)
        )}
      </section>

      {admin ? (
        <>
          <CampaignFormDialog open={editing} onOpenChange={setEditing} campaign={data} />
          <DeleteCampaignDialog
            campaign={deleting ? data : null}
            onClose={() => setDeleting(false)}
            onDeleted={() => navigate(paths.campaigns, { replace: true })}
          />
          {renderPicker({
            open: picking,
            onOpenChange: setPicking,
            campaignName: data.name,
            existingIds,
            pending: setPieces.isPending,
            onPick: addPieces,
          })}
          <OrganizePiecesDialog campaign={data} open={organizing} onOpenChange={setOrganizing} />
        </>
      ) : null}
    </>
  );
}

function DetailSkeleton() {
  return (
    <div aria-busy="true">
      <p className="sr-only">{m.detailLoading}</p>
      <div className="grid gap-6 md:grid-cols-[18rem_1fr]">
        <Skeleton className="aspect-[4/3] w-full" />
        <div>
          <Skeleton className="h-5 w-48" />
          <Skeleton className="mt-3 h-8 w-72 max-w-full" />
          <Skeleton className="mt-4 h-4 w-full max-w-xl" />
        </div>
      </div>
      <div className="mt-10 grid grid-cols-2 gap-3 md:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="aspect-[4/3] w-full" />
        ))}
      </div>
    </div>
  );
}
