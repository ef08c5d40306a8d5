import type { CleanOriginals } from '../../src/server/modules/downloads/clean-originals';

/** For services built by hand in a test that sends no image original: fails loudly if one is. */
export const unusedCleanOriginals: CleanOriginals = {
  ensure: async () => {
    throw new Error('this test was not meant to send an image original');
  },
};
