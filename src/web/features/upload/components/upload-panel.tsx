import { FRANCHISOR_UNIT_NAME } from '@shared/constants';
import { assetsMessages } from '@shared/messages/assets';
import { commonMessages } from '@shared/messages/common';
import { format } from '@shared/messages/format';
import { uploadMessages } from '@shared/messages/upload';
import { PendingButton } from '@web/components/pending-button';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Building2Icon, EraserIcon, SendIcon, XIcon } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { type UploadForm, useUploadForm } from '../hooks/use-upload-form';
import { type UploadProgressView, useUploadSubmit } from '../hooks/use-upload-submit';
import type { FileScreening } from '../lib/files';
import { publicationIssues } from '../lib/publication';
import { autoFillTitles } from '../lib/titles';
import { AssetFields } from './asset-fields';
import { AssetFormFrame, FormSection } from './asset-form-frame';
import { ExternalLinkField } from './external-link-field';
import { FileDropZone } from './file-drop-zone';
import { IndividualDescriptions } from './individual-descriptions';
import { PickNotices } from './pick-notices';
import { PublicationFields } from './publication-fields';
import { SelectedFiles } from './selected-files';
import { UploadCreated } from './upload-created';
import { UploadProgress } from './upload-progress';
import { UploadResults } from './upload-results';
import { UploadTypeToggle } from './upload-type-toggle';

const m = uploadMessages.upload;

function noticesFor(screening: FileScreening<File>): string[] {
  const names = (files: File[]) => files.map((f) => f.name).join(', ');
  const notices: string[] = [];
  if (screening.videos.length > 0) notices.push(assetsMessages.assets.videoRefused);
  if (screening.tooLarge.length > 0)
    notices.push(format(m.tooLargeFiles, { names: names(screening.tooLarge) }));
  if (screening.overLimit.length > 0)
    notices.push(format(m.tooManyFiles, { names: names(screening.overLimit) }));
  return notices;
}

interface SourceSectionProps {
  form: UploadForm;
  disabled: boolean;
  progress: UploadProgressView | null;
  notices: readonly string[];
  onNotices: (notices: string[]) => void;
}

function SourceSection({ form, disabled, progress, notices, onNotices }: SourceSectionProps) {
  const { files } = form.selection;
  const { control } = form.form;
  const [mode, title] = useWatch({ control, name: ['mode', 'title'] });
  const sourceError = form.form.formState.errors.fileCount?.message;

  if (mode === 'external') {
    return (
      <Controller
        control={control}
        name="externalUrl"
        render={({ field, fieldState }) => (
          <ExternalLinkField
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            disabled={disabled}
          />
        )}
      />
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-2">
        <FileDropZone
          onFiles={(picked) => onNotices(noticesFor(form.addFiles(picked)))}
          disabled={disabled}
          errorId={sourceError ? 'upload-source-error' : undefined}
          compact={files.length > 0}
        />
        {sourceError ? (
          <p id="upload-source-error" className="text-destructive text-sm">
            {sourceError}
          </p>
        ) : null}
      </div>
      <PickNotices notices={notices} onDismiss={() => onNotices([])} />
      <SelectedFiles
        files={files}
        progress={progress?.byFile ?? null}
        disabled={disabled}
        onRemove={form.selection.remove}
        onClear={form.selection.clear}
      />
      <UploadResults files={files} />
      {files.length > 1 ? (
        <IndividualDescriptions
          files={files}
          baseTitle={title}
          disabled={disabled}
          onChange={form.selection.update}
          onAutoFill={() => form.selection.setTitles(autoFillTitles(title, files.length))}
        />
      ) : null}
    </div>
  );
}

/** SPEC 'Upload / content management': the 'Upload de Arquivos' tab. */
export function UploadPanel() {
  const upload = useUploadForm();
  const sender = useUploadSubmit(upload);
  const formRef = useRef<HTMLFormElement>(null);
  const [notices, setNotices] = useState<string[]>([]);
  const disabled = sender.pending;
  const mode = useWatch({ control: upload.form.control, name: 'mode' });
  const { files } = upload.selection;
  const many = mode === 'file' && files.length > 1;
  const single = mode === 'file' && files.length === 1 ? files[0] : undefined;
  const submitForm = upload.form.handleSubmit(sender.submit);
  // A file's dates in the wrong order stop the upload there, its message already beside the field.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const invalid = mode === 'file' && files.some((f) => Object.keys(publicationIssues(f)).length > 0);
    if (!invalid) return submitForm(event);
    event.preventDefault();
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  return (
    <AssetFormFrame form={upload.form} formRef={formRef} onSubmit={onSubmit}>
      <FormSection>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 className="font-semibold text-lg">{mode === 'external' ? m.linkSection : m.filesSection}</h2>
          <UploadTypeToggle value={mode} onChange={upload.setMode} disabled={disabled} />
        </div>
        <SourceSection
          form={upload}
          disabled={disabled}
          progress={sender.progress}
          notices={notices}
          onNotices={setNotices}
        />
      </FormSection>

      <FormSection>
        <h2 className="font-semibold text-lg">{m.detailsSection}</h2>
        <AssetFields
          key={upload.generation}
          idPrefix="upload"
          titleLabel={m.titleLabel}
          titleHint={many ? m.titleHintMany : undefined}
          placeholders={{ title: m.titlePlaceholder, description: m.descriptionPlaceholder }}
          titleRowClassName="md:grid-cols-[minmax(0,1fr)_16rem]"
          descriptionRows={3}
          disabled={disabled}
          aside={
            <FormField id="upload-unit" label={m.unitLabel}>
              <div className="relative">
                <Building2Icon
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden
                />
                <Input id="upload-unit" value={FRANCHISOR_UNIT_NAME} readOnly className="bg-muted/50 pl-9" />
              </div>
            </FormField>
          }
        />
        {/* One file: its publication here (several: each in its own row above). */}
        {single ? (
          <PublicationFields
            idPrefix="upload"
            value={single}
            onChange={(patch) => upload.selection.update(single.id, patch)}
            errors={publicationIssues(single)}
            disabled={disabled}
          />
        ) : null}
      </FormSection>

      <div className="grid grid-cols-1 gap-3">
        <UploadProgress progress={sender.progress} label={m.sending} />
        <UploadCreated assets={sender.created} onDismiss={sender.clearCreated} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {sender.canCancel ? (
            <Button variant="outline" onClick={sender.cancel}>
              <XIcon aria-hidden />
              {commonMessages.common.cancel}
            </Button>
          ) : (
            <Button
              variant="outline"
              onClick={() => {
                upload.reset();
                setNotices([]);
                sender.clearCreated();
              }}
              disabled={disabled}
            >
              <EraserIcon aria-hidden />
              {m.clearForm}
            </Button>
          )}
          <PendingButton
            type="submit"
            pending={disabled}
            pendingLabel={m.sending}
            icon={<SendIcon aria-hidden />}
            className="sm:min-w-40"
          >
            {mode === 'external' ? m.submitExternal : m.submitFiles}
          </PendingButton>
        </div>
      </div>
    </AssetFormFrame>
  );
}
