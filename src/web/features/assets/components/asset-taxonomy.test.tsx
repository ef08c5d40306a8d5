// @vitest-environment jsdom
import type { Asset } from '@shared/schemas/asset';
import { cleanup, screen } from '@testing-library/react';
import { fakeAsset } from '@web/test/asset';
import { renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it } from 'vitest';
import { AssetTaxonomy } from './asset-taxonomy';

afterEach(cleanup);

// Demo content: the network's own, its uploader gone.
const demo: Asset = fakeAsset({
  id: 'a1',
  title: 'Fachada',
  originalName: 'fachada.jpg',
  uploader: null,
  unit: { id: 'f', name: 'Franqueadora' },
  author: 'Franqueadora',
});

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
