import { assetsMessages } from '@shared/messages/assets';
import { format } from '@shared/messages/format';
import { IconButton } from '@web/components/icon-button';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { FileUpIcon, XIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { fileKind, formatMegabytes, screenFiles } from '../lib/files';
import { FileThumb } from './file-thumb';

const m = assetsMessages.assetEdit;

/** Optional replacement file, under the same client rules as the upload (no video, 50 MB). */
export function ReplaceFileField({
  file,
  onChange,
  progress,
  disabled,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  /** 0..1 while sending. */
  progress: number | null;
  disabled?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const screening = screenFiles([picked], 0, { maxFiles: 1, maxBytes: 50 * 1024 * 1024 });
    if (screening.videos.length > 0) return setRefusal(assetsMessages.assets.videoRefused);
    if (screening.tooLarge.length > 0) return setRefusal(assetsMessages.assets.fileTooLarge);
    setRefusal(null);
    onChange(picked);
  };

  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="grid grid-cols-1 gap-1">
        <p className="font-medium text-sm">{m.replaceTitle}</p>
        <p className="text-muted-foreground text-xs">{m.replaceHint}</p>
      </div>
      <input
        ref={inputRef}
        type="file"
        tabIndex={-1}
        className="sr-only"
        aria-label={m.chooseReplacement}
        disabled={disabled}
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {file ? (
        <div className="flex items-center gap-3 rounded-lg border bg-muted/20 p-2.5">
          <div className="size-14 shrink-0 overflow-hidden rounded-md border">
            <FileThumb file={file} kind={fileKind(file)} alt="" />
          </div>
          <div className="grid grid-cols-1 min-w-0 flex-1 gap-1.5">
            <p className="break-all text-sm">
              {format(m.replacementSelected, { name: file.name, size: formatMegabytes(file.size) })}
            </p>
            {progress !== null ? (
              <Progress value={progress * 100} className="h-1.5" aria-label={m.sendingFile} />
            ) : null}
          </div>
          <IconButton
            icon={XIcon}
            label={m.keepCurrent}
            tooltip
            onClick={() => onChange(null)}
            disabled={disabled}
          />
        </div>
      ) : (
        <Button
          variant="outline"
          className="w-full sm:w-fit"
          onClick={() => inputRef.current?.click()}
          disabled={disabled}
        >
          <FileUpIcon aria-hidden />
          {m.chooseReplacement}
        </Button>
      )}
      {refusal ? <p className="text-destructive text-sm">{refusal}</p> : null}
    </div>
  );
}
