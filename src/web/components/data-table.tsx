import { commonMessages } from '@shared/messages/common';
import { StatePanel, type StatePanelProps } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { LoaderCircleIcon } from 'lucide-react';
import * as React from 'react';

export interface DataTableColumn<Row> {
  /** Stable key of the column (React key of its header and cells). */
  id: string;
  /** The header's text: also the name assistive technology gives every cell of the column. */
  header: string;
  /** Hide the header's text on screen (an actions column) while keeping it for screen readers. */
  srOnlyHeader?: boolean;
  cell: (row: Row) => React.ReactNode;
  /** Text alignment of the header and the cells; numbers and actions go right. */
  align?: 'left' | 'right';
  /** Classes on the header and every cell of the column: horizontal padding, width, wrapping. */
  className?: string;
  headerClassName?: string;
  cellClassName?: string;
  /** The cell names its row (`<th scope="row">`), e.g. the day of a table of days. */
  rowHeader?: boolean;
}

interface DataTableBaseProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** What the table lists; read by screen readers, hidden on screen unless `captionVisible`. */
  caption: string;
  captionVisible?: boolean;
  /** Shown instead of the table when there are no rows: a StatePanel's icon and texts, or any element. */
  empty?: Omit<StatePanelProps, 'className'> | React.ReactElement;
  /** The first page is on its way: the header over `skeletonRows` placeholder rows. */
  loading?: boolean;
  skeletonRows?: number;
  /** Keyset paging: a 'Carregar mais' button under the table while the server has more rows. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  loadingMore?: boolean;
  /** The outer box: the table and its 'Carregar mais' (e.g. `hidden lg:block`). */
  className?: string;
  /** The box around the table, which scrolls sideways when the table is wider than the screen. */
  scrollClassName?: string;
  tableClassName?: string;
  headClassName?: string;
  headerRowClassName?: string;
  /** Classes on every header cell and every body cell (vertical padding, mostly). */
  headerCellClassName?: string;
  cellClassName?: string;
  rowClassName?: (row: Row) => string | false | undefined;
  /** Tint the row under the pointer (on by default). */
  hoverRows?: boolean;
  /**
   * Phones: below `stackBelow` ('lg' by default) each row is this card in a list instead of a table
   * row, so nothing scrolls sideways.
   */
  renderCard?: (row: Row) => React.ReactNode;
  stackBelow?: 'sm' | 'lg';
  cardClassName?: string | ((row: Row) => string | false | undefined);
}

/** The React key of a row: its `id` unless `getRowKey` says otherwise (required for rows without one). */
export type DataTableProps<Row> = DataTableBaseProps<Row> &
  (Row extends { id: string } ? { getRowKey?: (row: Row) => string } : { getRowKey: (row: Row) => string });

const idOf = (row: unknown) => (row as { id: string }).id;

const alignClass = { left: 'text-left', right: 'text-right' } as const;
/** Where the table shows and where the cards show, by `stackBelow` (whole class names, for Tailwind). */
const stackClass = {
  sm: { table: 'hidden sm:block', cards: 'sm:hidden' },
  lg: { table: 'hidden lg:block', cards: 'lg:hidden' },
} as const;

function TableEmpty({ empty }: { empty: NonNullable<DataTableBaseProps<unknown>['empty']> }) {
  return React.isValidElement(empty) ? empty : <StatePanel {...(empty as StatePanelProps)} />;
}

/** The button under a keyset-paged list; it stays in place (disabled, spinning) while a page loads. */
export function LoadMoreButton({ onClick, busy }: { onClick: () => void; busy?: boolean | undefined }) {
  const icon = busy ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null;
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={busy} aria-busy={busy || undefined}>
      {icon}
      {commonMessages.common.loadMore}
    </Button>
  );
}

/**
 * A ref for a scroll box and whether its content is wider than it (it scrolls sideways), kept
 * current as the box or its table resize. A callback ref: the box comes and goes (empty state).
 */
function useHorizontalOverflow() {
  const [overflows, setOverflows] = React.useState(false);
  const observer = React.useRef<ResizeObserver | null>(null);
  const ref = React.useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(check);
    observer.current.observe(element);
    if (element.firstElementChild) observer.current.observe(element.firstElementChild);
  }, []);
  return [ref, overflows] as const;
}

