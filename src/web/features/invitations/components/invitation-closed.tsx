import { invitationsMessages } from '@shared/messages/invitations';
import { isApiError } from '@web/lib/api-error';

const m = invitationsMessages.invitations;

/** Why a link no longer works, each with its page state (issue 36). */
export const CLOSED_STATES = {
  INVITATION_USED: { title: m.usedTitle, text: m.used },
  INVITATION_REVOKED: { title: m.revokedTitle, text: m.revoked },
  INVITATION_EXPIRED: { title: m.expiredTitle, text: m.expired },
  INVITATION_INVALID: { title: m.invalidTitle, text: m.invalid },
} as const;
export type ClosedCode = keyof typeof CLOSED_STATES;

/** The code of an answer that says the link is used, cancelled, expired or unknown; null otherwise. */
export function closedCodeOf(error: unknown): ClosedCode | null {
  return isApiError(error) && error.code in CLOSED_STATES ? (error.code as ClosedCode) : null;
}
