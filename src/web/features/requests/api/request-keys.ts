import type { RequestStatus } from '@shared/constants';

/** What a list shows: whose requests, in which status, from which search. */
export interface RequestListFilter {
  status?: RequestStatus | undefined;
  search?: string | undefined;
  mine?: boolean | undefined;
}

/** Every request read is cached under ['requests']: a change refreshes lists and pages alike. */
export const requestKeys = {
  all: ['requests'] as const,
  lists: () => [...requestKeys.all, 'list'] as const,
  list: (filter: RequestListFilter) =>
    [
      ...requestKeys.lists(),
      { status: filter.status ?? null, search: filter.search ?? null, mine: filter.mine ?? false },
    ] as const,
  detail: (id: string) => [...requestKeys.all, 'detail', id] as const,
  admins: () => [...requestKeys.all, 'admins'] as const,
};
