import { templatesMessages } from '@shared/messages/templates';
import type { TemplateField } from '@shared/schemas/template';

const m = templatesMessages.templates;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How the editor names a field: its label, else the unit datum it shows, else its kind. */
export function fieldName(field: Pick<TemplateField, 'kind' | 'label' | 'unitField'>): string {
  if (field.label?.trim()) return field.label.trim();
  if (field.kind === 'unit' && field.unitField) return capitalized(m.unitFields[field.unitField]);
  return m.editor.kinds[field.kind];
}
