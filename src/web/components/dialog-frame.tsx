import { commonMessages } from '@shared/messages/common';
import { FormAlert } from '@web/components/form-alert';
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
import { useReturnFocus } from '@web/lib/return-focus';
import { cn } from '@web/lib/utils';
import { type FormEventHandler, type ReactNode, type Ref, useId } from 'react';

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
 * Radix gives it role=dialog named by the title, the focus trap and Esc to close; the focus goes back
 * to what opened it, a Trigger or not (`useReturnFocus`).
 * A form inside is a `DialogForm`, or gives itself an id that its submit button in `footer` names.
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
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        className={className}
        onOpenAutoFocus={(event) => {
          returnFocus.rememberOpener(event);
          focusTitleUnlessForm(event);
        }}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      >
        <DialogHeader className={headerClassName}>
          <DialogTitle tabIndex={-1} className={cn('outline-none', titleClassName)}>
            {title}
          </DialogTitle>
          <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {footer ? <DialogFooter className={footerClassName}>{footer}</DialogFooter> : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Where a dialog opens: a form on its first field (Radix's default), anything else on its title, so
 * a screen reader starts by reading what opened and the first Tab reaches the first action (rather
 * than, say, a copy-link button being focused and pressed by the next Enter).
 */
function focusTitleUnlessForm(event: Event) {
  const content = event.target;
  if (!(content instanceof HTMLElement)) return;
  if (content.querySelector('input:not([type="hidden"]), textarea, select, [role="combobox"]')) return;
  const title = content.querySelector<HTMLElement>('[data-slot="dialog-title"]');
  if (!title) return;
  event.preventDefault();
  title.focus();
}

/** A dialog its caller opens and closes. */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface DialogOpenOptions {
  /** While true (saving), neither Esc, the overlay nor `close` closes the dialog. */
  pending?: boolean;
  /** On closing: forget what was typed or answered, so that the next opening starts anew. */
  onClose?: () => void;
}

/**
 * A controlled dialog's open state as its DialogFrame takes it (`frame`), with `close` for its
 * 'Cancelar' or 'Concluir': closing is refused while `pending` and runs `onClose` first.
 */
export function dialogOpenState(
  { open, onOpenChange }: DialogOpenProps,
  { pending = false, onClose }: DialogOpenOptions = {},
) {
  const changeOpen = (next: boolean) => {
    if (pending) return;
    if (!next) onClose?.();
    onOpenChange(next);
  };
  return { frame: { open, onOpenChange: changeOpen }, close: () => changeOpen(false) };
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
export function DialogActions({ onCancel, submitLabel, ...submit }: DialogActionsProps) {
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={submit.pending}>
        {commonMessages.common.cancel}
      </Button>
      <PendingButton type="submit" {...submit}>
        {submitLabel}
      </PendingButton>
    </>
  );
}

/** The submit texts of a form that edits: 'Salvar' ('Salvando...'). */
export const saveLabels = {
  submitLabel: commonMessages.common.save,
  pendingLabel: commonMessages.common.saving,
} as const;

/**
 * The submit texts of a form that creates or edits: the feature's 'Criar …' ('Criando...') for a
 * new one, `saveLabels` for an edit.
 */
export function submitLabels(editing: boolean, texts: { create: string; creating: string }) {
  return editing ? saveLabels : { submitLabel: texts.create, pendingLabel: texts.creating };
}

export interface DialogFormProps extends Omit<DialogActionsProps, 'form'> {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The red message above the fields: a refusal of the server's that no field owns. */
  alert?: string | null | undefined;
  formRef?: Ref<HTMLFormElement>;
  /** The form's classes (a grid, `gap-4` unless told). */
  className?: string;
  /** Between the fields and the actions, outside the form (a part that saves on its own). */
  aside?: ReactNode;
  /** The footer row's classes (kept in view under a tall form). */
  footerClassName?: string;
  children: ReactNode;
}

/**
 * A form dialog's content, under `DialogFrame`'s header: the form (its red message first, then the
 * fields), then the footer row with 'Cancelar' and the submit button.
 */
export function DialogForm({
  onSubmit,
  alert,
  formRef,
  className,
  aside,
  footerClassName,
  children,
  ...actions
}: DialogFormProps) {
  // The submit button stands outside the form, in the footer row, and names it by this id.
  const id = useId();
  return (
    <>
      <form id={id} ref={formRef} onSubmit={onSubmit} noValidate className={cn('grid gap-4', className)}>
        <FormAlert text={alert} />
        {children}
      </form>
      {aside}
      <DialogFooter className={footerClassName}>
        <DialogActions form={id} {...actions} />
      </DialogFooter>
    </>
  );
}
