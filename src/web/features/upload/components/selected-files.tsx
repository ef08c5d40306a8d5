import { LIMITS } from '@shared/constants';
import { format } from '@shared/messages/format';
import { uploadMessages } from '@shared/messages/upload';
import { IconButton } from '@web/components/icon-button';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { cn } from '@web/lib/utils';
import { CheckCircle2Icon, CopyIcon, TriangleAlertIcon, XIcon } from 'lucide-react';
import type { SelectedFile } from '../hooks/use-file-selection';
import { formatMegabytes } from '../lib/files';
import { FileThumb } from './file-thumb';

const m = uploadMessages.upload;

export interface SelectedFilesProps {
  files: readonly SelectedFile[];
  /** 0..1 per file id while sending. */
  progress: ReadonlyMap<string, number> | null;
  disabled?: boolean;
  onRemove: (id: string) => void;
  onClear: () => void;
}

function Tile({
  entry,
  share,
  disabled,
  onRemove,
}: {
  entry: SelectedFile;
  share: number | undefined;
  disabled?: boolean | undefined;
  onRemove: () => void;
}) {
  const { file, outcome } = entry;
  const removeLabel = format(m.removeFile, { name: file.name });
  return (
    <li
      className={cn(
        'group relative flex min-w-0 flex-col overflow-hidden rounded-lg border bg-card shadow-xs',
        outcome?.status === 'failed' && 'border-destructive/50',
        outcome?.status === 'duplicate' && 'border-amber-500/60',
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        <FileThumb file={file} kind={entry.kind} alt={format(m.previewAlt, { name: file.name })} />
        {share !== undefined && share >= 1 ? (
          <span className="absolute top-2 left-2 rounded-full bg-background/90 p-0.5 text-primary shadow-sm">
            <CheckCircle2Icon className="size-4" aria-hidden />
          </span>
        ) : null}
      </div>
      <IconButton
        variant="secondary"
        icon={XIcon}
        label={removeLabel}
        tooltip
        onClick={onRemove}
        disabled={disabled}
        className="absolute top-1.5 right-1.5 size-7 rounded-full bg-background/90 shadow-sm hover:bg-background"
      />
      <div className="grid grid-cols-1 gap-1 p-2.5">
        <p
          className="line-clamp-2 font-medium text-xs leading-snug [overflow-wrap:anywhere]"
          title={file.name}
        >
          {file.name}
        </p>
        <p className="text-muted-foreground text-xs tabular-nums">{formatMegabytes(file.size)}</p>
        {share !== undefined ? (
          <Progress
            value={share * 100}
            className="mt-1 h-1.5"
            aria-label={format(m.progressFileLabel, { name: file.name })}
          />
        ) : null}
        {outcome ? (
          <p
            className={cn(
              'mt-1 flex items-start gap-1 text-xs leading-snug',
              outcome.status === 'duplicate' ? 'text-amber-700' : 'text-destructive',
            )}
          >
            {outcome.status === 'duplicate' ? (
              <CopyIcon className="mt-px size-3.5 shrink-0" aria-hidden />
            ) : (
              <TriangleAlertIcon className="mt-px size-3.5 shrink-0" aria-hidden />
            )}
            <span className="break-words" title={outcome.message}>
              {outcome.status === 'duplicate' ? m.statusDuplicate : m.statusFailed}
            </span>
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The chosen files as tiles: preview, name, size in MB, remove; progress and outcome when sending. */
export function SelectedFiles({ files, progress, disabled, onRemove, onClear }: SelectedFilesProps) {
  if (files.length === 0) return null;
  return (
    <section
      className="grid grid-cols-1 gap-3"
      aria-label={format(m.selectedCount, { n: files.length, max: LIMITS.uploadMaxFiles })}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-medium text-sm">
          {format(m.selectedCount, { n: files.length, max: LIMITS.uploadMaxFiles })}
        </h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={onClear}
          disabled={disabled}
          className="text-muted-foreground"
        >
          {m.clearFiles}
        </Button>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {files.map((entry) => (
          <Tile
            key={entry.id}
            entry={entry}
            share={progress?.get(entry.id)}
            disabled={disabled}
            onRemove={() => onRemove(entry.id)}
          />
        ))}
      </ul>
    </section>
  );
}
