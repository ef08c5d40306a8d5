import { commonMessages } from '@shared/messages/common';
import { format } from '@shared/messages/format';
import { unitsMessages } from '@shared/messages/units';
import type { Unit } from '@shared/schemas/unit';
import { ImageFileInput } from '@web/components/image-file-input';
import { PendingButton } from '@web/components/pending-button';
import { Button } from '@web/components/ui/button';
import { BuildingIcon, ImageUpIcon, Trash2Icon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useDeleteUnitLogo, useUploadUnitLogo } from '../api/unit-logo';

const m = unitsMessages.unitsAdmin;

/** The edit dialog's logo: a preview, 'Escolher imagem' (sent at once) and 'Remover logotipo'. */
export function UnitLogoField({ unit }: { unit: Unit }) {
  const [logoUrl, setLogoUrl] = useState(unit.logoUrl);
  const input = useRef<HTMLInputElement>(null);
  const uploadLogo = useUploadUnitLogo();
  const deleteLogo = useDeleteUnitLogo();
  const busy = uploadLogo.isPending || deleteLogo.isPending;

  const choose = (file: File | undefined) => {
    if (!file) return;
    uploadLogo.mutate({ id: unit.id, file }, { onSuccess: (saved) => setLogoUrl(saved.logoUrl) });
  };

  return (
    <section aria-labelledby="unit-logo-title" className="grid gap-3">
      <h3 id="unit-logo-title" className="font-medium text-sm">
        {m.logo}
      </h3>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-20 w-32 items-center justify-center overflow-hidden rounded-md border bg-white p-1">
          {logoUrl ? (
            <img
              src={logoUrl}
              alt={format(m.logoAlt, { name: unit.name })}
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <span className="grid justify-items-center gap-1 text-center text-muted-foreground text-xs">
              <BuildingIcon className="size-5" aria-hidden />
              {m.noLogo}
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <ImageFileInput
            ref={input}
            label={m.chooseLogo}
            tabIndex={-1}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <PendingButton
            type="button"
            variant="outline"
            size="sm"
            pending={uploadLogo.isPending}
            pendingLabel={commonMessages.common.saving}
            disabled={busy}
            icon={<ImageUpIcon aria-hidden />}
            onClick={() => input.current?.click()}
          >
            {m.chooseLogo}
          </PendingButton>
          {logoUrl ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={busy}
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={() => deleteLogo.mutate(unit.id, { onSuccess: (saved) => setLogoUrl(saved.logoUrl) })}
            >
              <Trash2Icon aria-hidden />
              {m.removeLogo}
            </Button>
          ) : null}
        </div>
      </div>
      <p className="text-muted-foreground text-xs">{m.logoHint}</p>
    </section>
  );
}
