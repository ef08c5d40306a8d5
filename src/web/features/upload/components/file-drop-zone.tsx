import { uploadMessages } from '@shared/messages/upload';
import { Button } from '@web/components/ui/button';
import { useCoarsePointer } from '@web/lib/use-media-query';
import { cn } from '@web/lib/utils';
import { CloudUploadIcon, FolderOpenIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';

export interface FileDropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Validation message ('Selecione arquivos para upload...'), shown by the caller under the zone. */
  errorId?: string | undefined;
  compact?: boolean;
}

/** Drag and drop, or click (tap, on touch screens) to pick, several files at once (SPEC 'Upload'). */
export function FileDropZone({ onFiles, disabled, errorId, compact }: FileDropZoneProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const touch = useCoarsePointer();
  // dragenter/dragleave fire for every child; count them to know when the pointer really left.
  const depth = useRef(0);

  const pick = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length > 0) onFiles(files);
  };

  const hasFiles = (event: React.DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

  return (
    // The whole zone is the label of the file input, so a click anywhere opens the picker.
    <label
      htmlFor={inputId}
      onDragEnter={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        depth.current = 0;
        setDragging(false);
        if (!disabled) pick(event.dataTransfer.files);
      }}
      aria-invalid={errorId ? true : undefined}
      className={cn(
        'flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 text-center transition-colors',
        compact ? 'py-6' : 'py-10 sm:py-12',
        dragging
          ? 'border-primary bg-primary/5'
          : 'border-input bg-muted/30 hover:border-primary/50 hover:bg-muted/50',
        errorId && !dragging && 'border-destructive/60 bg-destructive/5',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      <span className="pointer-events-none flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <CloudUploadIcon className="size-6" aria-hidden />
      </span>
      <div className="pointer-events-none grid gap-1">
        <p className="font-medium">
          {dragging
            ? uploadMessages.upload.dropActive
            : touch
              ? uploadMessages.upload.dropTitleTouch
              : uploadMessages.upload.dropTitle}
        </p>
        {touch ? null : <p className="text-muted-foreground text-sm">{uploadMessages.upload.dropOr}</p>}
      </div>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        tabIndex={-1}
        className="sr-only"
        aria-label={uploadMessages.upload.chooseFiles}
        disabled={disabled}
        onChange={(event) => {
          pick(event.target.files);
          // The same file can be picked again after being removed.
          event.target.value = '';
        }}
      />
      <Button
        variant="outline"
        onClick={(event) => {
          // Inside the label: open once, here, not a second time through the label.
          event.preventDefault();
          inputRef.current?.click();
        }}
        disabled={disabled}
        aria-describedby={errorId}
        aria-invalid={errorId ? true : undefined}
      >
        <FolderOpenIcon aria-hidden />
        {uploadMessages.upload.chooseFiles}
      </Button>
      <p className="pointer-events-none max-w-md text-balance text-muted-foreground text-xs">
        {uploadMessages.upload.dropHint}
      </p>
    </label>
  );
}
