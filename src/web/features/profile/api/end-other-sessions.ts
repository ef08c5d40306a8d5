import { authMessages } from '@shared/messages/auth';
import { api, NoContent } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { mySessionKeys } from './get-my-sessions';

export function endOtherSessions(): Promise<void> {
  return api.delete('/api/me/sessions', NoContent);
}

/** DELETE /api/me/sessions: signs out every other device, keeping this one. */
export function useEndOtherSessions() {
  return useNotifiedMutation({
    mutationFn: endOtherSessions,
    success: authMessages.sessions.othersEnded,
    failure: authMessages.sessions.endOthersError,
    invalidate: [mySessionKeys.all],
  });
}
