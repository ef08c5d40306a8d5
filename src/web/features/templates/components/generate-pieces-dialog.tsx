import { format } from '@shared/messages/format';
import { templatesMessages } from '@shared/messages/templates';
import type { JobDetail } from '@shared/schemas/template';
import type { PieceFormat } from '@shared/templates/formats';
import { DialogFrame, type DialogOpenProps, dialogOpenState } from '@web/components/dialog-frame';
import { FormAlert } from '@web/components/form-alert';
import { PendingButton } from '@web/components/pending-button';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { Progress } from '@web/components/ui/progress';
import { describeError } from '@web/lib/notify';
import { DownloadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useJob, useStartPieces } from '../api/generate-pieces';

const m = templatesMessages.templates;

export interface GeneratePiecesDialogProps extends DialogOpenProps {
  assetId: string;
  /** The template's formats, all chosen at first. */
  formats: readonly PieceFormat[];
}

/**
 * 'Gerar para todas as unidades': the formats, then the job's progress (asked every second), then
 * one ZIP per format and the units left out with why.
 */
export function GeneratePiecesDialog({ assetId, formats, ...openProps }: GeneratePiecesDialogProps) {
  const start = useStartPieces();
  const [jobId, setJobId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<PieceFormat[]>(() => [...formats]);
  const job = useJob(jobId);
  const { frame, close } = dialogOpenState(openProps, {
    pending: start.isPending,
    onClose: () => {
      start.reset();
      setJobId(null);
      setChosen([...formats]);
    },
  });
  const baseId = useId();
  const running = jobId !== null && job.data?.status !== 'done' && job.data?.status !== 'failed';

  const footer = jobId ? (
    <Button variant="outline" onClick={close}>
      {m.batch.close}
    </Button>
  ) : (
    <>
      <Button variant="outline" onClick={close} disabled={start.isPending}>
        {m.batch.close}
      </Button>
      <PendingButton
        pending={start.isPending}
        pendingLabel={m.batch.starting}
        disabled={chosen.length === 0}
        onClick={() =>
          start.mutate(
            { assetId, input: { formats: formats.filter((f) => chosen.includes(f)) } },
            { onSuccess: (answer) => setJobId(answer.job.id) },
          )
        }
      >
        {m.batch.start}
      </PendingButton>
    </>
  );

  return (
    <DialogFrame {...frame} title={m.batch.title} description={m.batch.description} footer={footer}>
      {jobId === null ? (
        <fieldset className="grid gap-3">
          <legend className="mb-1 font-medium text-sm">{m.batch.formats}</legend>
          {formats.map((f) => (
            <div key={f} className="flex items-center gap-2">
              <Checkbox
                id={`${baseId}-${f}`}
                checked={chosen.includes(f)}
                onCheckedChange={(on) =>
                  setChosen((current) => (on === true ? [...current, f] : current.filter((c) => c !== f)))
                }
              />
              <Label htmlFor={`${baseId}-${f}`} className="font-normal">
                {m.formats[f]}
              </Label>
            </div>
          ))}
          <FormAlert text={start.isError ? describeError(start.error, m.batch.startError) : null} />
        </fieldset>
      ) : (
        <JobState job={job.data} running={running} error={job.isError ? job.error : null} />
      )}
    </DialogFrame>
  );
}

function JobState({ job, running, error }: { job: JobDetail | undefined; running: boolean; error: unknown }) {
  const skippedId = useId();
  if (error) return <FormAlert text={describeError(error, m.batch.failed)} />;
  const percent = Math.round((job?.progress ?? 0) * 100);
  return (
    <div className="grid gap-4">
      {/* One live region for the whole run: the progress, then that the pieces are ready. */}
      <p role="status" className="text-sm">
        {running ? format(m.batch.progress, { percent }) : job?.status === 'done' ? m.batch.done : null}
      </p>
      {running ? <Progress value={percent} aria-label={m.batch.title} /> : null}
      {job?.status === 'failed' ? <FormAlert text={job.error ?? m.batch.failed} /> : null}
      {job?.status === 'done' ? (
        <ul className="grid gap-2">
          {job.downloads.map((zip) => (
            <li key={zip.format}>
              <Button
                asChild
                variant="outline"
                className="h-auto w-full justify-start whitespace-normal py-2 text-left"
              >
                <a href={zip.url} download>
                  <DownloadIcon aria-hidden />
                  {format(zip.pieces === 1 ? m.batch.zipOne : m.batch.zip, {
                    formato: m.formats[zip.format],
                    n: zip.pieces,
                  })}
                </a>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {job && job.skipped.length > 0 ? (
        <div className="grid gap-2">
          <h3 id={skippedId} className="font-medium text-sm">
            {format(m.batch.skipped, { n: job.skipped.length })}
          </h3>
          <ul
            aria-labelledby={skippedId}
            className="grid max-h-48 gap-1.5 overflow-y-auto rounded-md border p-3 text-sm"
          >
            {job.skipped.map((unit) => (
              <li key={unit.unitId}>
                <span className="font-medium">{unit.unitName}</span>
                <span className="text-muted-foreground"> — {unit.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
