import { zodResolver } from '@hookform/resolvers/zod';
import { albumsMessages } from '@shared/messages/albums';
import { type Album, type CreateAlbumInput, CreateAlbumInputSchema } from '@shared/schemas/album';
import { DialogForm, DialogFrame, submitLabels } from '@web/components/dialog-frame';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { createOrUpdate } from '@web/lib/create-or-update';
import { sameFieldNames, setServerFieldErrors } from '@web/lib/form-errors';
import { useDialogSubject } from '@web/lib/use-retained-value';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateAlbum } from '../api/create-album';
import { useUpdateAlbum } from '../api/update-album';

type AlbumFormOutput = z.output<typeof CreateAlbumInputSchema>;
const resolver = zodResolver(CreateAlbumInputSchema);
const serverFields = sameFieldNames('name', 'description');
// Typing a little past the limit shows the message instead of cutting the text silently.
const NAME_INPUT_MAX = (CreateAlbumInputSchema.shape.name.maxLength ?? 120) + 20;

const m = albumsMessages.albumsPage;

export interface AlbumFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this album; create a new one when absent. */
  album?: Album | null;
  onCreated?: (album: Album) => void;
}

/** Create or edit an album. SPEC 5: name required (trimmed); save disabled when blank or saving. */
export function AlbumFormDialog({ open, onOpenChange, album = null, onCreated }: AlbumFormDialogProps) {
  const { formKey, current } = useDialogSubject(open, album);

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={current ? m.editTitle : m.createTitle}
      description={m.formDescription}
    >
      <AlbumForm key={formKey} album={current} onDone={() => onOpenChange(false)} onCreated={onCreated} />
    </DialogFrame>
  );
}

function AlbumForm({
  album,
  onDone,
  onCreated,
}: {
  album: Album | null;
  onDone: () => void;
  onCreated?: ((album: Album) => void) | undefined;
}) {
  // SPEC 5: the message shows once the name was left (or a save tried), then follows the typing.
  const form = useForm<CreateAlbumInput, unknown, AlbumFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: { name: album?.name ?? '', description: album?.description ?? '' },
  });
  const { pending: saving, save } = createOrUpdate(album, useCreateAlbum(), useUpdateAlbum(), {
    onSaved: onDone,
    onCreated,
    onError: (error) => setServerFieldErrors(error, form.setError, serverFields),
  });
  const { errors, isValid } = form.formState;
  const nameError = errors.name?.message;
  const descriptionError = errors.description?.message;
  const submit = form.handleSubmit(save);

  return (
    <DialogForm
      id="album-form"
      onSubmit={submit}
      onCancel={onDone}
      pending={saving}
      {...submitLabels(album !== null, m)}
      disabled={!isValid}
    >
      <FormField id="album-name" label={m.nameLabel} error={nameError}>
        <Input
          {...fieldAria('album-name', nameError)}
          {...form.register('name')}
          placeholder={m.namePlaceholder}
          maxLength={NAME_INPUT_MAX}
          autoComplete="off"
          disabled={saving}
          autoFocus
        />
      </FormField>
      <FormField id="album-description" label={m.descriptionLabel} error={descriptionError}>
        <Textarea
          {...fieldAria('album-description', descriptionError)}
          {...form.register('description')}
          placeholder={m.descriptionPlaceholder}
          maxLength={1000}
          rows={3}
          disabled={saving}
        />
      </FormField>
    </DialogForm>
  );
}
