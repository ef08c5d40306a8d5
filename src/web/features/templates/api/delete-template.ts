import { templatesMessages } from '@shared/messages/templates';
import { api, NoContent } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { templateKeys } from './get-template';

export function deleteTemplate(assetId: string) {
  return api.delete(`/api/assets/${encodeURIComponent(assetId)}/template`, NoContent);
}

/** DELETE /api/assets/:id/template (admin): the asset stays, its pieces go. */
export function useDeleteTemplate() {
  const m = templatesMessages.templates.admin;
  return useNotifiedMutation({
    mutationFn: deleteTemplate,
    success: m.deleted,
    failure: m.deleteError,
    invalidate: (_answer, assetId) => [templateKeys.all(assetId)],
  });
}
