// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import { keysetPageSchema } from '@shared/schemas/keyset';
import { z } from '@shared/schemas/z';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DataTable } from '@web/components/data-table';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { useKeysetList } from './use-keyset-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EntrySchema = z.object({ id: z.string(), action: z.string() });
type Entry = z.infer<typeof EntrySchema>;
const EntryPageSchema = keysetPageSchema(EntrySchema);

function AuditList() {
  const list = useKeysetList<Entry>({
    queryKey: ['audit-test'],
    fetchPage: (cursor, signal) =>
      api.get(`/api/audit${cursor ? `?cursor=${cursor}` : ''}`, EntryPageSchema, { signal }),
  });
  if (list.isError) return <p>erro</p>;
  return (
    <DataTable
      caption="Registro"
      columns={[{ id: 'action', header: 'Ação', cell: (entry: Entry) => entry.action }]}
      rows={list.rows}
      loading={list.isPending}
      hasMore={list.hasMore}
      onLoadMore={list.loadMore}
      loadingMore={list.loadingMore}
    />
  );
}

const cells = () => screen.getAllByRole('cell').map((td) => td.textContent);

describe('useKeysetList', () => {
  it("loads the first page, appends the next one on 'Carregar mais' and stops at the last", async () => {
    const api = fakeApi({
      '/api/audit': ({ url }) =>
        url.searchParams.get('cursor') === 'c2'
          ? { items: [{ id: '3', action: 'Excluiu' }], nextCursor: null }
          : {
              items: [
                { id: '1', action: 'Criou' },
                { id: '2', action: 'Editou' },
              ],
              nextCursor: 'c2',
            },
    });
    await renderWithProviders(<AuditList />);

    await waitFor(() => expect(cells()).toEqual(['Criou', 'Editou']));
    fireEvent.click(screen.getByRole('button', { name: messages.common.loadMore }));

    await waitFor(() => expect(cells()).toEqual(['Criou', 'Editou', 'Excluiu']));
    expect(screen.queryByRole('button', { name: messages.common.loadMore })).toBeNull();
    const audit = api.requests.filter((url) => url.pathname === '/api/audit');
    expect(audit.map((url) => url.searchParams.get('cursor'))).toEqual([null, 'c2']);
  });
});
