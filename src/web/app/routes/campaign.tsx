import { AssetGrid } from '@web/features/assets/components/asset-grid';
import { CampaignDetail } from '@web/features/campaigns/components/campaign-detail';
import { useParams } from 'react-router';
import { CampaignPiecesPicker } from '../compose/campaign-pieces-picker';

/** /campaigns/:id : one campaign, its pieces shown by the gallery's cards, added with the albums' picker. */
export default function CampaignRoute() {
  const { id = '' } = useParams();
  return (
    <CampaignDetail
      key={id}
      campaignId={id}
      renderPieces={(assets) => <AssetGrid items={assets} listKey={`campaign:${id}`} />}
      renderPicker={(props) => <CampaignPiecesPicker {...props} />}
    />
  );
}
