import { messages } from '@shared/messages/pt-BR';
import { StatePanel } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { ArrowLeftIcon, FileQuestionIcon } from 'lucide-react';
import { Link } from 'react-router';

/** SPEC: 'Arquivo não encontrado' with a link back to the gallery. */
export function AssetNotFound() {
  return (
    <StatePanel
      size="page"
      icon={FileQuestionIcon}
      tone="muted"
      title={messages.assetPage.notFoundTitle}
      text={messages.assetPage.notFoundDescription}
      actions={
        <Button asChild size="lg">
          <Link to={paths.gallery}>
            <ArrowLeftIcon aria-hidden />
            {messages.assetPage.backToGallery}
          </Link>
        </Button>
      }
    />
  );
}
