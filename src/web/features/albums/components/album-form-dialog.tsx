import { zodResolver } from '@hookform/resolvers/zod';
import { albumsMessages } from '@shared/messages/albums';
import { type Album, type CreateAlbumInput, CreateAlbumInputSchema } from '@shared/schemas/album';
import { DialogForm, submitLabels } from '@web/components/dialog-frame';
import { NameDescriptionFields } from '@web/components/name-description-fields';
import { SubjectFormDialog } from '@web/components/subject-form-dialog';
import { createOrUpdate } from '@web/lib/create-or-update';
import { sameFieldNames, setServerFieldErrors } from '@web/lib/form-errors';
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
export function AlbumFormDialog({ album = null, onCreated, ...dialog }: AlbumFormDialogProps) {
  return (
    <SubjectFormDialog
      {...dialog}
      subject={album}
      titles={{ create: m.createTitle, edit: m.editTitle }}
      description={m.formDescription}
    >
      {(current, done) => <AlbumForm album={current} onDone={done} onCreated={onCreated} />}
    </SubjectFormDialog>
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
  const { isValid } = form.formState;
  const submit = form.handleSubmit(save);

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onDone}
      pending={saving}
      {...submitLabels(album !== null, m)}
      disabled={!isValid}
    >
      <NameDescriptionFields
        idPrefix="album"
        texts={m}
        form={form}
        maxLength={{ name: NAME_INPUT_MAX, description: 1000 }}
        descriptionRows={3}
        disabled={saving}
      />
    </DialogForm>
  );
}
