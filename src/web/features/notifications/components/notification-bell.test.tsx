// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import type { Notification } from '@shared/schemas/notification';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FakeAnswer, fakeApi } from '@web/test/fake-api';
import { preloadAppRoutes, renderWithProviders } from '@web/test/render';
import { franqueadaBeatriz } from '@web/test/user';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const m = messages.notifications;

/** The browser's EventSource, as the live-events hook uses it: the test fires its events. */
class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

// The app's route modules load once, before the first test's clock starts (a cold import is slow).
beforeAll(preloadAppRoutes, 30_000);

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: String(id),
    kind: 'consent-revoked',
    message: `Remova de suas redes o material Peça ${id}: o consentimento do paciente foi revogado.`,
    link: `/asset/a${id}`,
    createdAt: minutesAgo(id),
    readAt: null,
    ...overrides,
  };
}

/** A server holding `items` (newest first): pages by keyset, marks read, counts unread. */
function notificationServer(initial: Notification[]) {
  let items: Notification[] = [];
  const unread = () => items.filter((item) => item.readAt === null).length;
  // While held, a list is answered as it stands when asked, but delivered only once released.
  let held: Promise<void> | null = null;
  const answers: Record<string, FakeAnswer> = {
    '/api/auth/session': () => Response.json({ user: franqueadaBeatriz }),
    'GET /api/notifications': async ({ url }) => {
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const cursor = url.searchParams.get('cursor');
      const after = cursor ? items.filter((item) => Number(item.id) < Number(cursor)) : items;
      const page = after.slice(0, limit);
      const answer = {
        items: page,
        unread: unread(),
        nextCursor: after.length > limit ? page.at(-1)!.id : null,
      };
      await held;
      return answer;
    },
    'POST /api/notifications/read-all': () => {
      items = items.map((item) => ({ ...item, readAt: item.readAt ?? new Date().toISOString() }));
      return { unread: 0 };
    },
  };
  const add = (item: Notification) => {
    items = [item, ...items];
    answers[`POST /api/notifications/${item.id}/read`] = () => {
      items = items.map((one) =>
        one.id === item.id ? { ...one, readAt: one.readAt ?? new Date().toISOString() } : one,
      );
      return { unread: unread() };
    };
  };
  for (const item of [...initial].reverse()) add(item);
  /** Holds the list's answers until the returned function is called. */
  const hold = () => {
    let release = () => {};
    held = new Promise((resolve) => {
      release = () => {
        held = null;
        resolve();
      };
    });
    return release;
  };
  return { api: fakeApi(answers), add, hold };
}

const bell = () => screen.findByRole('button', { name: /^Notificações,/ });

