import { templatesMessages } from '@shared/messages/templates';
import {
  type Template,
  type TemplateField,
  type TemplateInput,
  TemplateInputSchema,
} from '@shared/schemas/template';
import type { PieceFormat } from '@shared/templates/formats';
import { useState } from 'react';
import { baseFormat, type Draft, draftOf, newField, withoutField } from '../lib/draft';

const m = templatesMessages.templates;

/**
 * The editor's state: the draft of `template`, the format shown, the selected field, and the problem
 * that stopped the last save (any change clears it).
 */
export function useTemplateDraft(template: Template | null) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(template));
  const [shown, show] = useState<PieceFormat>(() => baseFormat(draft) ?? 'instagram-feed');
  const [selected, select] = useState<string | null>(() => draft.fields[0]?.key ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  // A format no longer offered is shown as the first one offered.
  const offered = draft.presets.some((preset) => preset.format === shown);
  const format = offered || draft.presets.length === 0 ? shown : (baseFormat(draft) ?? shown);
  const field = draft.fields.find((f) => f.key === selected);

  const change = (next: Draft) => {
    setDraft(next);
    setProblem(null);
  };
  /** A new field of `kind`, selected. */
  const add = (kind: TemplateField['kind']) => {
    const added = newField(kind, draft.fields);
    change({ ...draft, fields: [...draft.fields, added] });
    select(added.key);
  };
  /** Without the field; another one is selected. */
  const remove = (key: string) => {
    change(withoutField(draft, key));
    select(draft.fields.find((f) => f.key !== key)?.key ?? null);
  };
  /** The draft as the API takes it, or null with its first problem shown. */
  const valid = (): TemplateInput | null => {
    const parsed = TemplateInputSchema.safeParse(draft);
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? m.editor.saveError));
    return parsed.success ? parsed.data : null;
  };

  return { draft, format, selected, field, problem, change, show, select, add, remove, valid };
}

export type TemplateDraft = ReturnType<typeof useTemplateDraft>;
