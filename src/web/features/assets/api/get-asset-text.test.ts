import { fakeAsset } from '@web/test/asset';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assetFileUrl, getAssetText, isPlainTextAsset, TEXT_PREVIEW_MAX_BYTES } from './get-asset-text';

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(bytes: Uint8Array, status = 200) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const range = new Headers(init?.headers).get('Range');
    const end = range ? Number(/bytes=0-(\d+)/.exec(range)?.[1]) + 1 : bytes.length;
    return new Response(bytes.slice(0, end), { status: range ? 206 : status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const textAsset = (size: number) =>
  fakeAsset({ id: 'a1', title: 'Roteiro', type: 'document', mime: 'text/plain', size });

describe('plain-text preview', () => {
  it('reads a short file whole, from the route that does not count downloads', async () => {
    const bytes = new TextEncoder().encode('Política de uso <b>de imagem</b>');
    const fetchMock = serve(bytes);
    const result = await getAssetText(textAsset(bytes.length));
    expect(result).toEqual({
      text: 'Política de uso <b>de imagem</b>',
      shownBytes: bytes.length,
      truncated: false,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(assetFileUrl('a1'));
    expect(assetFileUrl('a1')).toBe('/api/assets/a1/file');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Range')).toBeNull();
  });

  it('reads only the first 200 KB of a long file, without a broken last character', async () => {
    // 'ã' is two bytes in UTF-8: the 200 KB cut falls in the middle of one.
    const bytes = new TextEncoder().encode(`x${'ã'.repeat(TEXT_PREVIEW_MAX_BYTES)}`);
    const fetchMock = serve(bytes);
    const result = await getAssetText(textAsset(bytes.length));
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Range')).toBe(
      `bytes=0-${TEXT_PREVIEW_MAX_BYTES - 1}`,
    );
    expect(result.truncated).toBe(true);
    expect(result.shownBytes).toBe(TEXT_PREVIEW_MAX_BYTES);
    expect(result.text.endsWith('ã')).toBe(true);
    expect(result.text).not.toContain('\uFFFD');
  });

  it('shows text, CSV, Markdown and JSON files we store; not links or other documents', () => {
    for (const mime of ['text/plain', 'text/csv', 'text/markdown', 'application/json'])
      expect(isPlainTextAsset(fakeAsset({ id: 'a', title: 't', type: 'document', mime }))).toBe(true);
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(isPlainTextAsset(fakeAsset({ id: 'a', title: 't', type: 'document', mime: docx }))).toBe(false);
    expect(
      isPlainTextAsset(
        fakeAsset({ id: 'a', title: 't', type: 'document', mime: 'text/plain', isExternal: true }),
      ),
    ).toBe(false);
  });
});
