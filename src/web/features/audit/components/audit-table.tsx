import { auditActorName, auditSentence } from '@shared/domain/audit-text';
import { auditMessages } from '@shared/messages/audit';
import type { AuditEntry } from '@shared/schemas/audit';
import { adminTableProps, DataTable, type DataTableColumn } from '@web/components/data-table';
import { formatDateTimeSeconds } from '@web/lib/dates';
import { ScrollTextIcon } from 'lucide-react';
import { AuditChanges } from './audit-changes';

const m = auditMessages.audit;

const sentenceId = (entry: AuditEntry, where: 'row' | 'card') => `audit-${where}-${entry.id}`;

function When({ entry }: { entry: AuditEntry }) {
  return <time dateTime={entry.at}>{formatDateTimeSeconds(entry.at)}</time>;
}

function Ip({ entry }: { entry: AuditEntry }) {
  return entry.ip ? (
    <span className="font-mono text-xs">{entry.ip}</span>
  ) : (
    <span className="text-muted-foreground text-xs">{m.noIp}</span>
  );
}

/** What happened, in words, and the fields it changed (folded). */
function Action({ entry, where }: { entry: AuditEntry; where: 'row' | 'card' }) {
  const id = sentenceId(entry, where);
  return (
    <div className="grid min-w-0 gap-1">
      <p id={id} className="break-words">
        {auditSentence(entry.kind, entry.targetName)}
      </p>
      <AuditChanges entry={entry} describedBy={id} />
    </div>
  );
}

export interface AuditTableProps {
  entries: readonly AuditEntry[];
  loading: boolean;
  filtered: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  loadingMore: boolean;
}

/** The log, newest first: a table from lg up, one card per entry below it (a phone never scrolls sideways). */
export function AuditTable({
  entries,
  loading,
  filtered,
  hasMore,
  onLoadMore,
  loadingMore,
}: AuditTableProps) {
  const columns: DataTableColumn<AuditEntry>[] = [
    {
      id: 'at',
      header: m.columns.at,
      className: 'whitespace-nowrap pr-4 pl-6 align-top',
      cell: (entry) => <When entry={entry} />,
    },
    {
      id: 'actor',
      header: m.columns.actor,
      className: 'px-4 align-top',
      cellClassName: 'min-w-36 max-w-56 break-words font-medium',
      cell: (entry) => auditActorName(entry),
    },
    {
      id: 'ip',
      header: m.columns.ip,
      className: 'px-4 align-top',
      cellClassName: 'whitespace-nowrap',
      cell: (entry) => <Ip entry={entry} />,
    },
    {
      id: 'action',
      header: m.columns.action,
      className: 'pr-6 pl-4 align-top',
      cellClassName: 'min-w-80',
      cell: (entry) => <Action entry={entry} where="row" />,
    },
  ];
  return (
    <DataTable
      {...adminTableProps}
      caption={m.listCaption}
      columns={columns}
      rows={entries}
      loading={loading}
      hoverRows={false}
      hasMore={hasMore}
      onLoadMore={onLoadMore}
      loadingMore={loadingMore}
      empty={{
        icon: ScrollTextIcon,
        tone: 'muted',
        title: filtered ? m.emptyFiltered : m.empty,
        text: filtered ? m.emptyFilteredDescription : m.emptyDescription,
      }}
      cardClassName="grid gap-2 px-4 py-4 text-sm sm:px-6"
      renderCard={(entry) => (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
            <span className="min-w-0 break-words font-medium">{auditActorName(entry)}</span>
            <span className="text-muted-foreground text-xs">
              <When entry={entry} />
            </span>
          </div>
          <Action entry={entry} where="card" />
          <p className="text-muted-foreground text-xs">
            {m.columns.ip}: <Ip entry={entry} />
          </p>
        </>
      )}
    />
  );
}
