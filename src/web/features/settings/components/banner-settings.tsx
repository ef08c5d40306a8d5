import { commonMessages } from '@shared/messages/common';
import { format } from '@shared/messages/format';
import { settingsMessages } from '@shared/messages/settings';
import { BannerPlaceholder } from '@web/components/banner-placeholder';
import { ImageFileInput } from '@web/components/image-file-input';
import { PendingButton } from '@web/components/pending-button';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatFileSize } from '@web/lib/format';
import { notify } from '@web/lib/notify';
import { useBanner } from '@web/lib/public-settings';
import { useObjectUrl } from '@web/lib/use-object-url';
import { cn } from '@web/lib/utils';
import { ImageUpIcon, InfoIcon, RadioTowerIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useUpdateBanner } from '../api/update-banner';
import { bannerFileError } from '../lib/banner-file';
import { SettingsCard } from './settings-card';

const m = settingsMessages.settingsPage;
const FRAME = 'aspect-[16/9] max-h-[400px] w-full rounded-xl sm:aspect-[16/6]';

/**
 * SPEC 'Settings' / 4 'Banner': no file -> file chosen with preview -> saving -> saved (file
 * cleared). Saving without a file says 'Selecione uma imagem primeiro'.
 */
export function BannerSettings() {
  const banner = useBanner();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const saveMutation = useUpdateBanner();
  const saving = saveMutation.isPending;

  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!picked) return;
    const error = bannerFileError(picked);
    setProblem(error);
    if (error) {
      notify.error(error);
      return;
    }
    setFile(picked);
  };

  const save = () => {
    if (!file) {
      setProblem(settingsMessages.banner.imageRequired);
      notify.error(settingsMessages.banner.imageRequired);
      return;
    }
    setProblem(null);
    setProgress(0);
    saveMutation.mutate(
      { file, onProgress: (loaded, total) => setProgress(total ? Math.round((loaded / total) * 100) : 0) },
      { onSuccess: () => setFile(null) },
    );
  };

  const cancel = () => {
    setFile(null);
    setProblem(null);
  };

  return (
    <SettingsCard title={m.bannerTitle} description={m.bannerDescription}>
      <figure className="grid gap-2">
        <figcaption className="flex items-center gap-2 font-medium text-sm">
          <span className={cn('size-2 rounded-full', preview ? 'bg-amber-500' : 'bg-primary')} aria-hidden />
          {preview ? m.newBanner : banner ? m.currentBanner : m.defaultBanner}
        </figcaption>
        {preview ? (
          <img
            src={preview}
            alt={m.previewAlt}
            className={cn(FRAME, 'border object-cover ring-2 ring-amber-400/60')}
          />
        ) : banner === undefined ? (
          <Skeleton className={FRAME} />
        ) : banner ? (
          <img src={banner.url} alt={m.currentAlt} className={cn(FRAME, 'border bg-muted object-cover')} />
        ) : (
          <BannerPlaceholder className="rounded-xl" />
        )}
      </figure>

      <div className="grid gap-3">
        <ImageFileInput
          ref={inputRef}
          onChange={choose}
          disabled={saving}
          label={m.fileInput}
          tabIndex={-1}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={saving}>
            <ImageUpIcon aria-hidden />
            {file ? m.changeImage : m.chooseImage}
          </Button>
          {file ? (
            <p className="min-w-0 truncate text-muted-foreground text-sm">
              {format(m.chosenFile, { name: file.name, size: formatFileSize(file.size) })}
            </p>
          ) : null}
        </div>
        <p className="flex items-start gap-2 text-muted-foreground text-sm">
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          {m.advice}
        </p>
        {problem ? (
          <p className="text-destructive text-sm" role="alert">
            {problem}
          </p>
        ) : null}
        {saving ? (
          <div className="grid gap-1.5">
            <Progress value={progress} aria-label={m.bannerTitle} />
            <p className="text-muted-foreground text-xs">{format(m.sending, { percent: progress })}</p>
          </div>
        ) : null}
      </div>

      <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-muted-foreground text-xs">
          <RadioTowerIcon className="size-4 shrink-0" aria-hidden />
          {m.liveNote}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={cancel} disabled={!file || saving}>
            {commonMessages.common.cancel}
          </Button>
          <PendingButton onClick={save} pending={saving} pendingLabel={commonMessages.common.saving}>
            {commonMessages.common.save}
          </PendingButton>
        </div>
      </div>
    </SettingsCard>
  );
}
