// @vitest-environment jsdom
import type { Asset } from '@shared/schemas/asset';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it } from 'vitest';
import { AssetTaxonomy } from './asset-taxonomy';

afterEach(cleanup);

const demo: Asset = {
  id: 'a1',
  title: 'Fachada',
  description: '',
  type: 'image',
  mime: 'image/jpeg',
  size: 2048,
  width: 800,
  height: 600,
  originalName: 'fachada.jpg',
  isExternal: false,
  externalUrl: null,
  platform: null,
  thumbnailUrl: null,
  previewUrl: null,
  placeholder: null,
  downloadUrl: '/api/assets/a1/download',
  embedUrl: null,
  categories: [],
  tags: [],
  // Demo content: the network's own, its uploader gone.
  uploader: null,
  unit: { id: 'f', name: 'Franqueadora' },
  author: 'Franqueadora',
  uploadedAt: '2025-03-10T12:00:00.000Z',
  updatedAt: '2025-03-10T12:00:00.000Z',
  viewCount: 0,
  downloadCount: 0,
};

describe('asset page author', () => {
  it('credits the asset as its cards do, never "Usuário Anônimo" for the network\'s content', async () => {
    await renderWithProviders(<AssetTaxonomy asset={demo} />);
    expect(screen.getByText('Franqueadora')).toBeTruthy();
    expect(screen.queryByText('Usuário Anônimo')).toBeNull();
  });

  it("names a clinic's uploader and its unit", async () => {
    await renderWithProviders(
      <AssetTaxonomy
        asset={{
          ...demo,
          uploader: { id: 'u1', name: 'Carla Mendes' },
          unit: { id: 'c', name: 'Unidade Centro' },
          author: 'Carla Mendes',
        }}
      />,
    );
    expect(screen.getByText('Carla Mendes')).toBeTruthy();
    expect(screen.getByText(/Unidade Centro/)).toBeTruthy();
  });
});
