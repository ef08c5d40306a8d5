import { taxonomyMessages } from '@shared/messages/taxonomy';
import { DialogForm, DialogFrame, submitLabels } from '@web/components/dialog-frame';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { describeError } from '@web/lib/notify';
import { useRetainedValue } from '@web/lib/use-retained-value';
import { type FormEventHandler, Fragment, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

const t = taxonomyMessages.taxonomyAdmin;

/** A category or a tag: the two kinds of term the admin names, edits and deletes here. */
export type TermKind = 'category' | 'tag';

const TEXTS = {
  category: {
    createTitle: t.createCategoryTitle,
    editTitle: t.editCategoryTitle,
    description: t.categoryDialogDescription,
    saveError: t.categorySaveError,
  },
  tag: {
    createTitle: t.createTagTitle,
    editTitle: t.editTagTitle,
    description: t.tagDialogDescription,
    saveError: t.tagSaveError,
  },
} satisfies Record<TermKind, Record<string, string>>;

/**
 * The dialog that adds ('new') or edits a term; closed while `target` is null. It keeps its texts
 * while it animates closed and mounts a new form per target, so the fields start from the term.
 */
export function TermDialog<T extends { id: string }>({
  kind,
  target,
  onClose,
  children,
}: {
  kind: TermKind;
  target: T | 'new' | null;
  onClose: () => void;
  /** The form, given the term being edited (null for a new one). */
  children: (editing: T | null) => ReactNode;
}) {
  const shown = useRetainedValue(target);
  const editing = shown === 'new' ? null : shown;
  const texts = TEXTS[kind];
  return (
    <DialogFrame
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? texts.editTitle : texts.createTitle}
      description={texts.description}
    >
      {shown ? <Fragment key={editing?.id ?? 'new'}>{children(editing)}</Fragment> : null}
    </DialogFrame>
  );
}

export interface TermFormProps {
  kind: TermKind;
  /** What `createOrUpdate` gives the form: the save's state, and whether it edits. */
  saving: { editing: boolean; pending: boolean; mutation: { isError: boolean; error: Error | null } };
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** The name's field and its message (required; a duplicate is refused by the server, beside it). */
  name: { field: UseFormRegisterReturn; error: string | undefined };
  /** The kind's other fields, under the name. */
  children?: ReactNode;
}

/** A term's form: the server's refusal no field owns, the name, the other fields, Cancelar and Criar/Salvar. */
export function TermForm({ kind, saving, onSubmit, onClose, name, children }: TermFormProps) {
  const { editing, pending, mutation } = saving;
  const nameId = `${kind}-name`;
  return (
    <DialogForm
      onSubmit={onSubmit}
      alert={mutation.isError ? describeError(mutation.error, TEXTS[kind].saveError) : null}
      className="grid-cols-1"
      onCancel={onClose}
      pending={pending}
      {...submitLabels(editing, t)}
    >
      <FormField id={nameId} label={t.nameLabel} error={name.error}>
        <Input
          {...fieldAria(nameId, name.error)}
          autoComplete="off"
          maxLength={80}
          disabled={pending}
          {...name.field}
        />
      </FormField>
      {children}
    </DialogForm>
  );
}
