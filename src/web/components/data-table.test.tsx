// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { InboxIcon } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionsColumn, DataTable, type DataTableColumn } from './data-table';

afterEach(cleanup);

interface Unit {
  id: string;
  name: string;
  city: string;
}

const units: Unit[] = [
  { id: 'u1', name: 'Clínica Centro', city: 'Campinas' },
  { id: 'u2', name: 'Clínica Norte', city: 'Sorocaba' },
];

const columns: DataTableColumn<Unit>[] = [
  { id: 'name', header: 'Unidade', rowHeader: true, cell: (unit) => unit.name },
  { id: 'city', header: 'Cidade', align: 'right', cell: (unit) => unit.city },
  actionsColumn<Unit>('Ações', (unit) => <button type="button">Editar {unit.name}</button>),
];

const loadMore = () => screen.queryByRole('button', { name: messages.common.loadMore });

describe('DataTable', () => {
  it('renders a captioned table: column headers, the actions header for screen readers only, one row each', () => {
    render(<DataTable caption="Unidades" columns={columns} rows={units} />);
    const table = screen.getByRole('table', { name: 'Unidades' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Unidade', 'Cidade', 'Ações']);
    expect(within(table).getByText('Ações').className).toContain('sr-only');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Clínica Centro');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Sorocaba', 'Editar Clínica Norte']);
  });

  it('keys rows by getRowKey when they have no id', () => {
    const plain = [{ label: 'a' }, { label: 'b' }];
    render(
      <DataTable
        caption="Letras"
        columns={[{ id: 'label', header: 'Letra', cell: (row: { label: string }) => row.label }]}
        rows={plain}
        getRowKey={(row) => row.label}
      />,
    );
    expect(screen.getAllByRole('cell').map((td) => td.textContent)).toEqual(['a', 'b']);
  });

  it('shows the empty state instead of the table when there are no rows', () => {
    render(
      <DataTable
        caption="Unidades"
        columns={columns}
        rows={[]}
        empty={{ icon: InboxIcon, title: 'Nenhuma unidade', text: 'Cadastre a primeira.' }}
        hasMore={false}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nenhuma unidade')).toBeTruthy();
    expect(screen.getByText('Cadastre a primeira.')).toBeTruthy();
  });

  it('shows skeleton rows under the header while loading, and no empty state', () => {
    const { container } = render(
      <DataTable
        caption="Unidades"
        columns={columns}
        rows={[]}
        loading
        skeletonRows={3}
        empty={{ icon: InboxIcon, title: 'Nenhuma unidade' }}
        hasMore
        onLoadMore={() => {}}
      />,
    );
    const table = screen.getByRole('table', { name: 'Unidades' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(container.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(9);
    expect(screen.queryByText('Nenhuma unidade')).toBeNull();
    expect(loadMore()).toBeNull();
  });

  it("calls onLoadMore from 'Carregar mais', disables it while a page loads and hides it at the end", () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(
      <DataTable caption="Unidades" columns={columns} rows={units} hasMore onLoadMore={onLoadMore} />,
    );
    fireEvent.click(loadMore()!);
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerender(
      <DataTable
        caption="Unidades"
        columns={columns}
        rows={units}
        hasMore
        onLoadMore={onLoadMore}
        loadingMore
      />,
    );
    expect((loadMore() as HTMLButtonElement).disabled).toBe(true);

    rerender(
      <DataTable caption="Unidades" columns={columns} rows={units} hasMore={false} onLoadMore={onLoadMore} />,
    );
    expect(loadMore()).toBeNull();
  });

  it('also lists the rows as cards for phones when given renderCard', () => {
    render(
      <DataTable
        caption="Unidades"
        columns={columns}
        rows={units}
        stackBelow="sm"
        renderCard={(unit) => `${unit.name} · ${unit.city}`}
      />,
    );
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((li) => li.textContent)).toEqual([
      'Clínica Centro · Campinas',
      'Clínica Norte · Sorocaba',
    ]);
    expect(screen.getByRole('list').className).toContain('sm:hidden');
  });
});
