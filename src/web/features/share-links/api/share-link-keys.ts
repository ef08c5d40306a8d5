/** Every "Meus links" read is cached under ['share-links']; a partner's page under ['shared-link']. */
export const shareLinkKeys = {
  all: ['share-links'] as const,
  list: () => [...shareLinkKeys.all, 'list'] as const,
  shared: (token: string) => ['shared-link', token] as const,
};