/**
 * One accessible table for admin lists: a caption, column headers with `scope`, rows keyed by
 * `getRowKey`, an empty state, skeleton rows while loading and 'Carregar mais' for keyset paging.
 * Styled like shadcn's table: muted small header, ruled and tinted rows, text-sm, sideways scroll.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowKey = idOf,
  caption,
  captionVisible = false,
  empty,
  loading = false,
  skeletonRows = 5,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  className,
  scrollClassName,
  tableClassName,
  headClassName,
  headerRowClassName,
  headerCellClassName,
  cellClassName,
  rowClassName,
  hoverRows = true,
  renderCard,
  stackBelow = 'lg',
  cardClassName,
}: DataTableProps<Row>) {
  const [scrollRef, scrolls] = useHorizontalOverflow();
  const captionId = React.useId();
  if (!loading && rows.length === 0 && empty) return <TableEmpty empty={empty} />;

  const bodyCell = (column: DataTableColumn<Row>) =>
    cn(
      'px-3 py-2.5 align-middle',
      alignClass[column.align ?? 'left'],
      cellClassName,
      column.className,
      column.cellClassName,
    );
  const rowClass = cn('border-b last:border-0', hoverRows && 'hover:bg-muted/40');

  return (
    <div data-slot="data-table" className={className}>
      <div
        ref={scrollRef}
        // A table wider than the screen scrolls sideways: then the keyboard can scroll it too
        // (a Tab stop named by the caption), and only then.
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {})}
        className={cn(
          'relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring',
          // While loading, the skeleton rows stand in for the cards on phones too.
          renderCard && !loading && stackClass[stackBelow].table,
          scrollClassName,
        )}
      >
        <table className={cn('w-full text-sm', tableClassName)} aria-busy={loading || undefined}>
          <caption
            id={captionId}
            className={cn('text-left', captionVisible ? 'px-3 pb-2 font-medium' : 'sr-only')}
          >
            {caption}
          </caption>
          <thead className={headClassName}>
            <tr className={cn('border-b text-muted-foreground text-xs', headerRowClassName)}>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={cn(
                    'px-3 py-2 font-medium',
                    alignClass[column.align ?? 'left'],
                    headerCellClassName,
                    column.className,
                    column.headerClassName,
                  )}
                >
                  {column.srOnlyHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: skeletonRows }, (_, index) => `skeleton-${index}`).map((key) => (
                  <tr key={key} className="border-b last:border-0">
                    {columns.map((column) => (
                      <td key={column.id} className={bodyCell(column)}>
                        <Skeleton className="h-4 w-full min-w-8" />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row) => (
                  <tr key={getRowKey(row)} className={cn(rowClass, rowClassName?.(row))}>
                    {columns.map((column) =>
                      column.rowHeader ? (
                        <th key={column.id} scope="row" className={cn(bodyCell(column), 'font-normal')}>
                          {column.cell(row)}
                        </th>
                      ) : (
                        <td key={column.id} className={bodyCell(column)}>
                          {column.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      {renderCard && !loading ? (
        <ul className={cn('divide-y', stackClass[stackBelow].cards)}>
          {rows.map((row) => (
            <li
              key={getRowKey(row)}
              className={
                typeof cardClassName === 'function' ? cardClassName(row) || undefined : cardClassName
              }
            >
              {renderCard(row)}
            </li>
          ))}
        </ul>
      ) : null}
      {hasMore && onLoadMore && !loading ? (
        <div className="flex justify-center border-t px-4 py-3">
          <LoadMoreButton onClick={onLoadMore} busy={loadingMore} />
        </div>
      ) : null}
    </div>
  );
}

/** The admin lists' look (users, categories, tags): an upper-case header, roomy rows. */
export const adminTableProps = {
  headerRowClassName: 'uppercase tracking-wide',
  headerCellClassName: 'py-3',
  cellClassName: 'py-3',
} satisfies Partial<DataTableBaseProps<unknown>>;

/** A last column of row buttons, its header read by screen readers only ('Ações'). */
export function actionsColumn<Row>(
  header: string,
  cell: (row: Row) => React.ReactNode,
  className = 'pr-6 pl-4',
): DataTableColumn<Row> {
  return { id: 'actions', header, srOnlyHeader: true, align: 'right', className, cell };
}
