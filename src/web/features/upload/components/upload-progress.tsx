import { format } from '@shared/messages/format';
import { uploadMessages } from '@shared/messages/upload';
import { Progress } from '@web/components/ui/progress';
import { formatFileSize } from '@web/lib/format';
import { LoaderCircleIcon } from 'lucide-react';

export interface UploadProgressState {
  overall: number;
  loaded: number;
  total: number;
  processing: boolean;
}

/**
 * The overall bar while sending, from the real bytes sent; then the server's processing step.
 * Nothing while `progress` is null (not sending).
 */
export function UploadProgress({
  progress,
  label,
}: {
  progress: UploadProgressState | null | undefined;
  /** 'Enviando...' or 'Atualizando...' */
  label: string;
}) {
  if (!progress) return null;
  const { overall, loaded, total, processing } = progress;
  const pct = Math.round(overall * 100);
  return (
    <div className="grid grid-cols-1 gap-2 rounded-lg border bg-muted/30 p-3" aria-live="polite">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <span className="flex items-center gap-2 font-medium">
          <LoaderCircleIcon className="size-4 animate-spin text-primary" aria-hidden />
          {processing ? uploadMessages.upload.processing : label}
        </span>
        <span className="text-muted-foreground text-xs tabular-nums">
          {pct}% ·{' '}
          {format(uploadMessages.upload.progressBytes, {
            loaded: formatFileSize(loaded),
            total: formatFileSize(total),
          })}
        </span>
      </div>
      <Progress value={pct} aria-label={uploadMessages.upload.progressLabel} />
    </div>
  );
}
