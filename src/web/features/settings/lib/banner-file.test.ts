import { LIMITS } from '@shared/constants';
import { messages } from '@shared/messages/pt-BR';
import { describe, expect, it } from 'vitest';
import { bannerFileError } from './banner-file';

describe('bannerFileError', () => {
  it('accepts images up to 10 MB', () => {
    expect(bannerFileError({ type: 'image/png', size: 1024 })).toBeNull();
    expect(bannerFileError({ type: 'image/jpeg', size: LIMITS.bannerMaxBytes })).toBeNull();
  });

  it('refuses anything that is not an image', () => {
    expect(bannerFileError({ type: 'application/pdf', size: 1024 })).toBe(messages.banner.notAnImage);
    expect(bannerFileError({ type: '', size: 1024 })).toBe(messages.banner.notAnImage);
  });

  it('refuses images over 10 MB', () => {
    expect(bannerFileError({ type: 'image/png', size: LIMITS.bannerMaxBytes + 1 })).toBe(
      messages.banner.tooLarge,
    );
  });
});
