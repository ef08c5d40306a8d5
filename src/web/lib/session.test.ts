// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { configQueryOptions } from './brand';
import { PRIVATE_LOCAL_KEYS, PRIVATE_SESSION_KEYS } from './private-storage';
import { endSession, expireSession, type Session, sessionKeys } from './session';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function clientWithUserData() {
  const client = new QueryClient();
  client.setQueryData<Session>(sessionKeys.current(), {
    user: {
      id: 'u1',
      email: 'ana@rede.com.br',
      name: 'Ana',
      role: 'user',
      avatarUrl: null,
      emailNotifications: true,
    },
    expired: false,
  });
  client.setQueryData(['assets', 'list', {}], { items: [{ id: 'a1', title: 'Fachada' }] });
  client.setQueryData(['albums', 'list'], { items: [{ id: 'b1' }] });
  client.setQueryData(configQueryOptions.queryKey, { brandName: 'Rede Sorriso', mailEnabled: false });
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
    });
    expect(localStorage.getItem(PRIVATE_LOCAL_KEYS.galleryCache)).toBeNull();
    expect(sessionStorage.getItem(PRIVATE_SESSION_KEYS.similarResults)).toBeNull();
    expect(localStorage.getItem('gallery_view_mode')).toBe('list');
  });
});
