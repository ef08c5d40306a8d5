import { useObjectUrl } from '@web/lib/use-object-url';
import { cn } from '@web/lib/utils';
import { FileIcon, FileImageIcon, FileTextIcon, LayersIcon } from 'lucide-react';
import { useState } from 'react';
import { canPreview, type FileKind } from '../lib/files';

const icons: Record<FileKind, typeof FileIcon> = {
  image: FileImageIcon,
  pdf: FileTextIcon,
  psd: LayersIcon,
  document: FileTextIcon,
  other: FileIcon,
};

function extensionLabel(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1, dot + 6).toUpperCase() : '';
}

/**
 * The picked file itself for images (an object URL, revoked when the file leaves the list), a type
 * icon with the extension otherwise.
 */
export function FileThumb({
  file,
  kind,
  alt,
  className,
}: {
  file: File;
  kind: FileKind;
  alt: string;
  className?: string;
}) {
  const previewable = canPreview(file);
  const url = useObjectUrl(previewable ? file : null);
  // The URL that could not be decoded; another file gets a new URL and another try.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  if (previewable && url && url !== brokenUrl) {
    return (
      <img
        src={url}
        alt={alt}
        onError={() => setBrokenUrl(url)}
        className={cn('size-full object-cover', className)}
        draggable={false}
      />
    );
  }
  const Icon = icons[kind];
  return (
    <div
      className={cn(
        'flex size-full flex-col items-center justify-center gap-1 bg-muted text-muted-foreground',
        className,
      )}
    >
      <Icon className="size-7" aria-hidden />
      <span className="font-semibold text-[10px] tracking-wide">{extensionLabel(file.name)}</span>
    </div>
  );
}
