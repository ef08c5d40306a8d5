import { DialogFrame } from '@web/components/dialog-frame';
import { useDialogSubject } from '@web/lib/use-retained-value';
import { Fragment, type ReactNode } from 'react';

export interface SubjectFormDialogProps<T> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the form edits; null: it creates one. */
  subject: T | null;
  titles: { create: string; edit: string };
  description: string;
  className?: string;
  /** The form, given what it edits (null for a new one) and what closes the dialog. */
  children: (current: T | null, done: () => void) => ReactNode;
}

/**
 * A dialog that creates or edits one thing (an album, a campaign): a new form at each opening, its
 * fields from the subject or empty, and the subject's title kept while the dialog animates closed.
 */
export function SubjectFormDialog<T>({
  open,
  onOpenChange,
  subject,
  titles,
  description,
  className,
  children,
}: SubjectFormDialogProps<T>) {
  const { formKey, current } = useDialogSubject(open, subject);
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={current ? titles.edit : titles.create}
      description={description}
      className={className}
    >
      <Fragment key={formKey}>{children(current, () => onOpenChange(false))}</Fragment>
    </DialogFrame>
  );
}
