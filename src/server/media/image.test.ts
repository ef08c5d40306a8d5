import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpeg } from '../../../tests/helpers/fixtures';
import { deriveFromImage, GRID_SIZE, PREVIEW_SIZE } from './image';

describe('image derivatives', () => {
  it('a 12 MP photo: preview at PREVIEW_SIZE, a third of it, grid at GRID_SIZE, its own size kept', async () => {
    const derived = await deriveFromImage(await jpeg(4000, 3000));
    // A third: the size at which sharp decodes such a JPEG at half its size while it loads.
    expect(4000 / PREVIEW_SIZE).toBeGreaterThanOrEqual(3);
    expect(await sharp(derived.preview).metadata()).toMatchObject({
      format: 'webp',
      width: PREVIEW_SIZE,
      height: PREVIEW_SIZE * 0.75,
    });
    expect(await sharp(derived.grid).metadata()).toMatchObject({
      format: 'webp',
      width: GRID_SIZE,
      height: GRID_SIZE * 0.75,
    });
    expect([derived.width, derived.height]).toEqual([4000, 3000]);
    expect(derived.placeholder.length).toBeGreaterThan(10);
  });

  it('a portrait 4K frame fits inside PREVIEW_SIZE; a small picture is never enlarged', async () => {
    const portrait = await deriveFromImage(await jpeg(2160, 3840));
    expect(await sharp(portrait.preview).metadata()).toMatchObject({ width: 720, height: PREVIEW_SIZE });
    const small = await deriveFromImage(await jpeg(800, 600));
    expect(await sharp(small.preview).metadata()).toMatchObject({ width: 800, height: 600 });
  });
});
