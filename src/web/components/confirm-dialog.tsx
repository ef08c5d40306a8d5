import { commonMessages } from '@shared/messages/common';
import { PendingButton } from '@web/components/pending-button';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { useReturnFocus } from '@web/lib/return-focus';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Replaces `confirmLabel`, beside a spinner, while `pending`. */
  pendingLabel: string;
  /** The way out, 'Cancelar' unless told ('Manter convite' where the action itself cancels something). */
  cancelLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  /** Cancel or Escape; ignored while pending, so the action's outcome is not left unseen. */
  onClose: () => void;
  /** A button that opens the dialog (and gets the focus back when it closes), with `onOpen`. */
  trigger?: ReactNode;
  onOpen?: () => void;
}

/**
 * A destructive confirmation (SPEC 8: deletes ask for confirmation): Cancel, and a red confirm button
 * with a spinner while the action runs. The caller owns the action, its toasts and when to close.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = commonMessages.common.cancel,
  pending,
  onConfirm,
  onClose,
  trigger,
  onOpen,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(open);
  const changeOpen = (next: boolean) => {
    if (pending) return;
    if (next) onOpen?.();
    else onClose();
  };

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent
        onOpenAutoFocus={returnFocus.rememberOpener}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <PendingButton
            variant="destructive"
            onClick={onConfirm}
            pending={pending}
            pendingLabel={pendingLabel}
          >
            {confirmLabel}
          </PendingButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
