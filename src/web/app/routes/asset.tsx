import { AddToAlbumAction } from '@web/app/compose/add-to-album-action';
import { AssetTextPanel } from '@web/features/asset-text/components/asset-text-panel';
import { AssetDetailScreen } from '@web/features/assets/components/asset-detail';
import { ConsentCard } from '@web/features/consents/components/consent-card';
import { AskFranchisor } from '@web/features/requests/components/ask-franchisor';
import { ShareLinkButton } from '@web/features/share-links/components/share-link-button';
import { AssetDownloadsCard } from '@web/features/stats/components/asset-downloads-card';
import { TemplatePanel } from '@web/features/templates/components/template-panel';
import { useParams } from 'react-router';

export default function AssetRoute() {
  const { id = '' } = useParams();
  // A new id is a new page: its view is counted and its state starts fresh.
  return (
    <AssetDetailScreen
      key={id}
      id={id}
      albumAction={(asset) => (
        <>
          <AddToAlbumAction assetIds={[asset.id]} className="w-full" />
          {/* A partner link hands over an uploaded file that users and franqueados see today. */}
          {!asset.isExternal && (asset.publication ?? 'published') === 'published' ? (
            <ShareLinkButton target={{ assetId: asset.id }} className="w-full" />
          ) : null}
        </>
      )}
      downloadsPanel={(asset) => <AssetDownloadsCard assetId={asset.id} />}
      consentPanel={(asset) => <ConsentCard assetId={asset.id} containsPatient={asset.containsPatient} />}
      requestPanel={() => <AskFranchisor variant="card" />}
      textPanel={(asset) => <AssetTextPanel asset={asset} />}
      templatePanel={(asset) => <TemplatePanel asset={asset} />}
    />
  );
}
