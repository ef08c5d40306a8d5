import { requestsMessages } from '@shared/messages/requests';
import { REQUEST_LIMITS } from '@shared/schemas/request';
import { ImageFileInput } from '@web/components/image-file-input';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { useObjectUrl } from '@web/lib/use-object-url';
import { ImageUpIcon, XIcon } from 'lucide-react';
import { useRef } from 'react';

const m = requestsMessages.requests;

/**
 * Checks a picked reference image before sending it: an image, at most REQUEST_LIMITS.referenceMaxBytes.
 * The server decodes it again; this only saves a pointless upload. Undefined when the file is fine.
 */
export function referenceFileError(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!file.type.startsWith('image/')) return m.referenceInvalid;
  if (file.size > REQUEST_LIMITS.referenceMaxBytes) return m.referenceTooLarge;
  return undefined;
}

export interface ReferenceImageFieldProps {
  id: string;
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  onChange: (file: File | null, error: string | undefined) => void;
}

/** "Imagem de referência (opcional)": a button over the hidden picker, a preview and "Remover". */
export function ReferenceImageField({ id, file, error, disabled, onChange }: ReferenceImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file);
  return (
    <FormField id={id} label={m.referenceLabel} error={error} hint={m.referenceHelp}>
      <ImageFileInput
        ref={input}
        label={m.referenceLabel}
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const picked = event.target.files?.[0] ?? null;
          event.target.value = '';
          if (!picked) return;
          const problem = referenceFileError(picked);
          onChange(problem ? null : picked, problem);
        }}
      />
      <div className="flex min-w-0 items-center gap-3">
        {preview ? (
          <img src={preview} alt="" className="size-14 shrink-0 rounded-md border object-cover" />
        ) : null}
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Button
            {...fieldAria(id, error, true)}
            aria-label={`${m.referenceChoose} — ${m.referenceLabel}`}
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => input.current?.click()}
          >
            <ImageUpIcon aria-hidden />
            {m.referenceChoose}
          </Button>
          {file ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={() => onChange(null, undefined)}
            >
              <XIcon aria-hidden />
              {m.referenceRemove}
            </Button>
          ) : null}
          <span className="min-w-0 break-all text-muted-foreground text-sm">
            {file?.name ?? m.referenceNone}
          </span>
        </div>
      </div>
    </FormField>
  );
}