describe('notification bell', () => {
  it('shows the unread count and raises it live, on the one event stream of the page', async () => {
    const server = notificationServer([
      notification(3),
      notification(2),
      notification(1, { readAt: minutesAgo(0) }),
    ]);
    await renderWithProviders({ path: '/' }, { session: franqueadaBeatriz });
    await waitFor(async () =>
      expect(screen.getByRole('button', { name: 'Notificações, 2 não lidas' })).toBeTruthy(),
    );
    expect((await bell()).textContent).toContain('2');

    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.instances[0]!.url).toBe('/api/events');
    server.add(
      notification(4, {
        kind: 'campaign-started',
        message: 'A campanha Outubro Rosa começou. Veja as peças.',
      }),
    );
    act(() => FakeEventSource.instances[0]!.emit('notification', { kind: 'campaign-started' }));
    await waitFor(async () =>
      expect(screen.getByRole('button', { name: 'Notificações, 3 não lidas' })).toBeTruthy(),
    );
    // Screen readers hear the rise (the live region is written by an effect after the render that
    // renamed the button, so it is awaited too); nobody reloaded anything, and still one stream.
    expect(await screen.findByText('Notificações, 3 não lidas', { selector: '[aria-live]' })).toBeTruthy();
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('counts again when the stream (re)opens: events sent while it was down are not lost', async () => {
    const server = notificationServer([notification(1)]);
    await renderWithProviders({ path: '/' }, { session: franqueadaBeatriz });
    await waitFor(async () =>
      expect(screen.getByRole('button', { name: 'Notificações, 1 não lida' })).toBeTruthy(),
    );
    server.add(notification(2));
    act(() => FakeEventSource.instances[0]!.dispatchEvent(new Event('open')));
    await waitFor(async () =>
      expect(screen.getByRole('button', { name: 'Notificações, 2 não lidas' })).toBeTruthy(),
    );
  });

  it('counts again for an event that comes while the first count is still on its way', async () => {
    const server = notificationServer([]);
    const release = server.hold();
    await renderWithProviders({ path: '/' }, { session: franqueadaBeatriz });
    await waitFor(() =>
      expect(server.api.requests.some((url) => url.pathname === '/api/notifications')).toBe(true),
    );
    // The first count left before this notification; its event arrives before that count does.
    server.add(notification(1));
    act(() => FakeEventSource.instances[0]!.emit('notification', { kind: 'consent-revoked' }));
    release();
    await waitFor(async () =>
      expect(screen.getByRole('button', { name: 'Notificações, 1 não lida' })).toBeTruthy(),
    );
  });

  it('opens the latest, marks one read when opened and follows its link', async () => {
    const server = notificationServer([notification(2), notification(1)]);
    const { router } = await renderWithProviders({ path: '/' }, { session: franqueadaBeatriz });
    fireEvent.click(await bell());
    const popover = await screen.findByRole('dialog', { name: m.latest });
    const entry = within(popover).getByRole('link', { name: /Peça 2/ });
    expect(entry.textContent).toContain(m.unread);
    expect(entry.textContent).toMatch(/há 2 minutos/);

    fireEvent.click(entry);
    await waitFor(() => expect(router.state.location.pathname).toBe('/asset/a2'));
    expect(
      server.api.calls.some((call) => call.method === 'POST' && call.url === '/api/notifications/2/read'),
    ).toBe(true);
    await waitFor(async () =>
      expect(screen.getByRole('button', { name: 'Notificações, 1 não lida' })).toBeTruthy(),
    );
    expect(screen.queryByRole('dialog', { name: m.latest })).toBeNull();
  });

  it('says so when there is nothing, and leads to the full list', async () => {
    notificationServer([]);
    const { router } = await renderWithProviders({ path: '/' }, { session: franqueadaBeatriz });
    const button = await bell();
    await waitFor(() => expect(screen.getByRole('button', { name: m.bellNone })).toBe(button));
    expect(button.querySelector('[data-slot="bell-count"]')).toBeNull();
    fireEvent.click(button);
    const popover = await screen.findByRole('dialog', { name: m.latest });
    expect(within(popover).getByText(m.empty)).toBeTruthy();
    fireEvent.click(within(popover).getByRole('link', { name: m.seeAll }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notificacoes'));
    expect(await screen.findByRole('heading', { level: 2, name: m.empty })).toBeTruthy();
  });

  it('caps the badge at 9+ but names the real count', async () => {
    notificationServer(Array.from({ length: 12 }, (_, i) => notification(12 - i)));
    await renderWithProviders({ path: '/' }, { session: franqueadaBeatriz });
    await waitFor(async () =>
      expect(screen.getByRole('button', { name: 'Notificações, 12 não lidas' })).toBeTruthy(),
    );
    expect((await bell()).querySelector('[data-slot="bell-count"]')!.textContent).toBe('9+');
    // Named by its content: an aria-label without the visible "9+" fails axe's
    // label-content-name-mismatch (serious), which the browser suite met once the admin had 10+.
    expect((await bell()).hasAttribute('aria-label')).toBe(false);
  });
});

describe('/notificacoes', () => {
  it('pages with "Carregar mais" and marks all read', async () => {
    const server = notificationServer(Array.from({ length: 23 }, (_, i) => notification(23 - i)));
    await renderWithProviders({ path: '/notificacoes' }, { session: franqueadaBeatriz });
    expect(await screen.findByRole('heading', { level: 1, name: m.title })).toBeTruthy();
    const list = () => screen.getAllByRole('listitem').filter((item) => item.closest('main'));
    await waitFor(() => expect(list()).toHaveLength(20));
    expect(screen.getByText('23 não lidas')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: messages.common.loadMore }));
    await waitFor(() => expect(list()).toHaveLength(23));
    expect(screen.queryByRole('button', { name: messages.common.loadMore })).toBeNull();
    expect(server.api.requests.some((url) => url.searchParams.get('cursor') === '4')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: m.markAllRead }));
    await waitFor(() => expect(screen.getByRole('button', { name: m.bellNone })).toBeTruthy());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: m.markAllRead }).hasAttribute('disabled')).toBe(true),
    );
    expect(screen.queryByText(/^\d+ não lidas?$/)).toBeNull();
  });

  it('marks one without a link read when clicked, and stays', async () => {
    notificationServer([
      notification(1, { kind: 'request-answered', link: null, message: 'Seu pedido foi respondido: ok' }),
    ]);
    const { router } = await renderWithProviders({ path: '/notificacoes' }, { session: franqueadaBeatriz });
    const entry = await screen.findByRole('button', { name: /Seu pedido foi respondido/ });
    fireEvent.click(entry);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Seu pedido foi respondido/ })).toBeNull(),
    );
    expect(screen.getByText('Seu pedido foi respondido: ok')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/notificacoes');
  });
});
