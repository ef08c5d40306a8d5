import { messages } from '@shared/messages/pt-BR';

/** Same bound as the server's CreateAlbumInputSchema. */
export const ALBUM_NAME_MAX = 120;

/** SPEC 5: the album name is required once trimmed. Null when valid, else the message to show. */
export function albumNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return messages.albums.nameRequired;
  if (trimmed.length > ALBUM_NAME_MAX) return messages.albums.nameTooLong;
  return null;
}

/** SPEC 5: save is disabled when the name is blank or while saving. */
export function canSaveAlbum(name: string, saving: boolean): boolean {
  return !saving && albumNameError(name) === null;
}

/** The body sent to the server: trimmed name and description. */
export function albumInput(name: string, description: string) {
  return { name: name.trim(), description: description.trim() };
}
