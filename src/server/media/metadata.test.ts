import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { carriesMetadata, createMetadataStripper, MetadataStripError } from './metadata';

const stripper = createMetadataStripper();
afterAll(() => stripper.end());

describe('the metadata stripper', () => {
  it('cleans the image types that carry metadata, and only those', () => {
    for (const mime of [
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/tiff',
      'image/heic',
      'image/vnd.adobe.photoshop',
    ])
      expect(carriesMetadata(mime), mime).toBe(true);
    for (const mime of ['application/pdf', 'image/svg+xml', 'video/mp4', null])
      expect(carriesMetadata(mime)).toBe(false);
  });

  it('refuses a file it cannot rewrite with its own error (the route answers 422), and works after', async () => {
    await expect(stripper.strip(Buffer.from('not a jpeg at all'), 'jpg')).rejects.toBeInstanceOf(
      MetadataStripError,
    );
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .webp({ lossless: true })
      .withExif({ IFD0: { Artist: 'Dra. Helena Prado' } })
      .toBuffer();
    expect((await sharp(webp).metadata()).exif?.toString('latin1')).toContain('Helena');
    const clean = await stripper.strip(webp, 'webp');
    // At most the orientation is written back: no name left anywhere in the file.
    expect(clean.toString('latin1')).not.toContain('Helena');
    expect((await sharp(clean).raw().toBuffer()).equals(await sharp(webp).raw().toBuffer())).toBe(true);
  });

  it('starts its process again after being ended', async () => {
    await stripper.end();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await stripper.strip(png, 'png')).subarray(1, 4).toString()).toBe('PNG');
  });
});
