import { uploadMessages } from '@shared/messages/upload';
import { cn } from '@web/lib/utils';
import { LinkIcon, UploadIcon } from 'lucide-react';
import type { UploadMode } from '../lib/asset-form';

const options = [
  { value: 'file' as const, label: uploadMessages.upload.typeFile, icon: UploadIcon },
  { value: 'external' as const, label: uploadMessages.upload.typeExternal, icon: LinkIcon },
];

/** SPEC 'Upload': file or external link. Native radios, so arrows and screen readers just work. */
export function UploadTypeToggle({
  value,
  onChange,
  disabled,
}: {
  value: UploadMode;
  onChange: (mode: UploadMode) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset
      disabled={disabled}
      className="inline-grid w-full min-w-0 grid-cols-2 gap-1 rounded-lg bg-muted p-1 disabled:opacity-60 sm:w-auto"
    >
      <legend className="sr-only">{uploadMessages.upload.typeLabel}</legend>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label
            key={option.value}
            className={cn(
              'inline-flex h-9 cursor-pointer items-center justify-center gap-2 rounded-md px-4 font-medium text-sm transition-[color,box-shadow] has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              checked
                ? 'bg-background text-foreground shadow-sm'
                : 'text-foreground/70 hover:text-foreground',
            )}
          >
            <input
              type="radio"
              name="upload-type"
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            <option.icon className="size-4" aria-hidden />
            {option.label}
          </label>
        );
      })}
    </fieldset>
  );
}
