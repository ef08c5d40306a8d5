import { AUDIT_KINDS, type AuditKind } from '@shared/constants';
import { isIsoDate, isValidDateRange } from '@shared/domain/date-range';
import { auditMessages } from '@shared/messages/audit';
import type { AuditFilter } from '@shared/schemas/audit';
import { ListCard } from '@web/components/list-card';
import { LoadError } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { FileDownIcon, XIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { auditCsvUrl, useAuditList } from '../api/get-audit';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

const m = auditMessages.audit;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filter the address carries (`?pessoa=&tipo=&de=&ate=`); anything malformed is left out. */
function filterOf(params: URLSearchParams): AuditFilter {
  const actorId = params.get('pessoa') ?? '';
  const kind = params.get('tipo') ?? '';
  const from = params.get('de') ?? '';
  const to = params.get('ate') ?? '';
  return {
    actorId: UUID.test(actorId) ? actorId : undefined,
    kind: (AUDIT_KINDS as readonly string[]).includes(kind) ? (kind as AuditKind) : undefined,
    from: isIsoDate(from) ? from : undefined,
    to: isIsoDate(to) ? to : undefined,
  };
}

function paramsOf(filter: AuditFilter): Record<string, string> {
  const entries: Array<[string, string | undefined]> = [
    ['pessoa', filter.actorId],
    ['tipo', filter.kind],
    ['de', filter.from],
    ['ate', filter.to],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/**
 * /audit (admin, issue 17): who did what, when and from where, newest first, by person, kind of
 * action and period, with "Carregar mais" and the same selection as a CSV. The filter is in the
 * address, so a filtered view can be shared and survives a reload.
 */
export function AuditScreen() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const valid = isValidDateRange(filter);
  const filtered = Object.keys(paramsOf(filter)).length > 0;
  const list = useAuditList(filter, valid);
  const change = (next: AuditFilter) => setParams(paramsOf(next), { replace: true });

  return (
    <ListCard
      title={m.pageTitle}
      description={m.pageDescription}
      actions={
        valid ? (
          <Button asChild variant="outline">
            <a href={auditCsvUrl(filter)} download>
              <FileDownIcon aria-hidden />
              {m.exportCsv}
            </a>
          </Button>
        ) : (
          <Button variant="outline" disabled>
            <FileDownIcon aria-hidden />
            {m.exportCsv}
          </Button>
        )
      }
    >
      <section aria-label={m.filtersLabel} className="grid gap-3 border-b px-6 py-4">
        <AuditFilters value={filter} onChange={change} />
        {filtered ? (
          <Button variant="ghost" size="sm" className="-ml-2 w-fit" onClick={() => change({})}>
            <XIcon aria-hidden />
            {m.clearFilters}
          </Button>
        ) : null}
      </section>
      {list.isError && list.rows.length === 0 ? (
        <div className="p-6">
          <LoadError message={m.loadError} onRetry={() => list.refetch()} />
        </div>
      ) : (
        <div className="pt-2">
          {list.isPending && valid ? (
            <span className="sr-only" role="status">
              {m.loading}
            </span>
          ) : null}
          <AuditTable
            entries={valid ? list.rows : []}
            loading={valid && list.isPending}
            filtered={filtered}
            hasMore={valid && list.hasMore}
            onLoadMore={list.loadMore}
            loadingMore={list.loadingMore}
          />
        </div>
      )}
    </ListCard>
  );
}
