import { assetsMessages } from '@shared/messages/assets';
import { BackLink } from '@web/components/back-link';
import { PageHeader } from '@web/components/page-header';
import { EditAssetPanel } from '@web/features/upload/components/edit-asset-panel';
import { paths } from '@web/lib/paths';
import { useParams } from 'react-router';

/** SPEC '/edit/{id}' (admin): the asset's edit form, loaded from the server. */
export default function EditAssetRoute() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto grid w-full grid-cols-1 max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <div className="grid grid-cols-1 gap-3">
        <BackLink to={paths.upload} variant="ghost" size="sm" className="w-fit px-2 text-muted-foreground">
          {assetsMessages.assetEdit.goToUpload}
        </BackLink>
        <PageHeader
          title={assetsMessages.assetEdit.title}
          description={assetsMessages.assetEdit.description}
        />
      </div>
      <EditAssetPanel key={id} id={id} />
    </div>
  );
}
