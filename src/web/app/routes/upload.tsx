import { assetsMessages } from '@shared/messages/assets';
import { Page } from '@web/components/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { TaxonomyPanel } from '@web/features/taxonomy/components/taxonomy-panel';
import { UploadPanel } from '@web/features/upload/components/upload-panel';
import { paths } from '@web/lib/paths';
import { FolderTreeIcon, UploadIcon } from 'lucide-react';
import { Navigate, useSearchParams } from 'react-router';

const TABS = { upload: 'upload', taxonomy: 'categorias-e-tags' } as const;
type Tab = (typeof TABS)[keyof typeof TABS];

/** SPEC '/upload': file upload, and 'Categorias e Tags'. `?edit={id}` opens that asset's edit screen. */
export default function UploadRoute() {
  const [params, setParams] = useSearchParams();
  const editId = params.get('edit');
  if (editId) return <Navigate to={paths.editAsset(editId)} replace />;
  const tab: Tab = params.get('tab') === TABS.taxonomy ? TABS.taxonomy : TABS.upload;

  const changeTab = (next: string) =>
    setParams(next === TABS.taxonomy ? { tab: TABS.taxonomy } : {}, {
      replace: true,
      preventScrollReset: true,
    });

  return (
    <Page
      width="6xl"
      className="grid grid-cols-1 gap-6"
      title={assetsMessages.contentAdmin.title}
      description={assetsMessages.contentAdmin.description}
    >
      <Tabs value={tab} onValueChange={changeTab} className="gap-5">
        <TabsList className="grid h-10 w-full grid-cols-2 sm:w-fit">
          <TabsTrigger value={TABS.upload} className="px-4">
            <UploadIcon aria-hidden />
            {assetsMessages.contentAdmin.tabUpload}
          </TabsTrigger>
          <TabsTrigger value={TABS.taxonomy} className="px-4">
            <FolderTreeIcon aria-hidden />
            {assetsMessages.contentAdmin.tabTaxonomy}
          </TabsTrigger>
        </TabsList>
        {/* The upload form stays mounted while the other tab is open, so nothing typed is lost. */}
        <TabsContent value={TABS.upload} forceMount className="data-[state=inactive]:hidden">
          <UploadPanel />
        </TabsContent>
        <TabsContent value={TABS.taxonomy}>
          <TaxonomyPanel />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
