import { messages } from '@shared/messages/pt-BR';
import type { Album } from '@shared/schemas/album';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { useRetainedValue } from '@web/lib/use-retained-value';
import { LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useCreateAlbum } from '../api/create-album';
import { useUpdateAlbum } from '../api/update-album';
import { ALBUM_NAME_MAX, albumInput, albumNameError, canSaveAlbum } from '../lib/album-form';

const m = messages.albumsPage;

export interface AlbumFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this album; create a new one when absent. */
  album?: Album | null;
  onCreated?: (album: Album) => void;
}

/** Create or edit an album. SPEC 5: name required (trimmed); save disabled when blank or saving. */
export function AlbumFormDialog({ open, onOpenChange, album = null, onCreated }: AlbumFormDialogProps) {
  // A new form per opening, so the fields start from the album (or empty) every time; the last album
  // stays on screen while the dialog animates closed.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((n) => n + 1);
  }
  const shown = useRetainedValue(album);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <AlbumForm
          key={opening}
          album={open ? album : shown}
          onDone={() => onOpenChange(false)}
          onCreated={onCreated}
        />
      </DialogContent>
    </Dialog>
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
  const [name, setName] = useState(album?.name ?? '');
  const [description, setDescription] = useState(album?.description ?? '');
  const [touched, setTouched] = useState(false);
  const createMutation = useCreateAlbum();
  const updateMutation = useUpdateAlbum();
  const saving = createMutation.isPending || updateMutation.isPending;
  const nameError = touched ? albumNameError(name) : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!canSaveAlbum(name, saving)) return;
    const input = albumInput(name, description);
    if (album) {
      updateMutation.mutate({ id: album.id, input }, { onSuccess: onDone });
    } else {
      createMutation.mutate(input, {
        onSuccess: (created) => {
          onDone();
          onCreated?.(created);
        },
      });
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{album ? m.editTitle : m.createTitle}</DialogTitle>
        <DialogDescription>{m.formDescription}</DialogDescription>
      </DialogHeader>
      <form id="album-form" onSubmit={submit} noValidate className="grid gap-4">
        <FormField id="album-name" label={m.nameLabel} error={nameError ?? undefined}>
          <Input
            {...fieldAria('album-name', nameError ?? undefined)}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
            placeholder={m.namePlaceholder}
            maxLength={ALBUM_NAME_MAX + 20}
            autoComplete="off"
            disabled={saving}
            autoFocus
          />
        </FormField>
        <FormField id="album-description" label={m.descriptionLabel}>
          <Textarea
            id="album-description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            placeholder={m.descriptionPlaceholder}
            maxLength={1000}
            rows={3}
            disabled={saving}
          />
        </FormField>
      </form>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={saving}>
          {messages.common.cancel}
        </Button>
        <Button type="submit" form="album-form" disabled={!canSaveAlbum(name, saving)}>
          {saving ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
          {album ? (saving ? messages.common.saving : messages.common.save) : saving ? m.creating : m.create}
        </Button>
      </DialogFooter>
    </>
  );
}
