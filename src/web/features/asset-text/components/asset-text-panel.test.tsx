// @vitest-environment jsdom
import { assetTextMessages } from '@shared/messages/asset-text';
import type { AssetText } from '@shared/schemas/asset-text';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@web/lib/notify';
import { fakeAsset } from '@web/test/asset';
import { apiError, fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { franqueadaBeatriz, marketingAdmin } from '@web/test/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXT_POLL_MS } from '../api/get-asset-text';
import { AssetTextPanel } from './asset-text-panel';

const m = assetTextMessages.assetText;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const poster = fakeAsset({ id: 'a1', title: 'Cartaz clareamento', mime: 'image/png' });
const manual = fakeAsset({ id: 'a2', title: 'Manual', type: 'pdf', mime: 'application/pdf' });

const done = (pages: AssetText['pages']): AssetText => ({ status: 'done', pages });

async function render(asset = poster, answer: AssetText | Response = done([])) {
  const api = fakeApi({
    [`GET /api/assets/${asset.id}/text`]: answer instanceof Response ? answer : Response.json(answer),
  });
  await renderWithProviders(<AssetTextPanel asset={asset} />, { session: franqueadaBeatriz });
  return api;
}

describe('the text read inside a file, on the asset page', () => {
  it('shows the one text of a picture without a heading, with where it came from', async () => {
    await render(
      poster,
      done([{ page: 1, text: 'Clareamento dental\nAgende sua avaliação', source: 'ocr', confidence: 92 }]),
    );
    expect(await screen.findByText(/Agende sua avaliação/)).toBeTruthy();
    expect(screen.getByRole('button', { name: m.panelTitle, expanded: true })).toBeTruthy();
    expect(screen.getByText('Lido da imagem · confiança 92%')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    // Not an admin: nothing to correct.
    expect(screen.queryByRole('button', { name: m.edit })).toBeNull();
  });

  it('names the pages of a PDF, marks a corrected one, and copies a page', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const success = vi.spyOn(notify, 'success').mockReturnValue('');
    await render(
      manual,
      done([
        { page: 2, text: 'Luvas e máscara', source: 'pdf' },
        { page: 1, text: 'Sumário', source: 'edited' },
        { page: 3, text: '', source: 'pdf' },
      ]),
    );
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Página 1', 'Página 2', 'Página 3']);
    expect(screen.getByText(m.edited)).toBeTruthy();
    expect(screen.getByText(m.pageEmpty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copiar texto (Página 2)' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(m.copied));
    expect(writeText).toHaveBeenCalledWith('Luvas e máscara');
    // The page with no text has nothing to copy.
    expect(screen.queryByRole('button', { name: 'Copiar texto (Página 3)' })).toBeNull();
  });

  it('shows what a file holds as text, never as markup', async () => {
    const hostile = '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script> &amp;';
    await render(poster, done([{ page: 1, text: hostile, source: 'ocr' }]));
    const region = await screen.findByRole('region', { name: m.panelTitle });
    expect(region.textContent).toContain(hostile);
    expect(region.querySelector('img, script')).toBeNull();
  });

  it("says 'Lendo o texto…' while the file waits to be read, and asks again until it is done", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: AssetText = { status: 'pending', pages: [] };
    const api = fakeApi({ 'GET /api/assets/a1/text': () => answer });
    await renderWithProviders(<AssetTextPanel asset={poster} />, { session: franqueadaBeatriz });
    expect(await screen.findByText(m.pending)).toBeTruthy();
    answer = done([{ page: 1, text: 'Agende sua avaliação', source: 'ocr', confidence: 95 }]);
    await act(() => vi.advanceTimersByTimeAsync(TEXT_POLL_MS));
    expect(await screen.findByText('Agende sua avaliação')).toBeTruthy();
    expect(screen.queryByText(m.pending)).toBeNull();
    const asked = api.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(TEXT_POLL_MS * 3));
    expect(api.calls.length).toBe(asked);
  });

  it("says 'Texto não reconhecido' when nothing legible was found, and why reading failed", async () => {
    await render(poster, { status: 'none', pages: [] });
    expect(await screen.findByText(m.none)).toBeTruthy();
    cleanup();
    await render(poster, { status: 'failed', error: 'A leitura da imagem passou de 20 s.', pages: [] });
    expect(await screen.findByText(m.failed)).toBeTruthy();
    expect(screen.getByText('Motivo: A leitura da imagem passou de 20 s.')).toBeTruthy();
  });

  it('shows nothing for a link, a video or a file with no words to read, and asks nothing', async () => {
    for (const asset of [
      fakeAsset({ id: 'a5', title: 'Pacote', type: 'other', mime: 'application/zip' }),
      fakeAsset({
        id: 'a3',
        title: 'Link',
        type: 'image',
        isExternal: true,
        externalUrl: 'https://x.y/a.png',
      }),
      fakeAsset({ id: 'a4', title: 'Filme', type: 'video', mime: 'video/mp4' }),
    ]) {
      const api = await render(asset);
      expect(screen.queryByTestId('asset-text-panel')).toBeNull();
      expect(api.calls).toEqual([]);
      cleanup();
    }
  });

  it('tells a failed load', async () => {
    await render(poster, apiError(500, 'INTERNAL'));
    expect(await screen.findByText(m.loadError)).toBeTruthy();
  });
});

describe("'Corrigir texto' (admins)", () => {
  it('saves the pages changed with PUT, and the corrected text shows', async () => {
    const success = vi.spyOn(notify, 'success').mockReturnValue('');
    const read = done([
      { page: 1, text: 'Sumário', source: 'pdf' },
      { page: 2, text: 'Luvas e mascara', source: 'pdf' },
    ]);
    const corrected = done([
      { page: 1, text: 'Sumário', source: 'pdf' },
      { page: 2, text: 'Luvas, máscara e óculos', source: 'edited' },
    ]);
    let current = read;
    const api = fakeApi({
      'GET /api/assets/a2/text': () => current,
      'PUT /api/assets/a2/text': () => {
        current = corrected;
        return corrected;
      },
    });
    await renderWithProviders(<AssetTextPanel asset={manual} />, { session: marketingAdmin });
    fireEvent.click(await screen.findByRole('button', { name: m.edit }));
    const dialog = await screen.findByRole('dialog', { name: m.editTitle });
    const second = within(dialog).getByLabelText('Página 2');
    expect((second as HTMLTextAreaElement).value).toBe('Luvas e mascara');
    fireEvent.change(second, { target: { value: 'Luvas, máscara e óculos' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = api.calls.find((call) => call.method === 'PUT');
    // Only the page changed: the others keep their source.
    expect(JSON.parse(String(put?.body))).toEqual({ pages: [{ page: 2, text: 'Luvas, máscara e óculos' }] });
    expect(success).toHaveBeenCalledWith(m.saved);
    expect(await screen.findByText('Luvas, máscara e óculos')).toBeTruthy();
    expect(screen.getAllByText(m.edited)).toHaveLength(1);
  });

  it('keeps the dialog open and says why when the server refuses', async () => {
    fakeApi({
      'GET /api/assets/a1/text': Response.json({ status: 'none', pages: [] }),
      'PUT /api/assets/a1/text': apiError(400, 'TEXT_NOT_READABLE'),
    });
    await renderWithProviders(<AssetTextPanel asset={poster} />, { session: marketingAdmin });
    fireEvent.click(await screen.findByRole('button', { name: m.edit }));
    const dialog = await screen.findByRole('dialog', { name: m.editTitle });
    const field = within(dialog).getByLabelText(m.wholeFile);
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Agende sua avaliação' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(m.notReadableError)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
