import { format } from '@shared/messages/format';
import { galleryMessages } from '@shared/messages/gallery';
import { DialogFrame } from '@web/components/dialog-frame';
import { ImageFileInput } from '@web/components/image-file-input';
import { PendingButton } from '@web/components/pending-button';
import { Button } from '@web/components/ui/button';
import { formatFileSize } from '@web/lib/format';
import { notify } from '@web/lib/notify';
import { paths } from '@web/lib/paths';
import { saveSimilarResults } from '@web/lib/similar-results';
import { cn } from '@web/lib/utils';
import { CameraIcon, ImageUpIcon, SearchIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSearchSimilar } from '../api/search-similar';

/** The server refuses bigger images (search.routes SIMILAR_MAX_BYTES). */
const MAX_BYTES = 10 * 1024 * 1024;

interface Picked {
  file: File;
  url: string;
}

/**
 * SPEC 'Search by similar image': pick an image (image/* only), see it, clear it, 'Buscar
 * Similares'. Unlike the original (a toast only), the server really ranks the library by
 * perceptual-hash distance and the gallery shows the ranking.
 */
export function SimilarImageDialog({ onDone }: { onDone?: () => void }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const navigate = useNavigate();
  const search = useSearchSimilar();
  // The object URL outlives the dialog when it becomes the gallery's "searched image" preview.
  const handedOver = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (picked && picked.url !== handedOver.current) URL.revokeObjectURL(picked.url);
    },
    [picked],
  );

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      notify.error(galleryMessages.search.notAnImage);
      return;
    }
    if (file.size > MAX_BYTES) {
      notify.error(galleryMessages.globalSearch.imageTooLarge);
      return;
    }
    setPicked({ file, url: URL.createObjectURL(file) });
  };

  const clear = () => {
    setPicked(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const run = () => {
    if (!picked) return;
    search.mutate(picked.file, {
      onSuccess: (result) => {
        handedOver.current = picked.url;
        const token = saveSimilarResults(result, picked.file.name, picked.url);
        setOpen(false);
        setPicked(null);
        onDone?.();
        navigate(paths.similar(token));
      },
    });
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        if (search.isPending) return;
        setOpen(next);
        if (!next) clear();
      }}
      className="sm:max-w-md"
      headerClassName="text-left"
      title={galleryMessages.globalSearch.similarTitle}
      description={galleryMessages.globalSearch.similarDescription}
      footer={
        <PendingButton
          onClick={run}
          disabled={!picked}
          pending={search.isPending}
          pendingLabel={galleryMessages.globalSearch.searching}
          icon={<SearchIcon aria-hidden />}
        >
          {galleryMessages.globalSearch.searchSimilar}
        </PendingButton>
      }
      trigger={
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          title={galleryMessages.globalSearch.similarButton}
        >
          <CameraIcon aria-hidden />
          <span className="sr-only">{galleryMessages.globalSearch.similarButton}</span>
        </Button>
      }
    >
      <ImageFileInput
        ref={inputRef}
        id={inputId}
        tabIndex={-1}
        label={galleryMessages.globalSearch.chooseImage}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {picked ? (
        <figure className="grid gap-3">
          <div className="flex max-h-72 items-center justify-center overflow-hidden rounded-lg border bg-muted/50">
            <img
              src={picked.url}
              alt={format(galleryMessages.globalSearch.previewAlt, { name: picked.file.name })}
              className="max-h-72 w-auto max-w-full object-contain"
            />
          </div>
          <figcaption className="flex items-center gap-2 text-sm">
            <span className="min-w-0 flex-1 truncate" title={picked.file.name}>
              {picked.file.name}
            </span>
            <span className="shrink-0 text-muted-foreground text-xs">{formatFileSize(picked.file.size)}</span>
            <Button variant="ghost" size="sm" onClick={clear} disabled={search.isPending}>
              <Trash2Icon aria-hidden />
              {galleryMessages.globalSearch.removeImage}
            </Button>
          </figcaption>
        </figure>
      ) : (
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            choose(event.dataTransfer.files[0]);
          }}
          className={cn(
            'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-6 py-10 text-center outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
            dragging ? 'border-primary bg-accent' : 'hover:border-primary/40 hover:bg-accent/50',
          )}
        >
          <span className="flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <ImageUpIcon aria-hidden className="size-5" />
          </span>
          <span className="font-medium text-sm">{galleryMessages.globalSearch.dropImage}</span>
          <span className="text-muted-foreground text-xs">{galleryMessages.globalSearch.imageHint}</span>
        </button>
      )}
    </DialogFrame>
  );
}
