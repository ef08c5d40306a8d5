import { uploadMessages } from '@shared/messages/upload';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { CircleCheckIcon, XIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { CreatedAsset } from '../hooks/use-upload-submit';

const m = uploadMessages.upload;

/** After a (partly) successful upload, a link to each new asset's page: the form itself is empty again. */
export function UploadCreated({
  assets,
  onDismiss,
}: {
  assets: readonly CreatedAsset[];
  onDismiss: () => void;
}) {
  if (assets.length === 0) return null;
  return (
    <section
      aria-labelledby="upload-created-title"
      className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm"
    >
      <CircleCheckIcon className="mt-0.5 size-4 text-primary" aria-hidden />
      <div className="grid grid-cols-1 gap-1">
        <h3 id="upload-created-title" className="font-medium">
          {m.createdTitle}
        </h3>
        <p className="text-muted-foreground">{m.createdHint}</p>
        <ul className="grid list-disc gap-1 pl-4">
          {assets.map((asset) => (
            <li key={asset.id} className="break-words">
              <Link to={paths.asset(asset.id)} className="text-primary underline underline-offset-2">
                {asset.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <Button variant="ghost" size="icon" className="-mt-1 -mr-2 size-8" onClick={onDismiss}>
        <XIcon aria-hidden />
        <span className="sr-only">{m.createdDismiss}</span>
      </Button>
    </section>
  );
}
