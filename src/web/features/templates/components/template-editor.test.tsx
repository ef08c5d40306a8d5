// @vitest-environment jsdom
import { templatesMessages } from '@shared/messages/templates';
import type { TemplateInput } from '@shared/schemas/template';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { marketingAdmin } from '@web/test/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_UNIT } from '../lib/sample-unit';
import { TemplateEditorDialog } from './template-editor-dialog';
import { offerTemplate, poster } from './test-template';

const m = templatesMessages.templates;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openEditor(template = offerTemplate, putAnswer?: Response) {
  const onOpenChange = vi.fn();
  const api = fakeApi({
    'PUT /api/assets/a1/template': putAnswer ?? Response.json({ template: { ...template, version: 4 } }),
  });
  await renderWithProviders(
    <TemplateEditorDialog
      asset={poster}
      template={template}
      unit={SAMPLE_UNIT}
      open
      onOpenChange={onOpenChange}
    />,
    { session: marketingAdmin },
  );
  return { api, onOpenChange, dialog: await screen.findByRole('dialog', { name: m.editor.editTitle }) };
}

const readout = () => screen.getByTestId('box-readout').textContent;
const sentBody = (api: ReturnType<typeof fakeApi>) =>
  JSON.parse(String(api.calls.find((c) => c.method === 'PUT')?.body)) as TemplateInput;

describe('the template editor', () => {
  it('moves a box with the arrows (Shift: 5 %) and resizes it with Alt or Ctrl, telling where it is', async () => {
    await openEditor();
    const box = screen.getByRole('button', { name: 'Caixa do campo Nome da unidade' });
    act(() => box.focus());
    expect(readout()).toBe('Nome da unidade: posição 10 % e 5 %, tamanho 80 % × 8 %');
    fireEvent.keyDown(box, { key: 'ArrowRight' });
    fireEvent.keyDown(box, { key: 'ArrowDown', shiftKey: true });
    expect(readout()).toBe('Nome da unidade: posição 11 % e 10 %, tamanho 80 % × 8 %');
    fireEvent.keyDown(box, { key: 'ArrowLeft', altKey: true });
    fireEvent.keyDown(box, { key: 'ArrowDown', ctrlKey: true });
    expect(readout()).toBe('Nome da unidade: posição 11 % e 10 %, tamanho 79 % × 9 %');
    // The box on screen follows.
    expect(box.style.left).toBe('11%');
    expect(box.style.width).toBe('79%');
    // Never past the piece's edge: a box 79 % wide stops at 21 %.
    for (let i = 0; i < 5; i++) fireEvent.keyDown(box, { key: 'ArrowRight', shiftKey: true });
    expect(readout()).toContain('posição 21 %');
  });

  it('saves the boxes moved on the first format as the fields’ own, on another format as its own', async () => {
    const { api, onOpenChange } = await openEditor();
    const box = () => screen.getByRole('button', { name: 'Caixa do campo Oferta do mês' });
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    fireEvent.click(screen.getByRole('combobox', { name: m.editor.canvasFormat }));
    fireEvent.click(await screen.findByRole('option', { name: m.formats['instagram-stories'] }));
    fireEvent.keyDown(box(), { key: 'ArrowRight', altKey: true });
    fireEvent.click(screen.getByRole('button', { name: m.editor.save }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const body = sentBody(api);
    expect(body.fields.find((f) => f.key === 'oferta')?.box).toEqual({ x: 0.1, y: 0.59, w: 0.8, h: 0.15 });
    expect(body.presets[1]?.boxes).toEqual({
      nome: { x: 0.1, y: 0.2, w: 0.8, h: 0.06 },
      oferta: { x: 0.1, y: 0.59, w: 0.81, h: 0.15 },
    });
  });

  it('adds a unit field and an editable text, and sets their limits', async () => {
    const { api } = await openEditor({ ...offerTemplate, fields: [] });
    expect(screen.getByText(m.editor.noFields)).toBeTruthy();
    const add = async (kind: string) => {
      fireEvent.pointerDown(screen.getByRole('button', { name: m.editor.addField }), {
        button: 0,
        ctrlKey: false,
      });
      fireEvent.click(await screen.findByRole('menuitem', { name: kind }));
    };
    await add(m.editor.kinds.unit);
    await add(m.editor.kinds.text);
    const settings = screen.getByRole('region', { name: /Ajustes do campo/ });
    fireEvent.change(within(settings).getByRole('textbox', { name: m.editor.label }), {
      target: { value: 'Chamada' },
    });
    fireEvent.change(within(settings).getByRole('spinbutton', { name: m.editor.maxLength }), {
      target: { value: '30' },
    });
    fireEvent.click(within(settings).getByRole('radio', { name: m.colors['#be185d'] }));
    fireEvent.click(screen.getByRole('button', { name: m.editor.save }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const [unit, text] = sentBody(api).fields;
    expect(unit).toMatchObject({ key: 'unidade-1', kind: 'unit', unitField: 'name' });
    expect(text).toMatchObject({
      key: 'texto-1',
      kind: 'text',
      label: 'Chamada',
      editable: true,
      maxLength: 30,
    });
    expect(text?.color).toBe('#be185d');
  });

  it("shows the server's refusal and keeps the editor open", async () => {
    const { onOpenChange } = await openEditor(
      offerTemplate,
      apiError(400, 'FIELD_INVALID', { motivo: 'A caixa do campo precisa ficar inteira dentro da imagem.' }),
    );
    fireEvent.click(screen.getByRole('button', { name: m.editor.save }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'precisa ficar inteira dentro da imagem',
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('refuses to save a template without fields before asking the server', async () => {
    const { api } = await openEditor({ ...offerTemplate, fields: [] });
    fireEvent.click(screen.getByRole('button', { name: m.editor.save }));
    expect((await screen.findByRole('alert')).textContent).toContain(m.fieldsRequired);
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
