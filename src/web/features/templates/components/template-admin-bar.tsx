import { templatesMessages } from '@shared/messages/templates';
import type { Asset } from '@shared/schemas/asset';
import type { Template } from '@shared/schemas/template';
import { ConfirmDeleteDialog, type DeleteTexts } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { UnitSelect } from '@web/components/unit-select';
import { useUnitOptions } from '@web/lib/units';
import { PackageIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { useDeleteTemplate } from '../api/delete-template';
import { GeneratePiecesDialog } from './generate-pieces-dialog';

const m = templatesMessages.templates;
// 'Excluir modelo' both opens the confirmation and confirms it.
const deleteTexts: DeleteTexts = { ...m.admin, deleteConfirm: m.admin.delete };

/**
 * An admin's actions over the piece: 'Editar modelo', 'Gerar para todas as unidades' and 'Excluir
 * modelo' (confirmed first).
 */
export function TemplateAdminBar({
  asset,
  template,
  onEdit,
}: {
  asset: Asset;
  template: Template;
  onEdit: () => void;
}) {
  const remove = useDeleteTemplate();
  const [confirming, setConfirming] = useState(false);
  const [generating, setGenerating] = useState(false);

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={onEdit}>
        <PencilIcon aria-hidden />
        {m.admin.edit}
      </Button>
      <Button variant="outline" size="sm" onClick={() => setGenerating(true)}>
        <PackageIcon aria-hidden />
        {m.admin.generateAll}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive sm:ml-auto"
        onClick={() => setConfirming(true)}
      >
        <Trash2Icon aria-hidden />
        {m.admin.delete}
      </Button>
      <GeneratePiecesDialog
        assetId={asset.id}
        formats={template.presets.map((preset) => preset.format)}
        open={generating}
        onOpenChange={setGenerating}
      />
      <ConfirmDeleteDialog
        subject={confirming ? asset : null}
        nameOf={(picture) => picture.title}
        texts={deleteTexts}
        mutation={remove}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}

/** "Pré-visualizar como": any active unit, or none (the sample clinic). */
export function PreviewAsField({
  unitId,
  onUnitChange,
}: {
  unitId: string;
  onUnitChange: (unitId: string) => void;
}) {
  const units = useUnitOptions();
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{m.panel.previewAs}</Label>
      <UnitSelect
        id={id}
        units={units.data?.items ?? []}
        value={unitId}
        onValueChange={onUnitChange}
        allowNone
        aria-describedby={unitId ? undefined : `${id}-hint`}
      />
      {unitId ? null : (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {m.panel.sampleData}
        </p>
      )}
    </div>
  );
}
