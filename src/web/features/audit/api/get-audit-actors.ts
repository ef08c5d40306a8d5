import { AuditActorListSchema } from '@shared/schemas/audit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { auditKeys } from './audit-keys';

export function getAuditActors(signal?: AbortSignal) {
  return api.get('/api/audit/actors', AuditActorListSchema, { signal });
}

export const auditActorsQueryOptions = queryOptions({
  queryKey: auditKeys.actors(),
  queryFn: ({ signal }) => getAuditActors(signal),
});

/** GET /api/audit/actors: who acted, by name (the "Pessoa" filter's options). */
export function useAuditActors() {
  return useQuery(auditActorsQueryOptions);
}
