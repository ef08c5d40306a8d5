// @vitest-environment jsdom
import { templatesMessages } from '@shared/messages/templates';
import type { TemplateView } from '@shared/schemas/template';
import { pieceSize } from '@shared/templates/formats';
import { fieldTexts, layoutPiece, type TextLayout } from '@shared/templates/layout';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { franqueadaBeatriz, marketingAdmin } from '@web/test/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TemplatePanel } from './template-panel';
import { offerTemplate, poster, view } from './test-template';

const m = templatesMessages.templates;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function render(answer: TemplateView | Response, session = franqueadaBeatriz) {
  const api = fakeApi({
    'GET /api/assets/a1/template': answer instanceof Response ? answer : Response.json(answer),
    'GET /api/units/options': Response.json({ items: [] }),
  });
  await renderWithProviders(<TemplatePanel asset={poster} />, { session });
  return api;
}

/** The x list and baseline of every line the preview draws, by field key. */
function drawnLines(svg: Element) {
  return Array.from(svg.querySelectorAll('g[data-field-key]')).map((group) => ({
    key: group.getAttribute('data-field-key'),
    lines: Array.from(group.querySelectorAll('text[data-line]')).map((text) => ({
      text: text.textContent,
      xs: (text.getAttribute('x') ?? '').split(' ').map(Number),
      baseline: Number(text.getAttribute('y')),
    })),
  }));
}

function expectedLines(format: 'instagram-feed' | 'instagram-stories', typed: Record<string, string>) {
  const preset = offerTemplate.presets.find((p) => p.format === format)!;
  const size = pieceSize(format, { width: 1600, height: 1200 });
  const texts = fieldTexts(offerTemplate.fields, view().unit!.data, typed);
  // The unit has no logo: its box is drawn neither in the file nor in the preview.
  return layoutPiece(offerTemplate.fields, preset, size, texts)
    .filter((item): item is TextLayout => item.kind === 'text')
    .map((item) => ({
      key: item.key,
      lines: item.lines.map(({ text, xs, baseline }) => ({ text, xs, baseline })),
    }));
}

describe('the personalized piece on the asset page', () => {
  it('draws every character where the shared layout puts it, with the unit data and the typed text', async () => {
    await render(view());
    const svg = await screen.findByRole('img', {
      name: `Pré-visualização da peça: ${m.formats['instagram-feed']}`,
    });
    expect(svg.getAttribute('viewBox')).toBe('0 0 1080 1350');
    expect(drawnLines(svg)).toEqual(expectedLines('instagram-feed', {}));
    expect(svg.querySelector('[data-field-key="nome"] text')?.textContent).toBe('OdontoRede Campinas Centro');
    // The default is the placeholder; typing replaces it in the picture.
    const offer = screen.getByRole('textbox', { name: 'Oferta do mês' });
    expect(offer.getAttribute('placeholder')).toBe('Avaliação gratuita');
    fireEvent.change(offer, { target: { value: 'Clareamento 20% off' } });
    expect(drawnLines(svg)).toEqual(expectedLines('instagram-feed', { oferta: 'Clareamento 20% off' }));
    // The unit has no logo on file: its box stays empty, as in the file the server makes.
    expect(svg.querySelector('[data-field-key="logo"]')).toBeNull();
  });

  it("shows exactly the crop of the picture each format takes, and a format's own boxes", async () => {
    await render(view());
    const svg = await screen.findByRole('img', { name: /Pré-visualização da peça/ });
    const image = svg.querySelector('image')!;
    // Feed 1080×1350 of a 1600×1200 picture (× 1.125): the middle 60 % of its width, all its height.
    expect(Number(image.getAttribute('height'))).toBeCloseTo(1350);
    expect(Number(image.getAttribute('width'))).toBeCloseTo(1800);
    expect(Number(image.getAttribute('x'))).toBeCloseTo(-360);
    expect(image.getAttribute('preserveAspectRatio')).toBe('none');
    fireEvent.click(screen.getByRole('combobox', { name: m.panel.format }));
    fireEvent.click(await screen.findByRole('option', { name: m.formats['instagram-stories'] }));
    await waitFor(() => expect(svg.getAttribute('viewBox')).toBe('0 0 1080 1920'));
    expect(drawnLines(svg)).toEqual(expectedLines('instagram-stories', {}));
  });

  it('names what the unit lacks and keeps downloads off until it is completed', async () => {
    await render(view({ missing: ['whatsapp', 'rtCro'] }));
    const notice = await screen.findByTestId('template-missing');
    expect(notice.textContent).toContain('WhatsApp e CRO do responsável técnico');
    expect((screen.getByRole('button', { name: /^Baixar/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('counts the characters of an editable text against its limit, which the input holds', async () => {
    await render(view());
    const offer = await screen.findByRole('textbox', { name: 'Oferta do mês' });
    expect(offer.getAttribute('maxlength')).toBe('20');
    expect(offer.getAttribute('aria-describedby')).toBeTruthy();
    const counter = document.getElementById(offer.getAttribute('aria-describedby')!)!;
    expect(counter.textContent).toContain('0/20');
    fireEvent.change(offer, { target: { value: 'Implante' } });
    expect(counter.textContent).toContain('8/20');
    expect(counter.textContent).toContain('8 de 20 caracteres');
  });

  it("says the server's refusal beside 'Baixar', and asks for the piece with the typed texts", async () => {
    const api = fakeApi({
      'GET /api/assets/a1/template': Response.json(view()),
      'GET /api/assets/a1/piece': apiError(422, 'CONTENT_NOT_ALLOWED', { expressions: 'garantido' }),
    });
    await renderWithProviders(<TemplatePanel asset={poster} />, { session: franqueadaBeatriz });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Oferta do mês' }), {
      target: { value: 'Sorriso garantido' },
    });
    fireEvent.click(screen.getByRole('button', { name: /^Baixar/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('garantido');
    expect(alert.textContent).toContain('conselhos de odontologia');
    const asked = api.requests.find((url) => url.pathname === '/api/assets/a1/piece')!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      format: 'instagram-feed',
      'text.oferta': 'Sorriso garantido',
    });
  });

  it('shows nothing to a franqueado when the asset is not a template', async () => {
    const api = await render(apiError(404, 'TEMPLATE_NOT_FOUND'));
    await waitFor(() => expect(api.calls.some((c) => c.url.includes('/template'))).toBe(true));
    expect(screen.queryByTestId('template-panel')).toBeNull();
  });

  it("offers an admin 'Criar modelo' on a picture that is no template, and the sample clinic otherwise", async () => {
    await render(apiError(404, 'TEMPLATE_NOT_FOUND'), marketingAdmin);
    const panel = await screen.findByTestId('template-panel');
    expect(within(panel).getByRole('button', { name: m.admin.create })).toBeTruthy();
  });

  it('previews an admin piece with the sample clinic when no unit is chosen', async () => {
    await render(view({ unit: null }), marketingAdmin);
    const svg = await screen.findByRole('img', { name: /Pré-visualização da peça/ });
    expect(svg.querySelector('[data-field-key="nome"] text')?.textContent).toBe('Clínica Exemplo');
    expect(screen.getByRole('button', { name: m.admin.edit })).toBeTruthy();
    expect(screen.getByRole('button', { name: m.admin.generateAll })).toBeTruthy();
  });
});
