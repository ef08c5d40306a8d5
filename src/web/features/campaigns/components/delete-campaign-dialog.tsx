import { campaignsMessages } from '@shared/messages/campaigns';
import { format } from '@shared/messages/format';
import type { Campaign } from '@shared/schemas/campaign';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useRetainedValue } from '@web/lib/use-retained-value';
import { useDeleteCampaign } from '../api/delete-campaign';

const m = campaignsMessages.campaignsPage;

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
  const deleteMutation = useDeleteCampaign();
  const shown = useRetainedValue(campaign);
  const confirm = () => {
    if (!campaign) return;
    deleteMutation.mutate(campaign.id, { onSuccess: () => onDeleted?.(), onSettled: onClose });
  };
  return (
    <ConfirmDialog
      open={campaign !== null}
      title={m.deleteTitle}
      description={format(m.deleteDescription, { name: shown?.name ?? '' })}
      confirmLabel={m.deleteConfirm}
      pendingLabel={m.deleting}
      pending={deleteMutation.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
