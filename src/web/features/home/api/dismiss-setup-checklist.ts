import { homeMessages } from '@shared/messages/home';
import { api, NoContent } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { setupChecklistKeys } from './get-setup-checklist';

export function dismissSetupChecklist(): Promise<void> {
  return api.post('/api/setup/checklist/dismiss', undefined, NoContent);
}

/** POST /api/setup/checklist/dismiss (admin): hides the checklist for every admin. */
export function useDismissSetupChecklist() {
  return useNotifiedMutation({
    mutationFn: dismissSetupChecklist,
    failure: homeMessages.home.checklist.dismissError,
    invalidate: [setupChecklistKeys.all],
  });
}
