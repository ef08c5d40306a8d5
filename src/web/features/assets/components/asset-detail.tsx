import { assetsMessages } from '@shared/messages/assets';
import { galleryMessages } from '@shared/messages/gallery';
import type { Asset } from '@shared/schemas/asset';
import { Page } from '@web/components/page';
import { Button } from '@web/components/ui/button';
import { Separator } from '@web/components/ui/separator';
import { Skeleton, SkeletonStack } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-error';
import { useAsset } from '@web/lib/asset-query';
import { paths } from '@web/lib/paths';
import { isAdmin, useSessionUser } from '@web/lib/session';
import { ArrowLeftIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCountView } from '../api/count-view';
import { hasDownloadFormats, useDownloadAsset } from '../api/download-asset';
import { useCopyAssetLink } from '../hooks/use-copy-link';
import { useShareAsset } from '../hooks/use-share-asset';
import { AssetActions } from './asset-actions';
import { AssetInfoCard } from './asset-info-card';
import { AssetNotFound } from './asset-not-found';
import { AssetPreview } from './asset-preview';
import { AssetTaxonomy } from './asset-taxonomy';
import { ContentWarningBadge } from './content-warning-badge';
import { GalleryError } from './gallery-states';
import { PublicationBadge } from './publication-badge';
import { RelatedAssets } from './related-assets';

/** /asset/:id — the asset page (SPEC 'Asset detail'). */
export interface AssetDetailScreenProps {
  id: string;
  /** The app's 'Adicionar ao Álbum' (the albums feature owns it). */
  albumAction?: (asset: Asset) => ReactNode;
  /** Admins only: who downloaded the asset (the stats feature owns it). */
  downloadsPanel?: (asset: Asset) => ReactNode;
  /** Admins only: the patient's consent (the consents feature owns it). */
  consentPanel?: (asset: Asset) => ReactNode;
  /** Everyone: "Não encontrou o que precisa? Peça à franqueadora" (the requests feature owns it). */
  requestPanel?: (asset: Asset) => ReactNode;
  /** Everyone: "Texto no arquivo", under the preview, after the actions on a phone (the asset-text feature owns it). */
  textPanel?: (asset: Asset) => ReactNode;
  /** Everyone: "Peça personalizada" of a template, right under the preview (the templates feature owns it). */
  templatePanel?: (asset: Asset) => ReactNode;
}

/** The panels other features draw on the page, each given the asset. */
type AssetPanels = Omit<AssetDetailScreenProps, 'id' | 'albumAction'>;

export function AssetDetailScreen({ id, albumAction, ...panels }: AssetDetailScreenProps) {
  const query = useAsset(id);
  const countView = useCountView();
  const countViewRef = useRef(countView.mutate);
  countViewRef.current = countView.mutate;
  const counted = useRef<string | null>(null);
  const loaded = Boolean(query.data);

  // SPEC: the view count rises when the page loads, once per asset shown.
  useEffect(() => {
    if (loaded && counted.current !== id) {
      counted.current = id;
      countViewRef.current(id);
    }
  }, [loaded, id]);

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    if (missing) return <AssetNotFound />;
    return (
      <Page>
        <GalleryError onRetry={() => void query.refetch()} />
      </Page>
    );
  }
  return <AssetDetail asset={query.data} albumAction={albumAction?.(query.data)} panels={panels} />;
}

function BackButton() {
  const location = useLocation();
  const navigate = useNavigate();
  // Back to where the user came from (the gallery with its filters), else the gallery itself.
  const back = () => (location.key === 'default' ? navigate(paths.gallery) : navigate(-1));
  return (
    <Button variant="ghost" size="sm" className="-ml-2 text-muted-foreground" onClick={back}>
      <ArrowLeftIcon aria-hidden />
      {assetsMessages.assetPage.back}
    </Button>
  );
}

function AssetDetail({
  asset,
  albumAction,
  panels: { downloadsPanel, consentPanel, requestPanel, textPanel, templatePanel },
}: {
  asset: Asset;
  albumAction?: ReactNode;
  panels: AssetPanels;
}) {
  const canEdit = isAdmin(useSessionUser());
  const download = useDownloadAsset();
  const copyLink = useCopyAssetLink();
  const share = useShareAsset(asset);
  const onDownload = () => void download(asset);

  return (
    <Page>
      <BackButton />
      <header className="mt-2 max-w-4xl">
        <div className="mb-2 flex flex-wrap gap-1.5 empty:hidden">
          <PublicationBadge asset={asset} />
          <ContentWarningBadge asset={asset} />
        </div>
        <h1 className="text-balance break-words font-semibold text-2xl tracking-tight sm:text-3xl">
          {asset.title}
        </h1>
        <p className="mt-2 whitespace-pre-line text-pretty text-muted-foreground leading-relaxed">
          {asset.description.trim() || galleryMessages.gallery.noDescription}
        </p>
      </header>
      {/* A phone reads the actions before the file's text; a desktop has the text under the preview,
          the side column spanning both rows (the second one `1fr`, so the preview's row never grows). */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_21rem] lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:gap-y-4">
        <div className="grid min-w-0 content-start gap-4">
          <AssetPreview asset={asset} onDownload={onDownload} />
          {templatePanel?.(asset)}
        </div>
        <aside className="grid min-w-0 content-start gap-6 lg:row-span-2">
          <AssetActions
            asset={asset}
            canEdit={canEdit}
            onDownload={(choice) => void download(asset, choice)}
            hasFormats={hasDownloadFormats(asset)}
            onCopyLink={() => void copyLink(asset.id)}
            albumAction={albumAction}
            share={
              share.available ? { onShare: () => void share.share(), preparing: share.preparing } : undefined
            }
          />
          {canEdit ? consentPanel?.(asset) : null}
          <AssetInfoCard asset={asset} />
          <AssetTaxonomy asset={asset} />
          {canEdit ? downloadsPanel?.(asset) : null}
          {requestPanel?.(asset)}
        </aside>
        <div className="min-w-0 self-start empty:hidden lg:col-start-1 lg:row-start-2">
          {textPanel?.(asset)}
        </div>
      </div>
      <Separator className="my-10" />
      <RelatedAssets id={asset.id} />
    </Page>
  );
}

function DetailSkeleton() {
  return (
    <Page>
      <p className="sr-only" role="status">
        {assetsMessages.assetPage.loading}
      </p>
      <Skeleton className="h-8 w-24" />
      <div className="mt-3 grid gap-8 lg:grid-cols-[minmax(0,1fr)_21rem] lg:gap-10">
        <SkeletonStack
          bars={['aspect-[4/3] w-full rounded-lg', 'h-8 w-2/3', 'h-4 w-full']}
          className="content-start gap-6"
        />
        <SkeletonStack bars={['h-10', 'h-9', 'h-64 rounded-xl']} className="content-start gap-4" />
      </div>
    </Page>
  );
}
