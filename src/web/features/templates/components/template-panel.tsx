import { templatesMessages } from '@shared/messages/templates';
import type { Asset } from '@shared/schemas/asset';
import type { TemplateView } from '@shared/schemas/template';
import { LoadError } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { isAdmin, useSessionUser } from '@web/lib/session';
import { LayoutTemplateIcon, WandSparklesIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTemplate } from '../api/get-template';
import { SAMPLE_UNIT } from '../lib/sample-unit';
import { PieceMaker } from './piece-maker';
import { PreviewAsField, TemplateAdminBar } from './template-admin-bar';
import { TemplateEditorDialog } from './template-editor-dialog';

const m = templatesMessages.templates;

/** Only an uploaded picture (JPEG, PNG, WebP) can be a template. */
export function canBeTemplate(asset: Pick<Asset, 'type' | 'isExternal' | 'mime'>): boolean {
  return asset.type === 'image' && !asset.isExternal && /^image\/(jpeg|png|webp)$/.test(asset.mime ?? '');
}

/**
 * Issue 40, on the asset page: "Peça personalizada". A template's picture with the unit's data in
 * its fields, the editable texts and 'Baixar' per format; admins also preview it as any unit, edit,
 * generate every unit's pieces or delete it, and turn any picture into a template ('Criar modelo').
 * Nothing for anyone else when the asset is not a template.
 */
export function TemplatePanel({ asset }: { asset: Asset }) {
  if (!canBeTemplate(asset)) return null;
  return <Panel asset={asset} />;
}

function Panel({ asset }: { asset: Asset }) {
  const admin = isAdmin(useSessionUser());
  // An admin's "Pré-visualizar como": '' is no unit (the sample clinic).
  const [unitId, setUnitId] = useState('');
  const [editing, setEditing] = useState(false);
  const query = useTemplate(asset.id, admin && unitId ? unitId : null);
  const view = query.data;

  if (query.isError)
    return (
      <PanelCard>
        <LoadError message={m.panel.loadError} onRetry={() => void query.refetch()} />
      </PanelCard>
    );
  if (view === undefined || (view === null && !admin)) return null;

  const editor = admin ? (
    <TemplateEditorDialog
      asset={asset}
      template={view?.template ?? null}
      unit={view?.unit ?? SAMPLE_UNIT}
      open={editing}
      onOpenChange={setEditing}
    />
  ) : null;

  // The editor stays mounted in one place: saving a first template turns this card into the piece's.
  return (
    <>
      {view === null ? (
        <PanelCard
          description={m.panel.createDescription}
          action={
            <Button variant="outline" onClick={() => setEditing(true)}>
              <WandSparklesIcon aria-hidden />
              {m.admin.create}
            </Button>
          }
        />
      ) : (
        <PanelCard description={admin ? m.panel.adminDescription : m.panel.description}>
          <div className="grid gap-5 border-t px-4 py-4 sm:px-5">
            {admin ? (
              <TemplateAdminBar asset={asset} template={view.template} onEdit={() => setEditing(true)} />
            ) : null}
            <PieceMaker
              asset={asset}
              view={withSample(view, admin)}
              unitId={admin && unitId ? unitId : null}
              controls={admin ? <PreviewAsField unitId={unitId} onUnitChange={setUnitId} /> : null}
            />
          </div>
        </PanelCard>
      )}
      {editor}
    </>
  );
}

/** An admin without a unit chosen sees the sample clinic, which lacks nothing. */
function withSample(view: TemplateView, admin: boolean): TemplateView {
  if (!admin || view.unit) return view;
  return { ...view, unit: { id: '', name: SAMPLE_UNIT.data.name, ...SAMPLE_UNIT }, missing: [] };
}

function PanelCard({
  description,
  action,
  children,
}: {
  description?: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="template-panel"
      className="rounded-xl border bg-card text-card-foreground shadow-xs"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-5">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <h2 id={titleId} className="flex items-center gap-2 font-semibold text-base">
            <LayoutTemplateIcon aria-hidden className="size-4 text-primary" />
            {m.panel.title}
          </h2>
          {description ? <p className="text-pretty text-muted-foreground text-sm">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
