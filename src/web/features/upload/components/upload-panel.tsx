import { FRANCHISOR_UNIT_NAME } from '@shared/constants';
import { format, messages } from '@shared/messages/pt-BR';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { Building2Icon, EraserIcon, LoaderCircleIcon, SendIcon, XIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { type UploadForm, useUploadForm } from '../hooks/use-upload-form';
import { type UploadProgressView, useUploadSubmit } from '../hooks/use-upload-submit';
import type { FileScreening } from '../lib/files';
import { autoFillTitles } from '../lib/titles';
import { CategoryPicker } from './category-picker';
import { ExternalLinkField } from './external-link-field';
import { FileDropZone } from './file-drop-zone';
import { IndividualDescriptions } from './individual-descriptions';
import { PickNotices } from './pick-notices';
import { SelectedFiles } from './selected-files';
import { TagInput } from './tag-input';
import { UploadProgress } from './upload-progress';
import { UploadResults } from './upload-results';
import { UploadTypeToggle } from './upload-type-toggle';

const m = messages.upload;

function noticesFor(screening: FileScreening<File>): string[] {
  const names = (files: File[]) => files.map((f) => f.name).join(', ');
  const notices: string[] = [];
  if (screening.videos.length > 0) notices.push(messages.assets.videoRefused);
  if (screening.tooLarge.length > 0)
    notices.push(format(m.tooLargeFiles, { names: names(screening.tooLarge) }));
  if (screening.overLimit.length > 0)
    notices.push(format(m.tooManyFiles, { names: names(screening.overLimit) }));
  return notices;
}

/** Moves focus to the first field with an error, so the message is seen and read. */
function focusFirstError(root: HTMLElement | null) {
  requestAnimationFrame(() => {
    const target = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
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
  const sourceError = form.errors.source;

  if (form.mode === 'external') {
    return (
      <ExternalLinkField
        value={form.externalUrl}
        onChange={form.setExternalUrl}
        error={sourceError}
        disabled={disabled}
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
          baseTitle={form.title}
          disabled={disabled}
          onChange={form.selection.update}
          onAutoFill={() => form.selection.setTitles(autoFillTitles(form.title, files.length))}
        />
      ) : null}
    </div>
  );
}

/** SPEC 'Upload / content management': the 'Upload de Arquivos' tab. */
export function UploadPanel() {
  const form = useUploadForm();
  const sender = useUploadSubmit(form);
  const formRef = useRef<HTMLFormElement>(null);
  const [notices, setNotices] = useState<string[]>([]);
  const disabled = sender.pending;
  const { errors } = form;
  const many = form.mode === 'file' && form.selection.files.length > 1;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (sender.submit() === false) focusFirstError(formRef.current);
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-6">
      <Card className="gap-5">
        <CardContent className="grid grid-cols-1 gap-5">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <h2 className="font-semibold text-lg">
              {form.mode === 'external' ? m.linkSection : m.filesSection}
            </h2>
            <UploadTypeToggle value={form.mode} onChange={form.setMode} disabled={disabled} />
          </div>
          <SourceSection
            form={form}
            disabled={disabled}
            progress={sender.progress}
            notices={notices}
            onNotices={setNotices}
          />
        </CardContent>
      </Card>

      <Card className="gap-5">
        <CardContent className="grid grid-cols-1 gap-5">
          <h2 className="font-semibold text-lg">{m.detailsSection}</h2>
          <div className="grid grid-cols-1 items-start gap-5 md:grid-cols-[minmax(0,1fr)_16rem]">
            <FormField
              id="upload-title"
              label={m.titleLabel}
              error={errors.title}
              hint={many ? m.titleHintMany : undefined}
            >
              <Input
                {...fieldAria('upload-title', errors.title, many)}
                value={form.title}
                maxLength={200}
                placeholder={m.titlePlaceholder}
                disabled={disabled}
                onChange={(event) => form.setTitle(event.target.value)}
              />
            </FormField>
            <FormField id="upload-unit" label={m.unitLabel}>
              <div className="relative">
                <Building2Icon
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden
                />
                <Input id="upload-unit" value={FRANCHISOR_UNIT_NAME} readOnly className="bg-muted/50 pl-9" />
              </div>
            </FormField>
          </div>
          <FormField id="upload-description" label={m.descriptionLabel} error={errors.description}>
            <Textarea
              {...fieldAria('upload-description', errors.description)}
              value={form.description}
              rows={3}
              maxLength={5000}
              className="field-sizing-fixed resize-y"
              placeholder={m.descriptionPlaceholder}
              disabled={disabled}
              onChange={(event) => form.setDescription(event.target.value)}
            />
          </FormField>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <CategoryPicker
              id="upload-categories"
              value={form.categoryIds}
              onChange={form.setCategoryIds}
              error={errors.categories}
              disabled={disabled}
            />
            <TagInput
              id="upload-tags"
              value={form.tags}
              onChange={form.setTags}
              error={errors.tags}
              disabled={disabled}
            />
          </div>
        </CardContent>
      </Card>

      <div className="grid grid-cols-1 gap-3">
        {sender.progress ? (
          <UploadProgress
            overall={sender.progress.overall}
            loaded={sender.progress.loaded}
            total={sender.progress.total}
            processing={sender.progress.processing}
            label={m.sending}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {sender.canCancel ? (
            <Button variant="outline" onClick={sender.cancel}>
              <XIcon aria-hidden />
              {messages.common.cancel}
            </Button>
          ) : (
            <Button
              variant="outline"
              onClick={() => {
                form.reset();
                setNotices([]);
              }}
              disabled={disabled}
            >
              <EraserIcon aria-hidden />
              {m.clearForm}
            </Button>
          )}
          <Button type="submit" disabled={disabled} className="sm:min-w-40">
            {disabled ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <SendIcon aria-hidden />}
            {disabled ? m.sending : form.mode === 'external' ? m.submitExternal : m.submitFiles}
          </Button>
        </div>
      </div>
    </form>
  );
}
