import { zodResolver } from '@hookform/resolvers/zod';
import { taxonomyMessages } from '@shared/messages/taxonomy';
import { type Tag, type TagInput, TagInputSchema } from '@shared/schemas/taxonomy';
import { DialogForm, DialogFrame, submitLabels } from '@web/components/dialog-frame';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { createOrUpdate } from '@web/lib/create-or-update';
import { sameFieldNames, setServerFieldErrors } from '@web/lib/form-errors';
import { describeError } from '@web/lib/notify';
import { useRetainedValue } from '@web/lib/use-retained-value';
import { useForm } from 'react-hook-form';
import { useCreateTag } from '../api/create-tag';
import { useUpdateTag } from '../api/update-tag';

const t = taxonomyMessages.taxonomyAdmin;
const resolver = zodResolver(TagInputSchema);

export type TagDialogState = { mode: 'create' } | { mode: 'edit'; tag: Tag };

/** Add or rename a tag (name required; a duplicate name is refused by the server with its message). */
export function TagDialog({ state, onClose }: { state: TagDialogState | null; onClose: () => void }) {
  const shown = useRetainedValue(state);
  const key = shown?.mode === 'edit' ? shown.tag.id : 'new';
  return (
    <DialogFrame
      open={state !== null}
      onOpenChange={(open) => !open && onClose()}
      title={shown?.mode === 'edit' ? t.editTagTitle : t.createTagTitle}
      description={t.tagDialogDescription}
    >
      {shown ? <TagFormBody key={key} state={shown} onClose={onClose} /> : null}
    </DialogFrame>
  );
}

function TagFormBody({ state, onClose }: { state: TagDialogState; onClose: () => void }) {
  const editing = state.mode === 'edit' ? state.tag : null;
  const form = useForm<TagInput>({ resolver, defaultValues: { name: editing?.name ?? '' } });
  const { mutation, pending, save } = createOrUpdate(editing, useCreateTag(), useUpdateTag(), {
    onSaved: onClose,
    // The server's field errors land beside their fields, as the form's own.
    onError: (error) => setServerFieldErrors(error, form.setError, sameFieldNames('name')),
  });
  const { errors } = form.formState;
  const serverError = mutation.isError ? describeError(mutation.error, t.tagSaveError) : null;
  const onSubmit = form.handleSubmit(save);

  return (
    <DialogForm
      id="tag-form"
      onSubmit={onSubmit}
      alert={serverError}
      className="grid-cols-1"
      onCancel={onClose}
      pending={pending}
      {...submitLabels(editing !== null, t)}
    >
      <FormField id="tag-name" label={t.nameLabel} error={errors.name?.message}>
        <Input
          {...fieldAria('tag-name', errors.name?.message)}
          autoComplete="off"
          maxLength={80}
          disabled={pending}
          {...form.register('name')}
        />
      </FormField>
    </DialogForm>
  );
}
