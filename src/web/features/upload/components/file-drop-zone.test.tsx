// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileDropZone } from './file-drop-zone';

/** A matchMedia whose '(pointer: coarse)' answer the test sets, and changes, by hand. */
function stubPointer(coarse: boolean) {
  const listeners = new Set<() => void>();
  const state = { coarse };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return query === '(pointer: coarse)' && state.coarse;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return (next: boolean) => {
    state.coarse = next;
    for (const listener of listeners) listener();
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('file drop zone', () => {
  it('asks to drag files where there is a mouse', () => {
    stubPointer(false);
    render(<FileDropZone onFiles={vi.fn()} />);
    expect(screen.getByText(messages.upload.dropTitle)).toBeTruthy();
    expect(screen.getByText(messages.upload.dropOr)).toBeTruthy();
    expect(screen.queryByText(messages.upload.dropTitleTouch)).toBeNull();
  });

  it("says 'Toque para escolher arquivos' on a touch screen, and follows a change of pointer", () => {
    const setCoarse = stubPointer(true);
    render(<FileDropZone onFiles={vi.fn()} />);
    expect(screen.getByText(messages.upload.dropTitleTouch)).toBeTruthy();
    expect(screen.queryByText(messages.upload.dropTitle)).toBeNull();
    expect(screen.queryByText(messages.upload.dropOr)).toBeNull();

    act(() => setCoarse(false));
    expect(screen.getByText(messages.upload.dropTitle)).toBeTruthy();
  });
});
