import { templatesMessages } from '@shared/messages/templates';
import { TemplateAnswerSchema, type TemplateInput } from '@shared/schemas/template';
import { api } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';
import { templateKeys } from './get-template';

export function saveTemplate({ assetId, input }: { assetId: string; input: TemplateInput }) {
  return api.put(`/api/assets/${encodeURIComponent(assetId)}/template`, input, TemplateAnswerSchema);
}

/** PUT /api/assets/:id/template (admin): a new version. A refusal is told in the editor. */
export function useSaveTemplate() {
  return useNotifiedMutation({
    mutationFn: saveTemplate,
    success: templatesMessages.templates.editor.saved,
    invalidate: (_answer, { assetId }) => [templateKeys.all(assetId)],
  });
}
