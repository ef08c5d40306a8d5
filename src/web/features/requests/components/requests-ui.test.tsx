// @vitest-environment jsdom
import type { MaterialRequest, RequestList } from '@shared/schemas/request';
import type { SessionUser } from '@shared/schemas/user';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { fakeSessionUser } from '@web/test/user';
import { afterEach, describe, expect, it, vi } from 'vitest';

const fernanda = fakeSessionUser({
  id: 'f1',
  email: 'fernanda@rede.com.br',
  name: 'Fernanda Franqueada',
  role: 'franqueado',
  unitId: 'u1',
  unitName: 'OdontoRede Campinas',
});
const admin: SessionUser = {
  ...fernanda,
  id: 'a1',
  name: 'Equipe Marketing',
  role: 'admin',
  unitId: null,
  unitName: null,
  status: 'active',
};

function request(overrides: Partial<MaterialRequest> = {}): MaterialRequest {
  return {
    id: '0b6f3a9e-1111-4a2b-9c3d-000000000001',
    description: 'Cartaz de prótese flexível para a recepção',
    neededBy: '2026-04-10',
    channel: 'impresso',
    fromSearch: 'protese flexivel',
    referenceImageUrl: null,
    status: 'aberto',
    requester: { id: 'f1', name: 'Fernanda Franqueada', unitName: 'OdontoRede Campinas' },
    assignee: null,
    createdAt: '2026-03-10T13:00:00.000Z',
    updatedAt: '2026-03-10T13:00:00.000Z',
    answeredAt: null,
    commentCount: 0,
    deliveredCount: 0,
    comments: [],
    deliveredAssets: [],
    ...overrides,
  };
}

const list = (
  items: MaterialRequest[],
  counts = { aberto: 0, em_andamento: 0, atendido: 0, recusado: 0 },
): RequestList => ({
  items: items.map(({ comments: _c, deliveredAssets: _d, ...summary }) => summary),
  nextCursor: null,
  counts,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Meus pedidos', () => {
  it('tells a person without requests how to ask, and offers the form', async () => {
    fakeApi({ '/api/requests': Response.json(list([])) });
    await renderWithProviders({ path: '/requests' }, { session: fernanda });
    expect(await screen.findByText('Você ainda não pediu nenhum material.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para a galeria' }).getAttribute('href')).toBe('/gallery');
    // No status filter for one's own requests.
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('lists the person’s requests with their status, each leading to its page', async () => {
    fakeApi({
      '/api/requests': Response.json(
        list([
          request(),
          request({
            id: '0b6f3a9e-1111-4a2b-9c3d-000000000002',
            status: 'atendido',
            description: 'Post de clareamento',
            deliveredCount: 2,
          }),
        ]),
      ),
    });
    await renderWithProviders({ path: '/requests' }, { session: fernanda });
    const rows = await screen.findAllByTestId('request-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Aberto')).toBeTruthy();
    expect(within(rows[1]!).getByText('Atendido')).toBeTruthy();
    expect(within(rows[1]!).getByText('2 materiais entregues')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe(
      '/requests/0b6f3a9e-1111-4a2b-9c3d-000000000001',
    );
  });
});

describe('the admins’ queue', () => {
  it('filters by status with the counts, and narrows to the requests of a search', async () => {
    const api = fakeApi({
      '/api/requests': Response.json(
        list([request()], { aberto: 3, em_andamento: 1, atendido: 0, recusado: 2 }),
      ),
    });
    await renderWithProviders({ path: '/requests?busca=protese%20flexivel' }, { session: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedidos de material' })).toBeTruthy();
    expect(screen.getByText('Pedidos da busca “protese flexivel”')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Todos (6)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Recusado (2)' })).toBeTruthy();
    const asked = api.requests.filter((url) => url.pathname === '/api/requests');
    expect(asked.at(-1)!.searchParams.get('search')).toBe('protese flexivel');
    expect(
      within(screen.getByTestId('request-row')).getByText('Fernanda Franqueada · OdontoRede Campinas'),
    ).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Em andamento (1)' }));
    await waitFor(() => expect(api.requests.at(-1)!.searchParams.get('status')).toBe('em_andamento'));
  });
});

describe('a request’s page', () => {
  it('shows the requester the thread and the pieces, and sends a comment', async () => {
    const answered = request({
      status: 'atendido',
      answeredAt: '2026-03-11T13:00:00.000Z',
      comments: [
        {
          id: '1',
          author: { id: 'a1', name: 'Equipe Marketing', isAdmin: true },
          body: 'Segue o cartaz.',
          createdAt: '2026-03-11T12:00:00.000Z',
        },
      ],
      deliveredAssets: [
        { id: 'asset-1', title: 'Cartaz prótese flexível', type: 'image', thumbnailUrl: null },
      ],
    });
    const api = fakeApi({
      [`GET /api/requests/${answered.id}`]: Response.json(answered),
      [`POST /api/requests/${answered.id}/comments`]: Response.json(
        {
          ...answered,
          comments: [
            ...answered.comments,
            {
              id: '2',
              author: { id: 'f1', name: 'Fernanda Franqueada', isAdmin: false },
              body: 'Obrigada!',
              createdAt: '2026-03-11T14:00:00.000Z',
            },
          ],
        },
        { status: 201 },
      ),
    });
    await renderWithProviders({ path: `/requests/${answered.id}` }, { session: fernanda });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cartaz de prótese flexível para a recepção' }),
    ).toBeTruthy();
    expect(screen.getByText('Segue o cartaz.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir Cartaz prótese flexível' }).getAttribute('href')).toBe(
      '/asset/asset-1',
    );
    expect(screen.queryByRole('heading', { name: 'Atendimento' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Escreva o comentário.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Comentário'), { target: { value: '  Obrigada!  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Obrigada!')).toBeTruthy();
    const sent = api.calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(sent!.body))).toEqual({ body: 'Obrigada!' });
  });

  it('says so when the request is someone else’s (404)', async () => {
    fakeApi({
      '/api/requests/0b6f3a9e-1111-4a2b-9c3d-000000000009': Response.json(
        { error: { code: 'REQUEST_NOT_FOUND', message: 'Pedido não encontrado.' } },
        { status: 404 },
      ),
    });
    await renderWithProviders(
      { path: '/requests/0b6f3a9e-1111-4a2b-9c3d-000000000009' },
      { session: fernanda },
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Este pedido não existe ou você não tem acesso a ele.',
      }),
    ).toBeTruthy();
  });
});
