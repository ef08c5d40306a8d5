import { templatesMessages } from '@shared/messages/templates';
import type { Asset } from '@shared/schemas/asset';
import type { Template } from '@shared/schemas/template';
import type { TemplateUnitData } from '@shared/templates/layout';
import { DialogForm, DialogFrame, type DialogOpenProps, dialogOpenState } from '@web/components/dialog-frame';
import { describeError } from '@web/lib/notify';
import { useSaveTemplate } from '../api/save-template';
import { useTemplateDraft } from '../hooks/use-template-draft';
import { withField, withFocal, withFormat, withoutOverrides } from '../lib/draft';
import { EditorCanvas } from './editor-canvas';
import { FieldList } from './field-list';
import { FieldSettings } from './field-settings';
import { CanvasFormat, FormatOptions, OfferedFormats } from './format-settings';

const m = templatesMessages.templates;

export interface TemplateEditorDialogProps extends DialogOpenProps {
  asset: Asset;
  /** The template to edit; null makes a new one. */
  template: Template | null;
  /** Whose data the preview shows: the unit the admin picked, else the sample clinic. */
  unit: { data: TemplateUnitData; logoUrl: string | null };
}

/**
 * 'Criar modelo' / 'Editar modelo' (admins): the picture at a format with the fields' boxes over it,
 * the fields and the selected one's settings, the formats offered; 'Salvar modelo' sends the new
 * version, and the server's refusal is shown above the form.
 */
export function TemplateEditorDialog({ asset, template, unit, ...openProps }: TemplateEditorDialogProps) {
  const save = useSaveTemplate();
  const { frame, close } = dialogOpenState(openProps, { pending: save.isPending, onClose: save.reset });
  return (
    <DialogFrame
      {...frame}
      title={template ? m.editor.editTitle : m.editor.createTitle}
      description={m.editor.description}
      className="gap-5 sm:max-w-[min(calc(100vw-2rem),80rem)] sm:p-6 lg:p-8"
    >
      <EditorForm
        key={template?.version ?? 'new'}
        asset={asset}
        template={template}
        unit={unit}
        save={save}
        onDone={close}
      />
    </DialogFrame>
  );
}

function EditorForm({
  asset,
  template,
  unit,
  save,
  onDone,
}: Omit<TemplateEditorDialogProps, keyof DialogOpenProps> & {
  save: ReturnType<typeof useSaveTemplate>;
  onDone: () => void;
}) {
  const editor = useTemplateDraft(template);
  const { draft, format, field, change } = editor;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = editor.valid();
    if (input) save.mutate({ assetId: asset.id, input }, { onSuccess: onDone });
  };

  return (
    <DialogForm
      onSubmit={submit}
      alert={editor.problem ?? (save.isError ? describeError(save.error, m.editor.saveError) : null)}
      onCancel={onDone}
      pending={save.isPending}
      submitLabel={m.editor.save}
      pendingLabel={m.editor.saving}
      className="gap-5"
      footerClassName="sticky flex-row justify-end -bottom-6 z-10 -mx-6 -mb-6 border-t bg-background px-6 py-3 lg:-bottom-8 lg:-mx-8 lg:-mb-8 lg:px-8"
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 content-start gap-4">
          <CanvasFormat draft={draft} format={format} onFormat={editor.show} />
          <EditorCanvas asset={asset} unit={unit} editor={editor} />
          <FormatOptions
            draft={draft}
            format={format}
            onFocal={(focal) => change(withFocal(draft, format, focal))}
            onReset={() => change(withoutOverrides(draft, format))}
          />
        </div>
        <div className="grid min-w-0 content-start gap-5">
          <FieldList
            fields={draft.fields}
            selected={editor.selected}
            onSelect={editor.select}
            onAdd={editor.add}
          />
          {field ? (
            <FieldSettings
              key={field.key}
              field={field}
              onChange={(patch) => change(withField(draft, field.key, patch))}
              onRemove={() => editor.remove(field.key)}
            />
          ) : draft.fields.length > 0 ? (
            <p className="text-muted-foreground text-sm">{m.editor.selectField}</p>
          ) : null}
          <OfferedFormats draft={draft} onToggle={(f, on) => change(withFormat(draft, f, on))} />
        </div>
      </div>
    </DialogForm>
  );
}
