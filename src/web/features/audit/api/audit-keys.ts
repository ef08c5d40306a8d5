import type { AuditFilter } from '@shared/schemas/audit';

/** Every audit read is cached under ['audit']. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (filter: AuditFilter) => [...auditKeys.all, 'list', filter] as const,
  actors: () => [...auditKeys.all, 'actors'] as const,
};
