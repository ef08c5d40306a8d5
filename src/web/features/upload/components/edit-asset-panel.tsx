import { assetsMessages } from '@shared/messages/assets';
import { commonMessages } from '@shared/messages/common';
import { BackLink } from '@web/components/back-link';
import { ButtonLink } from '@web/components/button-link';
import { StatePanel } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton, SkeletonStack } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-error';
import { useAsset } from '@web/lib/asset-query';
import { notify } from '@web/lib/notify';
import { paths } from '@web/lib/paths';
import { FileQuestionIcon, UploadIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { EditAssetForm } from './edit-asset-form';
import { FocalPointCard } from './focal-point-card';

const m = assetsMessages.assetEdit;

function isNotFound(error: unknown): boolean {
  // A malformed id is refused by the params schema (400) with the same "not found" meaning.
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

function NotFound({ retry }: { retry?: (() => void) | undefined }) {
  return (
    <Card>
      <StatePanel
        icon={FileQuestionIcon}
        tone="muted"
        titleAs="h2"
        title={retry ? m.loadError : m.notFoundTitle}
        text={retry ? null : m.notFoundDescription}
        className="py-4"
        actions={
          <>
            <BackLink to={paths.gallery}>{m.backToGallery}</BackLink>
            {retry ? (
              <Button variant="outline" onClick={retry}>
                {commonMessages.common.retry}
              </Button>
            ) : null}
            <ButtonLink to={paths.upload}>
              <UploadIcon aria-hidden />
              {m.goToUpload}
            </ButtonLink>
          </>
        }
      />
    </Card>
  );
}

function Loading() {
  return (
    <div className="grid grid-cols-1 gap-6" aria-busy="true">
      <span className="sr-only">{m.loading}</span>
      <Card>
        <CardContent className="flex gap-4">
          <Skeleton className="aspect-[4/3] w-40" />
          <SkeletonStack bars={['h-4 w-1/3', 'h-4 w-2/3']} className="flex-1 content-center gap-2" />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <SkeletonStack bars={['h-9 w-full', 'h-20 w-full', 'h-64 w-full']} className="grid-cols-1 gap-4" />
        </CardContent>
      </Card>
    </div>
  );
}

/** /edit/{id}: loads the real asset; an unknown id tells 'Arquivo não encontrado para edição'. */
export function EditAssetPanel({ id }: { id: string }) {
  const asset = useAsset(id);
  const notFound = asset.isError && isNotFound(asset.error);
  const told = useRef<string | null>(null);

  useEffect(() => {
    if (!asset.isError || told.current === id) return;
    told.current = id;
    notify.error(notFound ? m.notFound : m.loadError);
  }, [asset.isError, notFound, id]);

  if (asset.isPending) return <Loading />;
  if (asset.isError) return <NotFound retry={notFound ? undefined : () => asset.refetch()} />;
  return (
    <>
      <EditAssetForm key={asset.data.id} asset={asset.data} />
      {asset.data.type === 'image' && !asset.data.isExternal ? (
        <FocalPointCard key={`focal-${asset.data.id}`} asset={asset.data} />
      ) : null}
    </>
  );
}
