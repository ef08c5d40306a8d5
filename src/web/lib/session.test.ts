// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { apiError } from '@web/test/fake-api';
import { fakeSessionUser } from '@web/test/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { configQueryOptions } from './brand';
import { PRIVATE_LOCAL_KEYS, PRIVATE_SESSION_KEYS } from './private-storage';
import { createQueryClient } from './query-client';
import { endSession, expireSession, getSession, type Session, sessionKeys } from './session';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function clientWithUserData() {
  const client = new QueryClient();
  client.setQueryData<Session>(sessionKeys.current(), {
    user: fakeSessionUser(),
    expired: false,
  });
  client.setQueryData(['assets', 'list', {}], { items: [{ id: 'a1', title: 'Fachada' }] });
  client.setQueryData(['albums', 'list'], { items: [{ id: 'b1' }] });
  client.setQueryData(configQueryOptions.queryKey, {
    brandName: 'Rede Sorriso',
    mailEnabled: false,
    setupRequired: false,
  });
  localStorage.setItem(PRIVATE_LOCAL_KEYS.galleryCache, '{"page":{}}');
  localStorage.setItem('gallery_view_mode', 'list');
  sessionStorage.setItem(PRIVATE_SESSION_KEYS.similarResults, '{"items":[]}');
  return client;
}

describe.each([
  ['sign-out', endSession, false],
  ['SESSION_EXPIRED', expireSession, true],
] as const)('on %s the browser forgets the user', (_label, end, expired) => {
  it('drops cached asset data and private storage, keeps public answers and preferences', () => {
    const client = clientWithUserData();
    end(client);
    expect(client.getQueryData(sessionKeys.current())).toEqual({ user: null, expired });
    expect(client.getQueryData(['assets', 'list', {}])).toBeUndefined();
    expect(client.getQueryData(['albums', 'list'])).toBeUndefined();
    expect(client.getQueryData(configQueryOptions.queryKey)).toEqual({
      brandName: 'Rede Sorriso',
      mailEnabled: false,
      setupRequired: false,
    });
    expect(localStorage.getItem(PRIVATE_LOCAL_KEYS.galleryCache)).toBeNull();
    expect(sessionStorage.getItem(PRIVATE_SESSION_KEYS.similarResults)).toBeNull();
    expect(localStorage.getItem('gallery_view_mode')).toBe('list');
  });
});

describe('a 401 on a screen that was signed in (issue 14)', () => {
  const user = {
    id: 'u1',
    email: 'ana@rede.com.br',
    name: 'Ana',
    role: 'user' as const,
    avatarUrl: null,
    emailNotifications: true,
    unitId: null,
    unitName: null,
    status: 'active' as const,
  };

  async function failWith(client: QueryClient, code: string) {
    await client
      .fetchQuery({
        queryKey: ['albums', 'list'],
        queryFn: () => Promise.reject(new ApiError(code, 401, 'x')),
      })
      .catch(() => {});
  }

  it.each(['SESSION_EXPIRED', 'UNAUTHENTICATED'])('%s signs out with the expiry message', async (code) => {
    const client = createQueryClient();
    client.setQueryData<Session>(sessionKeys.current(), { user, expired: false });
    await failWith(client, code);
    expect(client.getQueryData(sessionKeys.current())).toEqual({ user: null, expired: true });
  });

  it('leaves a visitor and a wrong password alone', async () => {
    const visitor = createQueryClient();
    visitor.setQueryData<Session>(sessionKeys.current(), { user: null, expired: false });
    await failWith(visitor, 'UNAUTHENTICATED');
    expect(visitor.getQueryData(sessionKeys.current())).toEqual({ user: null, expired: false });

    const signedIn = createQueryClient();
    signedIn.setQueryData<Session>(sessionKeys.current(), { user, expired: false });
    await failWith(signedIn, 'INVALID_CREDENTIALS');
    expect(signedIn.getQueryData<Session>(sessionKeys.current())?.user).toEqual(user);
  });

  it('the session check itself says "expired" when it finds none for a signed-in screen', async () => {
    vi.stubGlobal('fetch', async () => apiError(401, 'UNAUTHENTICATED'));
    expect(await getSession(undefined, { user, expired: false })).toEqual({ user: null, expired: true });
    expect(await getSession(undefined, { user: null, expired: false })).toEqual({
      user: null,
      expired: false,
    });
    expect(await getSession(undefined, undefined)).toEqual({ user: null, expired: false });
    vi.unstubAllGlobals();
  });
});
