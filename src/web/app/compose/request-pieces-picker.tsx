import { AssetPickerDialog } from '@web/features/albums/components/asset-picker-dialog';
import type { DeliverPickerProps } from '@web/features/requests/components/request-admin-panel';

/** "Atender" picks the pieces with the albums' picker (search the library, tick several), composed here. */
export function RequestPiecesPicker({
  open,
  onOpenChange,
  title,
  description,
  existingIds,
  existingLabel,
  pending,
  onPick,
}: DeliverPickerProps) {
  return (
    <AssetPickerDialog
      title={title}
      description={description}
      existingIds={existingIds}
      existingLabel={existingLabel}
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      onAdd={onPick}
    />
  );
}
