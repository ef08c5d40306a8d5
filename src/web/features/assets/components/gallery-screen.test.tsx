// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import type { Asset } from '@shared/schemas/asset';
import type { SessionUser } from '@shared/schemas/user';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeAsset } from '@web/test/asset';
import { fakeCategoryGroup, fakeCategoryTree } from '@web/test/category';
import { apiError, fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { stubScreenWidth } from '@web/test/screen-width';
import { franqueadaBeatriz } from '@web/test/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GalleryScreen } from './gallery-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function asset(id: string, title: string, uploader: Asset['uploader'], author = 'Franqueadora'): Asset {
  return fakeAsset({ id, title, uploader, author, viewCount: 4, downloadCount: 1 });
}

const tree = fakeCategoryTree(
  fakeCategoryGroup({ id: 'g1', slug: 'estrutura', name: 'Estrutura das Clínicas', assetCount: 2 }, [
    { id: 'c1', name: 'Fachada', assetCount: 1 },
    { id: 'c2', slug: 'recepcao', name: 'Recepção', position: 1, assetCount: 1 },
  ]),
);

async function renderGallery(
  path: string,
  list: (url: URL) => unknown,
  viewer: SessionUser = franqueadaBeatriz,
) {
  const api = fakeApi(
    {
      '/api/categories': Response.json(tree),
      '/api/tags': Response.json({ items: [], total: 0 }),
      '/api/assets': ({ url }) => list(url),
    },
    ({ url }) => (url.pathname.endsWith('/views') ? { viewCount: 5 } : apiError(404, 'NOT_FOUND')),
  );
  const view = await renderWithProviders(
    { path, routes: [{ path: '/gallery', element: <GalleryScreen /> }] },
    { session: viewer },
  );
  return { router: view.router, requests: api.requests };
}

const twoResults = () => ({
  items: [
    asset('a1', 'Fachada da unidade Centro', { id: 'u9', name: 'Carla Mendes' }, 'Carla Mendes'),
    asset('a2', 'Recepção', null),
  ],
  total: 2,
  nextCursor: null,
  typeCounts: { image: 2, pdf: 0 },
  correctedQuery: null,
});

describe('gallery screen', () => {
  it('reads the preset from the URL, asks the API for it and shows the results', async () => {
    const { router, requests } = await renderGallery(
      '/gallery?filter=estrutura&types=image&utm=x',
      twoResults,
    );

    expect(await screen.findByRole('heading', { name: messages.gallery.title })).toBeTruthy();
    expect(await screen.findByText('2 resultados')).toBeTruthy();
    const call = requests.find((url) => url.pathname === '/api/assets')!;
    expect(call.searchParams.get('categories')).toBe('estrutura');
    expect(call.searchParams.get('types')).toBe('image');
    // The address bar shows the real filters, unknown params untouched.
    await waitFor(() => expect(router.state.location.search).toBe('?utm=x&categories=estrutura&types=image'));
    // Cards credit what the server says: a clinic's uploader, the network's content to the franchisor.
    expect(screen.getByText('Por Carla Mendes')).toBeTruthy();
    expect(screen.getByText('Por Franqueadora')).toBeTruthy();
  });

  it('credits each card the same way for admins and franqueados', async () => {
    await renderGallery('/gallery', twoResults, { ...franqueadaBeatriz, role: 'admin' });
    await screen.findByText('2 resultados');
    expect(screen.getByText('Por Carla Mendes')).toBeTruthy();
    expect(screen.getByText('Por Franqueadora')).toBeTruthy();
  });

  it('renders the filter sidebar only where it shows (a phone has the drawer)', async () => {
    await renderGallery('/gallery', twoResults);
    await screen.findByText('2 resultados');
    const aside = screen.getAllByRole('complementary', { hidden: true })[0]!;
    expect(within(aside).queryByRole('checkbox', { hidden: true })).toBeNull();
  });

  it('writes a sidebar choice to the URL and keeps the search text on Limpar', async () => {
    // A desktop: the sidebar's breakpoint matches.
    stubScreenWidth(1440);
    const { router } = await renderGallery('/gallery?q=fachada&sort=oldest', twoResults);
    await screen.findByText('2 resultados');
    const sidebar = screen.getAllByRole('complementary')[0]!;
    // The filters are a chunk of their own: they come just after the results.
    fireEvent.click(await within(sidebar).findByRole('checkbox', { name: /Imagens/ }));
    await waitFor(() => expect(router.state.location.search).toContain('types=image'));

    fireEvent.click(within(sidebar).getByRole('button', { name: /Limpar/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=fachada'));
  });

  it("searches 'Somente no título e tags' when asked, and shows where a hit was found in its file", async () => {
    stubScreenWidth(1440);
    const found = () => ({
      ...twoResults(),
      items: [{ ...asset('a1', 'Cartaz', null), matches: [{ page: 1, snippet: '<mark>Agende</mark> sua' }] }],
      total: 1,
    });
    const { router, requests } = await renderGallery('/gallery?q=agende', found);
    expect((await screen.findByTestId('found-in-file')).textContent).toBe(
      'Encontrado no arquivo: …Agende sua…',
    );
    const sidebar = screen.getAllByRole('complementary')[0]!;
    const scope = await within(sidebar).findByRole('checkbox', { name: 'Somente no título e tags' });
    expect(scope.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(scope);
    await waitFor(() => expect(router.state.location.search).toBe('?q=agende&scope=labels'));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('scope')).toBe('labels'));
    fireEvent.click(within(sidebar).getByRole('button', { name: /Limpar/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=agende'));
  });

  it("selects several, says 'Baixar (n)' and clears when leaving the mode", async () => {
    await renderGallery('/gallery', twoResults);
    await screen.findByText('2 resultados');
    fireEvent.click(screen.getByRole('button', { name: messages.gallery.selectMultiple }));
    fireEvent.click(screen.getByRole('button', { name: 'Selecionar Fachada da unidade Centro' }));
    expect(screen.getByRole('button', { name: 'Baixar (1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages.gallery.selectAll }));
    expect(screen.getByRole('button', { name: 'Baixar (2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages.gallery.exitSelection }));
    fireEvent.click(screen.getByRole('button', { name: messages.gallery.selectMultiple }));
    expect(screen.getByRole('button', { name: 'Baixar (0)' }).hasAttribute('disabled')).toBe(true);
  });

  it('opens the preview with "Sem descrição", counts the view at once, and offers the download', async () => {
    const { requests } = await renderGallery('/gallery', twoResults);
    await screen.findByText('2 resultados');
    fireEvent.click(screen.getByRole('button', { name: 'Pré-visualizar Recepção' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(messages.gallery.noDescription)).toBeTruthy();
    expect(within(dialog).getByText(messages.gallery.previewUnavailable)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: messages.gallery.downloadToView })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: messages.gallery.downloadFile })).toBeTruthy();
    expect(within(dialog).getByText(/5 visualizações/)).toBeTruthy();
    await waitFor(() => expect(requests.some((url) => url.pathname === '/api/assets/a2/views')).toBe(true));
  });

  it('says when a misspelt search was corrected', async () => {
    await renderGallery('/gallery?q=clareamnto', () => ({ ...twoResults(), correctedQuery: 'clareamento' }));
    expect(
      await screen.findByText('Nenhum resultado para “clareamnto”. Mostrando resultados para “clareamento”.'),
    ).toBeTruthy();
  });

  it('shows the empty state', async () => {
    await renderGallery('/gallery?q=nada', () => ({
      items: [],
      total: 0,
      nextCursor: null,
      typeCounts: {},
      correctedQuery: null,
    }));
    expect(await screen.findByText(messages.gallery.emptyTitle)).toBeTruthy();
    expect(screen.getByText(messages.gallery.emptyDescription)).toBeTruthy();
    expect(screen.getByText('0 resultados')).toBeTruthy();
  });

  it('starts again from the first page when the server refuses a saved page cursor', async () => {
    // The sentinel below the grid is "visible" at once, so the next page is asked for.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly onChange: (entries: Array<{ isIntersecting: boolean }>) => void) {}
        observe() {
          this.onChange([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    let refusals = 0;
    const { requests } = await renderGallery('/gallery', (url) => {
      if (url.searchParams.get('cursor') === 'formato-antigo') {
        refusals += 1;
        return Response.json(
          { error: { code: 'CURSOR_INVALID', message: 'Página inválida. Recarregue a lista.' } },
          { status: 400 },
        );
      }
      return { ...twoResults(), nextCursor: refusals === 0 ? 'formato-antigo' : null };
    });
    await waitFor(() => expect(refusals).toBe(1));
    await waitFor(() =>
      expect(
        requests.filter((u) => u.pathname === '/api/assets' && !u.searchParams.has('cursor')).length,
      ).toBe(2),
    );
    expect(await screen.findByText('2 resultados')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(refusals).toBe(1);
  });
});
