import { type AuditFilter, AuditPageSchema } from '@shared/schemas/audit';
import { api } from '@web/lib/api-client';
import { useKeysetList } from '@web/lib/use-keyset-list';
import { auditKeys } from './audit-keys';

/** The filter as a query string ('' when none), in the order the contract names them. */
function filterQuery(filter: AuditFilter, cursor?: string | null): string {
  const search = new URLSearchParams();
  if (filter.actorId) search.set('actorId', filter.actorId);
  if (filter.kind) search.set('kind', filter.kind);
  if (filter.from) search.set('from', filter.from);
  if (filter.to) search.set('to', filter.to);
  if (cursor) search.set('cursor', cursor);
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}

export function getAuditPage(filter: AuditFilter, cursor: string | null, signal?: AbortSignal) {
  return api.get(`/api/audit${filterQuery(filter, cursor)}`, AuditPageSchema, { signal });
}

/** GET /api/audit with the filter: every page loaded so far, newest first ("Carregar mais"). */
export function useAuditList(filter: AuditFilter, enabled = true) {
  return useKeysetList({
    queryKey: auditKeys.list(filter),
    fetchPage: (cursor, signal) => getAuditPage(filter, cursor, signal),
    enabled,
  });
}

/** "Exportar CSV": the same filter as a file the browser downloads (a plain link, no fetch). */
export function auditCsvUrl(filter: AuditFilter): string {
  return `/api/audit.csv${filterQuery(filter)}`;
}
