import { taxonomyMessages } from '@shared/messages/taxonomy';
import { adminTableProps, type DataTableColumn } from '@web/components/data-table';
import { filesLabel } from './row-actions';

/** What the categories and tags tables share: the admin look with compact rows. */
export const taxonomyTableProps = { ...adminTableProps, cellClassName: 'py-1.5' };

/** 'Arquivos': how many files use the category or tag ('1 arquivo', '12 arquivos'). */
export function filesColumn<Row>(count: (row: Row) => number): DataTableColumn<Row> {
  return {
    id: 'files',
    header: taxonomyMessages.taxonomyAdmin.colFiles,
    align: 'right',
    className: 'whitespace-nowrap px-4',
    cellClassName: 'tabular-nums',
    cell: (row) => filesLabel(count(row)),
  };
}
