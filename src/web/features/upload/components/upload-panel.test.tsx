// @vitest-environment jsdom
import { DEFAULT_FORBIDDEN_EXPRESSIONS } from '@shared/domain/content-check';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeAsset } from '@web/test/asset';
import { fakeCategoryGroup, fakeCategoryTree } from '@web/test/category';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { stubUploadAnswer } from '@web/test/upload';
import { marketingAdmin } from '@web/test/user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadPanel } from './upload-panel';

const group = { id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'Estrutura das Clínicas' };
const child = { id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'Recepção' };

beforeEach(() => {
  fakeApi({
    '/api/categories': Response.json(fakeCategoryTree(fakeCategoryGroup(group, [child]))),
    '/api/tags': Response.json({ items: [], total: 0 }),
    '/api/settings': Response.json({
      publicSignup: true,
      banner: null,
      forbiddenExpressions: [...DEFAULT_FORBIDDEN_EXPRESSIONS],
    }),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

async function renderPanel() {
  const view = await renderWithProviders(<UploadPanel />, { session: marketingAdmin });
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const pick = (files: File[]) => fireEvent.change(input, { target: { files } });
  return { ...view, pick };
}

describe('upload panel', () => {
  it("gives each file a default title from its own name, not the first file's", async () => {
    const { pick } = await renderPanel();
    pick([pdf('Recepção nova.pdf'), pdf('Sala de espera.pdf')]);
    const itemTitle = (name: string) => screen.getByRole('textbox', { name: `Título — ${name}` });
    expect(((await waitFor(() => itemTitle('Recepção nova.pdf'))) as HTMLTextAreaElement).value).toBe(
      'Recepção nova',
    );
    expect((itemTitle('Sala de espera.pdf') as HTMLTextAreaElement).value).toBe('Sala de espera');
    // Files added later get theirs too.
    pick([pdf('Equipe reunida.pdf')]);
    expect((itemTitle('Equipe reunida.pdf') as HTMLTextAreaElement).value).toBe('Equipe reunida');
  });

  it('links to the new assets after a successful upload', async () => {
    const sent = stubUploadAnswer(201, {
      created: 2,
      failed: 0,
      items: [
        {
          index: 0,
          fileName: 'Recepção nova.pdf',
          status: 'created',
          asset: fakeAsset({ id: 'n1', title: 'Recepção nova' }),
        },
        {
          index: 1,
          fileName: 'Sala de espera.pdf',
          status: 'created',
          asset: fakeAsset({ id: 'n2', title: 'Sala de espera' }),
        },
      ],
    });
    const { pick } = await renderPanel();
    pick([pdf('Recepção nova.pdf'), pdf('Sala de espera.pdf')]);
    fireEvent.click(await screen.findByRole('checkbox', { name: group.name }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar arquivos' }));

    const links = await screen.findByRole('region', { name: 'Arquivos enviados' });
    expect(within(links).getByRole('link', { name: 'Recepção nova' }).getAttribute('href')).toBe('/asset/n1');
    expect(within(links).getByRole('link', { name: 'Sala de espera' }).getAttribute('href')).toBe(
      '/asset/n2',
    );
    const meta = JSON.parse(String(sent[0]!.get('meta')));
    expect(meta.items.map((item: { title?: string }) => item.title)).toEqual([
      'Recepção nova',
      'Sala de espera',
    ]);
  });

  it('warns, while the admin types, of the forbidden expressions in the title and description', async () => {
    const { container, pick } = await renderPanel();
    pick([pdf('Clareamento.pdf')]);
    const title = container.querySelector<HTMLInputElement>('#upload-title')!;
    const description = container.querySelector<HTMLTextAreaElement>('#upload-description')!;
    const region = container.querySelector('#upload-content-warning')!;
    expect(region.getAttribute('role')).toBe('status');
    fireEvent.change(title, { target: { value: 'Clareamento GRÁTIS' } });
    fireEvent.change(description, { target: { value: 'Veja o antes e\ndepois' } });
    await waitFor(() =>
      expect(region.textContent).toContain(
        'Atenção: o texto contém expressões que os conselhos de odontologia costumam proibir: “antes e depois”, “grátis”. Você pode salvar mesmo assim.',
      ),
    );
    fireEvent.change(title, { target: { value: 'Clareamento' } });
    fireEvent.change(description, { target: { value: '' } });
    await waitFor(() => expect(region.textContent).toBe(''));
    // The button stays enabled: the check never blocks.
    expect(screen.getByRole('button', { name: 'Enviar arquivos' }).hasAttribute('disabled')).toBe(false);
  });

  it('clears the category filter with the rest of the form', async () => {
    const { pick } = await renderPanel();
    pick([pdf('Recepção nova.pdf')]);
    const filter = (await screen.findByRole('searchbox', { name: 'Filtrar categorias' })) as HTMLInputElement;
    fireEvent.change(filter, { target: { value: 'recep' } });
    expect(filter.value).toBe('recep');
    fireEvent.click(screen.getByRole('button', { name: 'Limpar formulário' }));
    await waitFor(() =>
      expect((screen.getByRole('searchbox', { name: 'Filtrar categorias' }) as HTMLInputElement).value).toBe(
        '',
      ),
    );
  });
});
