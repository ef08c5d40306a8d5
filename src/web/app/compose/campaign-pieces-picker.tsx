import { campaignsMessages } from '@shared/messages/campaigns';
import { format } from '@shared/messages/format';
import { AssetPickerDialog } from '@web/features/albums/components/asset-picker-dialog';
import type { PiecesPickerProps } from '@web/features/campaigns/components/campaign-detail';

const m = campaignsMessages.campaignsPage;

/** 'Adicionar peças' is the albums' picker (search, multi-select), composed here in app/. */
export function CampaignPiecesPicker({ campaignName, onPick, ...props }: PiecesPickerProps) {
  return (
    <AssetPickerDialog
      {...props}
      title={m.addPieces}
      description={format(m.pickerDescription, { name: campaignName })}
      existingLabel={m.inCampaign}
      onAdd={onPick}
    />
  );
}
