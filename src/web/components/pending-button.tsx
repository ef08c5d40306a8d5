import { Button, type ButtonProps } from '@web/components/ui/button';
import { LoaderCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type PendingButtonProps = ButtonProps & {
  /** While true the button is disabled and shows a spinner and `pendingLabel` instead of its label. */
  pending: boolean;
  pendingLabel?: ReactNode;
  /** An icon before the label, replaced by the spinner while pending. */
  icon?: ReactNode;
};

/** A button for an action that takes a moment: 'Salvar' becomes a spinner and 'Salvando...'. */
export function PendingButton({
  pending,
  pendingLabel,
  icon,
  disabled,
  children,
  ...props
}: PendingButtonProps) {
  return (
    <Button disabled={disabled || pending} {...props}>
      {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : (icon ?? null)}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
