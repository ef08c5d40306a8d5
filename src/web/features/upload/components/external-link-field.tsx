import type { ExternalPlatform } from '@shared/constants';
import { analyzeExternalLink, parseHttpUrl } from '@shared/domain/external-link';
import { uploadMessages } from '@shared/messages/upload';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { CloudIcon, FolderIcon, GlobeIcon, PlayCircleIcon, VideoIcon } from 'lucide-react';
import { useMemo, useState } from 'react';

const m = uploadMessages.upload;

const platformIcons: Record<ExternalPlatform, typeof GlobeIcon> = {
  youtube: PlayCircleIcon,
  vimeo: VideoIcon,
  'google-drive': FolderIcon,
  dropbox: CloudIcon,
  other: GlobeIcon,
};

function Thumbnail({ src, platform }: { src: string | null; platform: ExternalPlatform }) {
  const [failed, setFailed] = useState<string | null>(null);
  const Icon = platformIcons[platform];
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={m.externalThumbAlt}
        referrerPolicy="no-referrer"
        onError={() => setFailed(src)}
        className="size-full object-cover"
      />
    );
  }
  return (
    <div className="flex size-full items-center justify-center bg-muted text-muted-foreground">
      <Icon className="size-8" aria-hidden />
    </div>
  );
}

/** The link input with what will be stored: detected platform and its thumbnail (SPEC 7), before sending. */
export function ExternalLinkField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const link = useMemo(() => {
    const url = parseHttpUrl(value);
    return url ? analyzeExternalLink(url) : null;
  }, [value]);

  return (
    <div className="grid grid-cols-1 gap-4">
      <FormField id="upload-external-url" label={m.externalLabel} error={error} hint={m.externalHint}>
        <Input
          {...fieldAria('upload-external-url', error, true)}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={m.externalPlaceholder}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      </FormField>
      {link ? (
        <div
          className="flex flex-col gap-4 rounded-xl border bg-muted/20 p-3 sm:flex-row sm:items-center"
          aria-live="polite"
        >
          <div className="aspect-video w-full shrink-0 overflow-hidden rounded-lg border bg-muted sm:w-56">
            <Thumbnail
              key={link.thumbnailUrl ?? link.platform}
              src={link.thumbnailUrl}
              platform={link.platform}
            />
          </div>
          <div className="grid grid-cols-1 min-w-0 gap-1.5">
            <p className="text-muted-foreground text-xs uppercase tracking-wide">{m.platformDetected}</p>
            <p className="flex items-center gap-2 font-semibold">
              {(() => {
                const Icon = platformIcons[link.platform];
                return <Icon className="size-4 text-primary" aria-hidden />;
              })()}
              {m.platforms[link.platform]}
            </p>
            <p className="break-all text-muted-foreground text-xs">{link.url}</p>
            {link.platform === 'dropbox' ? <p className="text-xs">{m.dropboxDirect}</p> : null}
            {!link.thumbnailUrl ? <p className="text-muted-foreground text-xs">{m.externalNoThumb}</p> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
