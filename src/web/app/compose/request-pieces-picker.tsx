import { AssetPickerDialog } from '@web/features/albums/components/asset-picker-dialog';
import type { DeliverPickerProps } from '@web/features/requests/components/request-admin-panel';

/** "Atender" picks the pieces with the albums' picker (search the library, tick several), composed here. */
export function RequestPiecesPicker({ onPick, ...props }: DeliverPickerProps) {
  return <AssetPickerDialog {...props} onAdd={onPick} />;
}
