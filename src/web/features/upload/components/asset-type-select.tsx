import { ASSET_TYPES, type AssetType } from '@shared/constants';
import { assetsMessages } from '@shared/messages/assets';
import { SelectOptions } from '@web/components/select-options';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@web/components/ui/select';

/** The six asset types, in Portuguese (Imagem, Vídeo, Documento, PDF, PSD, Outro). */
export function AssetTypeSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: AssetType;
  onChange: (type: AssetType) => void;
  disabled?: boolean;
}) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as AssetType)} disabled={disabled}>
      <SelectTrigger id={id} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectOptions values={ASSET_TYPES} labels={assetsMessages.assetTypes} />
      </SelectContent>
    </Select>
  );
}
