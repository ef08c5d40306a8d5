import { messages } from '@shared/messages/pt-BR';
import { PendingButton } from '@web/components/pending-button';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import type { ReactNode } from 'react';

export interface DialogFrameProps {
  /** Controlled when given; otherwise the `trigger` opens it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A button that opens the dialog (and gets the focus back when it closes). */
  trigger?: ReactNode;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** The dialog's accessible description. */
  description: ReactNode;
  /** Actions under the content, in the usual footer row (Cancel first, the main action last). */
  footer?: ReactNode;
  /** Classes of the dialog box (its width, its gap). */
  className?: string;
  headerClassName?: string;
  titleClassName?: string;
  descriptionClassName?: string;
  footerClassName?: string;
  children?: ReactNode;
}

/**
 * The one dialog layout: a title and a description on top, the content, then the footer's actions.
 * Radix gives it role=dialog named by the title, the focus trap, Esc to close and focus return.
 * A form inside gives itself an id and its submit button in `footer` names it with `form`.
 */
export function DialogFrame({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  footer,
  className,
  headerClassName,
  titleClassName,
  descriptionClassName,
  footerClassName,
  children,
}: DialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={className}>
        <DialogHeader className={headerClassName}>
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
          <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {footer ? <DialogFooter className={footerClassName}>{footer}</DialogFooter> : null}
      </DialogContent>
    </Dialog>
  );
}

export interface DialogActionsProps {
  /** Cancel: closes without saving. */
  onCancel: () => void;
  pending: boolean;
  submitLabel: ReactNode;
  pendingLabel: ReactNode;
  /** The id of the form the submit button sends, when the button stands outside it (in `footer`). */
  form?: string;
  /** Besides `pending` (e.g. while the form is not valid). */
  disabled?: boolean;
}

/** A form dialog's 'Cancelar' and its submit button, which shows a spinner and `pendingLabel` while saving. */
export function DialogActions({
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
  form,
  disabled,
}: DialogActionsProps) {
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {messages.common.cancel}
      </Button>
      <PendingButton
        type="submit"
        form={form}
        disabled={disabled}
        pending={pending}
        pendingLabel={pendingLabel}
      >
        {submitLabel}
      </PendingButton>
    </>
  );
}
