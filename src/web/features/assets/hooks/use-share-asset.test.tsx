// @vitest-environment jsdom
import { errorMessages, messages } from '@shared/messages/pt-BR';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { notify } from '@web/lib/notify';
import { createQueryClient } from '@web/lib/query-client';
import { fakeAsset } from '@web/test/asset';
import { apiError } from '@web/test/fake-api';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IN_PAGE_DOWNLOAD_MAX_BYTES } from '../api/download-asset';
import { shareSource, useShareAsset } from './use-share-asset';

const poster = fakeAsset({ id: 'a1', title: 'Cartaz Sorriso', previewUrl: '/api/assets/a1/preview' });
const psd = fakeAsset({
  id: 'a2',
  title: 'Arte editável',
  type: 'psd',
  mime: 'image/vnd.adobe.photoshop',
  originalName: 'arte.psd',
  previewUrl: '/api/assets/a2/preview',
});
const imagesOnly = (_name: string, type: string) => type.startsWith('image/') && !type.includes('photoshop');

describe('shareSource', () => {
  it('shares the original when the browser takes its type', () => {
    expect(shareSource(poster, imagesOnly)).toEqual({
      url: '/api/assets/a1/download',
      name: 'Cartaz Sorriso.jpg',
      type: 'image/jpeg',
      original: true,
    });
  });

  it('falls back to the preview image for a type the share sheet refuses (a PSD) or a file too big to read', () => {
    expect(shareSource(psd, imagesOnly)).toMatchObject({ url: '/api/assets/a2/preview', type: 'image/webp' });
    const huge = { ...poster, size: IN_PAGE_DOWNLOAD_MAX_BYTES + 1 };
    expect(shareSource(huge, imagesOnly)).toMatchObject({ original: false });
  });

  it('offers nothing where files cannot be shared, or for a link with no file of ours', () => {
    expect(shareSource(poster, () => false)).toBeNull();
    expect(shareSource({ ...poster, isExternal: true }, () => true)).toBeNull();
    expect(shareSource({ ...psd, previewUrl: null }, imagesOnly)).toBeNull();
  });

  it('uses the real navigator: nothing without navigator.canShare', () => {
    expect('canShare' in navigator).toBe(false);
    expect(shareSource(poster)).toBeNull();
  });
});

describe('useShareAsset', () => {
  const share = vi.fn<(data: ShareData) => Promise<void>>();
  const error = vi.spyOn(notify, 'error');
  const info = vi.spyOn(notify, 'info');

  beforeEach(() => {
    share.mockReset().mockResolvedValue(undefined);
    error.mockReset().mockReturnValue(0);
    info.mockReset().mockReturnValue(0);
    Object.assign(navigator, { canShare: () => true, share });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/jpeg' } }),
      ),
    );
  });

  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(navigator, 'canShare');
    Reflect.deleteProperty(navigator, 'share');
    vi.unstubAllGlobals();
  });

  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
  );
  const render = () => renderHook(() => useShareAsset(poster), { wrapper }).result;

  it('sends the file itself to the share sheet, reading it once', async () => {
    const result = render();
    expect(result.current.available).toBe(true);
    await act(() => result.current.share());
    const data = share.mock.calls[0]![0];
    expect(data.title).toBe('Cartaz Sorriso');
    expect(data.files?.[0]).toBeInstanceOf(File);
    expect(data.files?.[0]?.name).toBe('Cartaz Sorriso.jpg');
    expect(data.files?.[0]?.type).toBe('image/jpeg');

    await act(() => result.current.share());
    expect(share).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says nothing when the user closes the share sheet', async () => {
    share.mockRejectedValue(new DOMException('cancelado', 'AbortError'));
    const result = render();
    await act(() => result.current.share());
    expect(error).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
  });

  it("asks for another tap when the file took longer than the tap's permission", async () => {
    share.mockRejectedValueOnce(new DOMException('sem gesto', 'NotAllowedError'));
    const result = render();
    await act(() => result.current.share());
    expect(info).toHaveBeenCalledWith(messages.assetActions.shareReady);
    await act(() => result.current.share());
    expect(share).toHaveBeenCalledTimes(2);
  });

  it("shows 'Erro ao compartilhar' for a failed share or a file that could not be read", async () => {
    share.mockRejectedValueOnce(new DOMException('falhou', 'DataError'));
    const result = render();
    await act(() => result.current.share());
    expect(error).toHaveBeenCalledWith(messages.assetActions.shareError);

    error.mockClear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => apiError(500, 'INTERNAL')),
    );
    const fresh = render();
    await act(() => fresh.current.share());
    expect(error).toHaveBeenCalledWith(messages.assetActions.shareError, {
      description: errorMessages.INTERNAL,
    });
  });
});
