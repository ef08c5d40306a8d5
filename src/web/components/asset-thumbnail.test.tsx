// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
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

  it('fills the tile by default (small square thumbnails)', () => {
    const { container } = render(<AssetThumbnail asset={poster} className="size-12" />);
    expect(image(container).className).toContain('object-cover');
  });
});
