import { commonMessages } from '@shared/messages/common';
import { IconButton } from '@web/components/icon-button';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { TriangleAlertIcon, XIcon } from 'lucide-react';

/** Why some picked files were not added (videos, over 50 MB, past 30 files); the others were kept. */
export function PickNotices({ notices, onDismiss }: { notices: readonly string[]; onDismiss: () => void }) {
  if (notices.length === 0) return null;
  return (
    <Alert variant="destructive" className="pr-12">
      <TriangleAlertIcon aria-hidden />
      <AlertDescription>
        {notices.map((text) => (
          <p key={text} className="break-words">
            {text}
          </p>
        ))}
      </AlertDescription>
      <IconButton
        icon={XIcon}
        label={commonMessages.common.close}
        tone="destructive"
        onClick={onDismiss}
        className="absolute top-1.5 right-1.5 size-8"
      />
    </Alert>
  );
}
