import { templatesMessages } from '@shared/messages/templates';
import type { TemplateUnitField } from '@shared/schemas/template';
import type { TemplateUnitData } from '@shared/templates/layout';

const m = templatesMessages.templates;

/** What an admin's preview shows when no unit is chosen: a clinic with every field filled. */
export const SAMPLE_UNIT: { data: TemplateUnitData; logoUrl: null } = { data: m.sampleUnit, logoUrl: null };

/** "WhatsApp e CRO do responsável técnico": the unit fields a unit lacks, named as the editor names them. */
export function missingFieldsText(missing: readonly TemplateUnitField[]): string {
  return new Intl.ListFormat('pt-BR', { type: 'conjunction' }).format(missing.map((f) => m.unitFields[f]));
}
