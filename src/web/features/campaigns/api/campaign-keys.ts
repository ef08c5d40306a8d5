/** Query keys of the campaigns feature; every campaign mutation invalidates `campaignKeys.all`. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  lists: () => [...campaignKeys.all, 'list'] as const,
  list: (from: string, to: string) => [...campaignKeys.lists(), { from, to }] as const,
  details: () => [...campaignKeys.all, 'detail'] as const,
  detail: (id: string) => [...campaignKeys.details(), id] as const,
};
