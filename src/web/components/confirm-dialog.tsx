import { commonMessages } from '@shared/messages/common';
import { format } from '@shared/messages/format';
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
import { useRetainedValue } from '@web/lib/use-retained-value';
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

/** A feature's texts for deleting one of its things, as its catalogue names them. */
export interface DeleteTexts {
  deleteTitle: string;
  /** Names the thing with `{name}`. */
  deleteDescription: string;
  deleteConfirm: string;
  deleting: string;
}

export interface ConfirmDeleteDialogProps<T extends { id: string }> {
  /** What would be deleted; null: closed (its name stays on screen while the dialog closes). */
  subject: T | null;
  /** The name the description gives it. */
  nameOf: (subject: T) => string;
  texts: DeleteTexts;
  /** The feature's delete mutation, which says how it went (its toasts). */
  mutation: {
    isPending: boolean;
    mutate: (id: string, options: { onSuccess: () => void; onSettled: () => void }) => void;
  };
  /** After the delete, or its failure. */
  onClose: () => void;
  onDeleted?: (() => void) | undefined;
}

/** 'Excluir X?' for one named thing (an album, a campaign, a person): closed either way once answered. */
export function ConfirmDeleteDialog<T extends { id: string }>({
  subject,
  nameOf,
  texts,
  mutation,
  onClose,
  onDeleted,
}: ConfirmDeleteDialogProps<T>) {
  const shown = useRetainedValue(subject);
  return (
    <ConfirmDialog
      open={subject !== null}
      title={texts.deleteTitle}
      description={format(texts.deleteDescription, { name: shown ? nameOf(shown) : '' })}
      confirmLabel={texts.deleteConfirm}
      pendingLabel={texts.deleting}
      pending={mutation.isPending}
      onConfirm={() => {
        if (!subject) return;
        mutation.mutate(subject.id, { onSuccess: () => onDeleted?.(), onSettled: onClose });
      }}
      onClose={onClose}
    />
  );
}
