// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeAsset } from '@web/test/asset';
import { fakeCategoryGroup, fakeCategoryTree } from '@web/test/category';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { stubUploadAnswer } from '@web/test/upload';
import { marketingAdmin } from '@web/test/user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadPanel } from './upload-panel';

const category = { id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'Fachada' };
/** The multipart bodies POST /api/assets was sent, each answered as one file created. */
const captureUploads = () =>
  stubUploadAnswer(201, {
    created: 1,
    failed: 0,
    items: [{ index: 0, fileName: 'a.pdf', status: 'created', asset: fakeAsset({ id: 'n1', title: 'A' }) }],
  });

beforeEach(() => {
  fakeApi({
    '/api/categories': Response.json(fakeCategoryTree(fakeCategoryGroup(category))),
    '/api/tags': Response.json({ items: [], total: 0 }),
    '/api/settings': Response.json({ publicSignup: true, banner: null, forbiddenExpressions: [] }),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

async function renderPanel(files: File[]) {
  const view = await renderWithProviders(<UploadPanel />, { session: marketingAdmin });
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files } });
  fireEvent.click(await screen.findByRole('checkbox', { name: category.name }));
  return view;
}

const metaOf = (form: FormData) => JSON.parse(String(form.get('meta')));

describe('publication fields of an upload', () => {
  it("gives each file its own window, refusing one that ends before it starts beside 'Válido até'", async () => {
    const sent = captureUploads();
    await renderPanel([pdf('Natal.pdf'), pdf('Paciente.pdf')]);
    const from = screen.getByLabelText('Válido de — Natal.pdf');
    const until = screen.getByLabelText('Válido até — Natal.pdf');
    fireEvent.change(from, { target: { value: '2026-12-20' } });
    fireEvent.change(until, { target: { value: '2026-12-01' } });
    const message = '"Válido de" não pode ser depois de "Válido até".';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(until.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(until.getAttribute('aria-describedby')!)?.textContent).toBe(message);

    fireEvent.click(screen.getByRole('button', { name: 'Enviar arquivos' }));
    await waitFor(() => expect(document.activeElement).toBe(until));
    expect(sent).toHaveLength(0);

    fireEvent.change(until, { target: { value: '2026-12-31' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Contém paciente identificável — Paciente.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar arquivos' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(metaOf(sent[0]!).items).toEqual([
      expect.objectContaining({ validFrom: '2026-12-20', validUntil: '2026-12-31' }),
      expect.objectContaining({ containsPatient: true }),
    ]);
    expect(metaOf(sent[0]!).items[1].validFrom).toBeUndefined();
  });

  it("shows one file's fields with the details, with the help line on patients", async () => {
    const sent = captureUploads();
    await renderPanel([pdf('Sorriso.pdf')]);
    expect(
      screen.getByText(
        'O arquivo fica sem publicação até que o consentimento do paciente (TCLE) seja registrado.',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Válido até'), { target: { value: '2027-01-31' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Contém paciente identificável' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar arquivos' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(metaOf(sent[0]!).items).toEqual([{ validUntil: '2027-01-31', containsPatient: true }]);
  });
});
