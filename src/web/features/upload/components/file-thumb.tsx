import { cn } from '@web/lib/utils';
import { FileIcon, FileImageIcon, FileTextIcon, LayersIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
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
  const [url, setUrl] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  const previewable = canPreview(file);

  useEffect(() => {
    if (!previewable) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    setBroken(false);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, previewable]);

  if (previewable && url && !broken) {
    return (
      <img
        src={url}
        alt={alt}
        onError={() => setBroken(true)}
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
