import type { InvitationStatus } from '@shared/constants';

/** 'all' asks for every invitation (no `status` filter). */
export type InvitationFilter = InvitationStatus | 'all';

export const invitationKeys = {
  all: ['invitations'] as const,
  lists: () => [...invitationKeys.all, 'list'] as const,
  list: (filter: InvitationFilter) => [...invitationKeys.lists(), filter] as const,
  preview: (token: string) => [...invitationKeys.all, 'preview', token] as const,
};
