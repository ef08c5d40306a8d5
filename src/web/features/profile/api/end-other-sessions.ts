import { authMessages } from '@shared/messages/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, NoContent } from '@web/lib/api-client';
import { notify, notifyFailure } from '@web/lib/notify';
import { mySessionKeys } from './get-my-sessions';

export function endOtherSessions(): Promise<void> {
  return api.delete('/api/me/sessions', NoContent);
}

/** DELETE /api/me/sessions: signs out every other device, keeping this one. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => {
      notify.success(authMessages.sessions.othersEnded);
      return client.invalidateQueries({ queryKey: mySessionKeys.all });
    },
    onError: (error) => notifyFailure(error, authMessages.sessions.endOthersError),
  });
}
