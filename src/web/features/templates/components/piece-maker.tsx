import { format as fill } from '@shared/messages/format';
import { templatesMessages } from '@shared/messages/templates';
import type { Asset } from '@shared/schemas/asset';
import type { TemplateView } from '@shared/schemas/template';
import type { PieceFormat } from '@shared/templates/formats';
import { DEFAULT_FONT } from '@shared/templates/layout';
import { PendingButton } from '@web/components/pending-button';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { describeError } from '@web/lib/notify';
import { DownloadIcon, InfoIcon } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useDownloadPiece } from '../api/download-piece';
import { piecePlan } from '../lib/piece-plan';
import { missingFieldsText } from '../lib/sample-unit';
import { useTemplateFonts } from '../lib/template-fonts';
import { PieceFrame, PieceSvg } from './piece-preview';
import { PieceTexts } from './piece-texts';
import { SelectField } from './select-field';

const m = templatesMessages.templates;

/**
 * The piece as it will be downloaded: the format, the live preview, the editable texts and
 * 'Baixar', with what the unit lacks (downloads off) and the server's refusal beside the button.
 */
export function PieceMaker({
  asset,
  view,
  unitId,
  controls,
}: {
  asset: Asset;
  view: TemplateView;
  unitId: string | null;
  /** Above the format (an admin's "Pré-visualizar como"). */
  controls?: ReactNode;
}) {
  const { template, unit, missing } = view;
  const formats = template.presets.map((preset) => preset.format);
  const [chosen, setChosen] = useState<PieceFormat | null>(null);
  const preset = template.presets.find((p) => p.format === chosen) ?? template.presets[0];
  const [texts, setTexts] = useState<Record<string, string>>({});
  const download = useDownloadPiece();
  useTemplateFonts(template.fields.filter((f) => f.kind !== 'logo').map((f) => f.font ?? DEFAULT_FONT));

  const plan = useMemo(
    () =>
      preset
        ? piecePlan({ picture: asset, fields: template.fields, preset, unit: unit?.data ?? null, texts })
        : null,
    [asset, template.fields, preset, unit, texts],
  );
  if (!preset || !plan) return null;
  const formatName = m.formats[preset.format];
  const blocked = missing.length > 0;

  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_17rem] md:items-start">
      <PieceFrame plan={plan}>
        <PieceSvg
          plan={plan}
          imageUrl={asset.previewUrl}
          logoUrl={unit?.logoUrl ?? null}
          logoPlaceholder={!unit}
          label={fill(m.panel.previewLabel, { formato: formatName })}
          className="absolute inset-0 size-full rounded-md border shadow-xs"
        />
      </PieceFrame>
      <div className="grid min-w-0 content-start gap-4">
        {controls}
        <SelectField
          label={m.panel.format}
          value={preset.format}
          values={formats}
          labels={m.formats}
          onChange={(next) => {
            setChosen(next);
            download.reset();
          }}
        />
        <PieceTexts
          fields={template.fields}
          values={texts}
          onChange={(key, value) => {
            setTexts((current) => ({ ...current, [key]: value }));
            download.reset();
          }}
        />
        {blocked ? <MissingNotice missing={missing} /> : null}
        <div className="grid gap-2">
          <PendingButton
            pending={download.isPending}
            pendingLabel={m.panel.downloading}
            disabled={blocked}
            icon={<DownloadIcon aria-hidden />}
            onClick={() => download.mutate({ assetId: asset.id, format: preset.format, texts, unitId })}
          >
            {m.panel.download}
            <span className="sr-only">: {formatName}</span>
          </PendingButton>
          {download.isError ? (
            <p role="alert" className="text-pretty text-destructive text-sm">
              {describeError(download.error, m.panel.downloadError)}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** A calm word on what the unit's record lacks: downloads wait for an admin to complete it. */
export function MissingNotice({ missing }: { missing: TemplateView['missing'] }) {
  return (
    <Alert role="note" data-testid="template-missing" className="border-amber-300 bg-amber-50 text-amber-950">
      <InfoIcon aria-hidden />
      <AlertTitle className="line-clamp-none">{m.panel.missingTitle}</AlertTitle>
      <AlertDescription className="text-amber-950/85">
        {fill(m.panel.missing, { campos: missingFieldsText(missing) })}
      </AlertDescription>
    </Alert>
  );
}
