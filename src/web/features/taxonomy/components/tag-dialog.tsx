import { zodResolver } from '@hookform/resolvers/zod';
import { type Tag, type TagInput, TagInputSchema } from '@shared/schemas/taxonomy';
import { createOrUpdate } from '@web/lib/create-or-update';
import { sameFieldNames, setServerFieldErrors } from '@web/lib/form-errors';
import { useForm } from 'react-hook-form';
import { useCreateTag } from '../api/create-tag';
import { useUpdateTag } from '../api/update-tag';
import { TermDialog, TermForm } from './term-dialog';

const resolver = zodResolver(TagInputSchema);

/** Add ('new') or rename a tag (name required; a duplicate name is refused by the server with its message). */
export function TagDialog({ target, onClose }: { target: Tag | 'new' | null; onClose: () => void }) {
  return (
    <TermDialog kind="tag" target={target} onClose={onClose}>
      {(tag) => <TagForm tag={tag} onClose={onClose} />}
    </TermDialog>
  );
}

function TagForm({ tag, onClose }: { tag: Tag | null; onClose: () => void }) {
  const form = useForm<TagInput>({ resolver, defaultValues: { name: tag?.name ?? '' } });
  const saving = createOrUpdate(tag, useCreateTag(), useUpdateTag(), {
    onSaved: onClose,
    // The server's field errors land beside their fields, as the form's own.
    onError: (error) => setServerFieldErrors(error, form.setError, sameFieldNames('name')),
  });
  return (
    <TermForm
      kind="tag"
      saving={saving}
      onSubmit={form.handleSubmit(saving.save)}
      onClose={onClose}
      name={{ field: form.register('name'), error: form.formState.errors.name?.message }}
    />
  );
}
