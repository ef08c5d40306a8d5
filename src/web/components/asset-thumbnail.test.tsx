// @vitest-environment jsdom
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { rgbaToThumbHash } from 'thumbhash';
import { afterEach, describe, expect, it } from 'vitest';
import { AssetThumbnail } from './asset-thumbnail';

afterEach(cleanup);

const poster = { type: 'image' as const, thumbnailUrl: '/api/assets/a1/thumbnail', placeholder: null };
const image = (container: HTMLElement) => container.querySelector('img')!;

describe('asset thumbnail', () => {
  it("letterboxes with fit 'contain' (a poster is never cut at the sides), on the muted tile", () => {
    const { container } = render(<AssetThumbnail asset={poster} fit="contain" className="aspect-[4/3]" />);
    expect(image(container).className).toContain('object-contain');
    expect(image(container).className).not.toContain('object-cover');
    expect(image(container).parentElement?.className).toContain('bg-muted');
  });

  it('paints the thumbhash while the picture loads, made once the page is idle, and not after it loaded', async () => {
    const hash = (seed: number) => {
      const rgba = new Uint8Array(8 * 6 * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * seed) % 256));
      return btoa(String.fromCharCode(...rgbaToThumbHash(8, 6, rgba)));
    };
    const placeholder = hash(37);
    const loading = { ...poster, thumbnailUrl: '/api/assets/a2/thumbnail', placeholder };
    const { container } = render(<AssetThumbnail asset={loading} />);
    const tile = () => image(container).parentElement as HTMLElement;
    await waitFor(() => expect(tile().style.backgroundImage).toMatch(/^url\("?data:image\/png;base64,/));

    // Another picture (a hash not made yet) that arrives before the page is idle: none is made.
    const arrived = { ...loading, thumbnailUrl: '/api/assets/a3/thumbnail', placeholder: hash(53) };
    const second = render(<AssetThumbnail asset={arrived} />);
    fireEvent.load(image(second.container));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((image(second.container).parentElement as HTMLElement).style.backgroundImage).toBe('');
  });

  it('fills the tile by default (small square thumbnails)', () => {
    const { container } = render(<AssetThumbnail asset={poster} className="size-12" />);
    expect(image(container).className).toContain('object-cover');
  });
});
