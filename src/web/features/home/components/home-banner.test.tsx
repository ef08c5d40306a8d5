// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import type { PublicSettings } from '@shared/schemas/settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { announceBanner, BANNER_UPDATED_EVENT } from '@web/lib/live-events';
import { publicSettingsQueryOptions } from '@web/lib/public-settings';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeBanner } from './home-banner';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBanner(settings: PublicSettings, linkToGallery = false) {
  // Any request would be a reload of the settings: the swap must not need one.
  const fetchSpy = vi.fn(async () => Response.json(settings));
  vi.stubGlobal('fetch', fetchSpy);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(publicSettingsQueryOptions.queryKey, settings);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomeBanner linkToGallery={linkToGallery} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, fetchSpy };
}

const bannerImage = () => screen.getByRole<HTMLImageElement>('img', { name: messages.home.bannerAlt });

describe('HomeBanner', () => {
  it('shows the default banner until an admin sets one', () => {
    renderBanner({ publicSignup: true, banner: null });
    expect(screen.queryByRole('img', { name: messages.home.bannerAlt })).toBeNull();
  });

  it("shows the stored banner and swaps it on 'bannerUpdated' without reloading anything", () => {
    const { fetchSpy } = renderBanner({
      publicSignup: true,
      banner: { url: '/api/settings/banner?v=old', version: 'old' },
    });
    expect(bannerImage().getAttribute('src')).toBe('/api/settings/banner?v=old');

    act(() => {
      window.dispatchEvent(
        new CustomEvent(BANNER_UPDATED_EVENT, { detail: { url: '/api/settings/banner?v=new' } }),
      );
    });
    expect(bannerImage().getAttribute('src')).toBe('/api/settings/banner?v=new');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('takes a banner announced by the live events (cache and page event) and links to the gallery', () => {
    const { client } = renderBanner({ publicSignup: false, banner: null }, true);
    expect(screen.getByRole('link', { name: messages.home.bannerLink }).getAttribute('href')).toBe(
      '/gallery',
    );

    act(() => announceBanner(client, { url: '/api/settings/banner?v=abc', version: 'abc' }));
    expect(bannerImage().getAttribute('src')).toBe('/api/settings/banner?v=abc');
    expect(client.getQueryData<PublicSettings>(publicSettingsQueryOptions.queryKey)).toEqual({
      publicSignup: false,
      banner: { url: '/api/settings/banner?v=abc', version: 'abc' },
    });
  });
});

describe('banner advice (issue 14)', () => {
  it('recommends the shape the banner is really shown in: wide from 640 px, 16:9 on phones, cropped', () => {
    renderBanner({ publicSignup: true, banner: { url: '/api/settings/banner?v=1', version: '1' } });
    const classes = bannerImage().className;
    const wide = /(?:^|\s)sm:aspect-\[(\d+)\/(\d+)\]/.exec(classes);
    const phone = /(?:^|\s)aspect-\[(\d+)\/(\d+)\]/.exec(classes);
    expect(classes).toContain('object-cover');
    expect(wide && phone).toBeTruthy();

    const advice = messages.settingsPage.advice;
    const size = /(\d+)\s*x\s*(\d+) pixels/.exec(advice);
    expect(size).toBeTruthy();
    // The recommended size has the ratio of the wide banner...
    expect(Number(size![1]) / Number(size![2])).toBeCloseTo(Number(wide![1]) / Number(wide![2]), 2);
    // ...and the advice warns of the phone's crop.
    expect(advice).toContain(`${phone![1]}:${phone![2]}`);
  });
});
