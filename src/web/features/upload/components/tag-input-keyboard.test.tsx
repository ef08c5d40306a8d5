// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TagInput } from './tag-input';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tags = ['Sorriso', 'Sorriso Infantil'].map((name, i) => ({
  id: `t${i}`,
  name,
  slug: name.toLowerCase().replace(' ', '-'),
  popularRank: null,
  assetCount: 1,
}));

function Harness({ onChange }: { onChange: (tags: readonly string[]) => void }) {
  const [value, setValue] = useState<readonly string[]>([]);
  return (
    <form>
      <TagInput
        id="tags"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </form>
  );
}

/** Types `text` and waits for the server's suggestions. */
async function typeWithSuggestions(text: string) {
  const onChange = vi.fn();
  fakeApi({ '/api/tags': () => ({ items: tags, total: tags.length }) });
  await renderWithProviders(<Harness onChange={onChange} />);
  const input = screen.getByRole('combobox', { name: messages.upload.tagsLabel });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  const list = await screen.findByRole('listbox', { name: messages.upload.tagSuggestions });
  expect(
    within(list)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Sorriso', 'Sorriso Infantil']);
  return { input, list, onChange };
}

describe('tag input keyboard (SPEC 5)', () => {
  it('adds the typed text with Enter while no suggestion is picked, without submitting the form', async () => {
    const { input, list, onChange } = await typeWithSuggestions('Sorr');
    expect(within(list).queryByRole('option', { selected: true })).toBeNull();
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    // false: the default action (the form's submit) was prevented.
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(['Sorr']);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('picks a suggestion with the arrows (looping) and adds it with Enter', async () => {
    const { input, list, onChange } = await typeWithSuggestions('Sorr');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const first = within(list).getByRole('option', { name: 'Sorriso' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(within(list).getByRole('option', { selected: true }).textContent).toBe('Sorriso Infantil');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(['Sorriso']);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('closes the list with Esc, after which Enter adds the typed text; a click adds a suggestion', async () => {
    const { input, onChange } = await typeWithSuggestions('Sorr');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(['Sorr']);

    fireEvent.change(input, { target: { value: 'Sorri' } });
    const list = await screen.findByRole('listbox', { name: messages.upload.tagSuggestions });
    fireEvent.click(within(list).getByRole('option', { name: 'Sorriso Infantil' }));
    expect(onChange).toHaveBeenLastCalledWith(['Sorr', 'Sorriso Infantil']);
  });
});
