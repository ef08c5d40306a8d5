import { messages } from '@shared/messages/pt-BR';
import { describe, expect, it } from 'vitest';
import { ALBUM_NAME_MAX, albumInput, albumNameError, canSaveAlbum } from './album-form';

describe('album name', () => {
  it('is required once trimmed', () => {
    expect(albumNameError('')).toBe(messages.albums.nameRequired);
    expect(albumNameError('   \t ')).toBe(messages.albums.nameRequired);
    expect(albumNameError(' Outubro Rosa ')).toBeNull();
  });

  it('has the server bound of 120 characters after trimming', () => {
    expect(albumNameError('a'.repeat(ALBUM_NAME_MAX))).toBeNull();
    expect(albumNameError(`  ${'a'.repeat(ALBUM_NAME_MAX)}  `)).toBeNull();
    expect(albumNameError('a'.repeat(ALBUM_NAME_MAX + 1))).toBe(messages.albums.nameTooLong);
  });

  it('disables save when blank or while saving', () => {
    expect(canSaveAlbum('', false)).toBe(false);
    expect(canSaveAlbum('  ', false)).toBe(false);
    expect(canSaveAlbum('Natal', true)).toBe(false);
    expect(canSaveAlbum('Natal', false)).toBe(true);
  });

  it('sends trimmed values', () => {
    expect(albumInput('  Fachadas  ', '  da unidade centro ')).toEqual({
      name: 'Fachadas',
      description: 'da unidade centro',
    });
  });
});
