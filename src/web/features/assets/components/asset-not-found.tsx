import { assetsMessages } from '@shared/messages/assets';
import { BackLink } from '@web/components/back-link';
import { StatePanel } from '@web/components/state-panels';
import { paths } from '@web/lib/paths';
import { FileQuestionIcon } from 'lucide-react';

/** SPEC: 'Arquivo não encontrado' with a link back to the gallery. */
export function AssetNotFound() {
  return (
    <StatePanel
      size="page"
      icon={FileQuestionIcon}
      tone="muted"
      title={assetsMessages.assetPage.notFoundTitle}
      text={assetsMessages.assetPage.notFoundDescription}
      actions={
        <BackLink to={paths.gallery} variant="default" size="lg">
          {assetsMessages.assetPage.backToGallery}
        </BackLink>
      }
    />
  );
}
