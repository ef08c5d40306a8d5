import { assetsMessages } from '@shared/messages/assets';
import { NotFoundPanel } from '@web/components/not-found-panel';
import { paths } from '@web/lib/paths';
import { FileQuestionIcon } from 'lucide-react';

const m = assetsMessages.assetPage;

/** SPEC: 'Arquivo não encontrado' with a link back to the gallery. */
export function AssetNotFound() {
  return (
    <NotFoundPanel
      icon={FileQuestionIcon}
      title={m.notFoundTitle}
      text={m.notFoundDescription}
      back={{ to: paths.gallery, label: m.backToGallery }}
    />
  );
}
