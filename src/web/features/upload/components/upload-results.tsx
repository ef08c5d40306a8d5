import { format } from '@shared/messages/format';
import { uploadMessages } from '@shared/messages/upload';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { paths } from '@web/lib/paths';
import { CircleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { SelectedFile } from '../hooks/use-file-selection';

const m = uploadMessages.upload;

/** After an attempt, the files that were not stored and why (STYLE: a partial success is told honestly). */
export function UploadResults({ files }: { files: readonly SelectedFile[] }) {
  const failed = files.filter((f) => f.outcome);
  if (failed.length === 0) return null;
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden />
      <AlertTitle className="line-clamp-none">{format(m.resultsSomeTitle, { n: failed.length })}</AlertTitle>
      <AlertDescription>
        <p>{m.resultsHint}</p>
        <ul className="grid list-disc gap-1 pl-4">
          {failed.map((f) => (
            <li key={f.id} className="break-words">
              <span className="font-medium">{f.file.name}</span>: {f.outcome?.message}
              {f.outcome?.existing ? (
                <>
                  {' '}
                  <Link to={paths.asset(f.outcome.existing.id)} className="underline underline-offset-2">
                    {m.openExisting}
                  </Link>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
