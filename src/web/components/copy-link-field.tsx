import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { copyText } from '@web/lib/clipboard';
import { notify } from '@web/lib/notify';
import { CheckIcon, CopyIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';

export interface CopyLinkFieldProps {
  id: string;
  label: string;
  url: string;
  copyLabel: string;
  /** The toasts after the copy: done, or refused by the browser (then the field is there to copy by hand). */
  copiedText: string;
  copyFailedText: string;
  /** Focus (and select) the address as it appears: Ctrl+C copies it as well as the button does. */
  autoFocus?: boolean;
  inputTestId?: string;
  /** Under the field: what the link allows, other ways to send it. */
  children?: ReactNode;
}

/** A link made to be passed on (a partner link, an invitation): its address, read-only, and "Copiar link". */
export function CopyLinkField({
  id,
  label,
  url,
  copyLabel,
  copiedText,
  copyFailedText,
  autoFocus = false,
  inputTestId,
  children,
}: CopyLinkFieldProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const ok = await copyText(url);
    setCopied(ok);
    if (ok) notify.success(copiedText);
    else notify.error(copyFailedText);
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          value={url}
          readOnly
          autoFocus={autoFocus}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs md:text-xs"
          data-testid={inputTestId}
        />
        <Button type="button" onClick={() => void copy()} className="shrink-0">
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {copyLabel}
        </Button>
      </div>
      {children}
    </div>
  );
}
