import { campaignsMessages } from '@shared/messages/campaigns';
import type { Campaign } from '@shared/schemas/campaign';
import { ConfirmDeleteDialog } from '@web/components/confirm-dialog';
import { useDeleteCampaign } from '../api/delete-campaign';

/** 'Excluir' asks first (SPEC 8: deletes ask for confirmation). `campaign` null means closed. */
export function DeleteCampaignDialog({
  campaign,
  onClose,
  onDeleted,
}: {
  campaign: Pick<Campaign, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteCampaign();
  return (
    <ConfirmDeleteDialog
      subject={campaign}
      nameOf={(shown) => shown.name}
      texts={campaignsMessages.campaignsPage}
      mutation={remove}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
