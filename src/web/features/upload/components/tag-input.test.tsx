// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '@web/lib/query-client';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TagInput } from './tag-input';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const popular = ['Antes e Depois', 'Sorriso', 'GPTW'].map((name, i) => ({
  id: `t${i}`,
  name,
  slug: name.toLowerCase(),
  popularRank: i + 1,
  assetCount: 0,
}));

function Harness({ onChange }: { onChange: (tags: readonly string[]) => void }) {
  const [tags, setTags] = useState<readonly string[]>([]);
  return (
    <TagInput
      id="tags"
      value={tags}
      onChange={(next) => {
        setTags(next);
        onChange(next);
      }}
    />
  );
}

function renderInput() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ items: popular, total: popular.length })),
  );
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness onChange={onChange} />
    </QueryClientProvider>,
  );
  return { onChange, input: screen.getByRole('combobox') };
}

describe('tag input (SPEC 5)', () => {
  it('adds with Enter, ignores a duplicate in another case, and keeps the add button disabled when blank', () => {
    const { onChange, input } = renderInput();
    const addButton = screen.getByRole('button', { name: 'Adicionar tag' }) as HTMLButtonElement;
    expect(addButton.disabled).toBe(true);

    fireEvent.change(input, { target: { value: '  Outubro  Rosa ' } });
    expect(addButton.disabled).toBe(false);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(['Outubro Rosa']);
    expect((input as HTMLInputElement).value).toBe('');

    fireEvent.change(input, { target: { value: 'outubro rosa' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('button', { name: /^Remover a tag/ })).toHaveLength(1);
  });

  it('offers the popular tags as buttons that add and remove', async () => {
    const { onChange } = renderInput();
    const sorriso = await screen.findByRole('button', { name: 'Sorriso' });
    fireEvent.click(sorriso);
    expect(onChange).toHaveBeenLastCalledWith(['Sorriso']);
    await waitFor(() => expect(sorriso.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(sorriso);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
