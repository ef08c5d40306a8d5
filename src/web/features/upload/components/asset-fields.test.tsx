// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@web/lib/api-error';
import { setServerFieldErrors, useFocusFirstInvalid } from '@web/lib/form-errors';
import { createQueryClient } from '@web/lib/query-client';
import { fakeCategoryGroup, fakeCategoryTree } from '@web/test/category';
import { useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  assetServerFields,
  type EditAssetFormOutput,
  EditAssetFormSchema,
  type EditAssetFormValues,
} from '../lib/asset-form';
import { AssetFields } from './asset-fields';

const group = { id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'Procedimentos' };
const child = { id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'Clareamento' };

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).startsWith('/api/categories')
        ? Response.json(fakeCategoryTree(fakeCategoryGroup(group, [child])))
        : String(url).startsWith('/api/auth/session')
          ? Response.json({ error: { code: 'UNAUTHENTICATED', message: 'Entre primeiro' } }, { status: 401 })
          : Response.json({ items: [], total: 0 }),
    ),
  );
  // Radix measures its checkboxes; jsdom has no layout.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The edit form's shape around AssetFields; `send` plays the server. */
function Harness({ send }: { send: (values: EditAssetFormOutput) => Promise<void> }) {
  const form = useForm<EditAssetFormValues, unknown, EditAssetFormOutput>({
    resolver: zodResolver(EditAssetFormSchema),
    defaultValues: {
      title: 'Fachada',
      description: '',
      categoryIds: [child.id],
      tags: ['Sorriso'],
      type: 'image',
    },
    shouldFocusError: false,
  });
  const ref = useRef<HTMLFormElement>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      setServerFieldErrors(error, form.setError, assetServerFields);
    }
  });
  useFocusFirstInvalid(ref, form.formState);
  return (
    <FormProvider {...form}>
      <form ref={ref} onSubmit={onSubmit} noValidate>
        <AssetFields
          idPrefix="edit"
          titleLabel="Título *"
          titleRowClassName=""
          descriptionRows={4}
          disabled={false}
        />
        <button type="submit">Salvar</button>
      </form>
    </FormProvider>
  );
}

function renderForm(send = vi.fn(async () => {})) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness send={send} />
    </QueryClientProvider>,
  );
  return { send, title: screen.getByLabelText('Título *') as HTMLInputElement };
}

describe('asset fields', () => {
  it('shows the schema message beside its field, tied by aria, and focuses the first invalid field', async () => {
    const { send, title } = renderForm();
    fireEvent.change(title, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    const message = await screen.findByText('Título é obrigatório');
    expect(message.id).toBe('edit-title-error');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toBe('edit-title-error');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(send).not.toHaveBeenCalled();

    // Once a submit was tried, the error follows the value.
    fireEvent.change(title, { target: { value: 'Fachada nova' } });
    await waitFor(() => expect(screen.queryByText('Título é obrigatório')).toBeNull());
  });

  it('shows the category rule under the picker', async () => {
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: /Remover.*Clareamento/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Selecione pelo menos uma categoria.')).toBeTruthy();
  });

  it("sends the trimmed values and puts the server's field errors beside their fields", async () => {
    const send = vi.fn(async () => {
      throw new ApiError('VALIDATION', 400, 'Dados inválidos.', {
        issues: [
          { field: 'body.description', message: 'A descrição pode ter no máximo 5000 caracteres.' },
          { field: 'body.tags.0', message: 'Nome inválido.' },
        ],
      });
    });
    const { title } = renderForm(send);
    fireEvent.change(title, { target: { value: '  Fachada nova ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    const message = await screen.findByText('A descrição pode ter no máximo 5000 caracteres.');
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ title: 'Fachada nova', tags: ['Sorriso'] }));
    expect(message.id).toBe('edit-description-error');
    const description = screen.getByLabelText('Descrição');
    expect(description.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(description));
    expect(screen.getByText('Nome inválido.').id).toBe('edit-tags-error');
  });
});
