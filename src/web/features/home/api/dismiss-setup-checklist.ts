import { homeMessages } from '@shared/messages/home';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, NoContent } from '@web/lib/api-client';
import { notifyServerFailure } from '@web/lib/notify';
import { setupChecklistKeys } from './get-setup-checklist';

export function dismissSetupChecklist(): Promise<void> {
  return api.post('/api/setup/checklist/dismiss', undefined, NoContent);
}

/** POST /api/setup/checklist/dismiss (admin): hides the checklist for every admin. */
export function useDismissSetupChecklist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: dismissSetupChecklist,
    onSuccess: () => client.invalidateQueries({ queryKey: setupChecklistKeys.all }),
    onError: (error) => notifyServerFailure(error, homeMessages.home.checklist.dismissError),
  });
}
