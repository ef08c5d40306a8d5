import { CsvFileField } from '@web/components/csv-file-field';
import {
  DialogActions,
  DialogFrame,
  type DialogOpenProps,
  dialogOpenState,
} from '@web/components/dialog-frame';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';
import { describeError } from '@web/lib/notify';
import { type ReactNode, useState } from 'react';

/** A feature's texts for importing a sheet, as its catalogue names them. */
export interface CsvImportTexts {
  importTitle: string;
  importDescription: string;
  importFile: string;
  importChoose: string;
  importNoFile: string;
  /** Submitting with no file. */
  importChooseFile: string;
  /** The fallback of a failure the server did not explain. */
  importError: string;
  importSubmit: string;
  importing: string;
}

export interface CsvImportDialogProps<R> extends DialogOpenProps {
  /** Names the form (`import-<name>-form`) and the file field (`<name>-csv`). */
  name: string;
  texts: CsvImportTexts;
  /** The feature's import mutation: it sends the file and answers with the report. */
  mutation: {
    mutate: (file: File) => void;
    reset: () => void;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: R | undefined;
  };
  /** What the sheet must hold (its columns, an example or a model), above the file field. */
  intro: ReactNode;
  /** What was imported and what was refused, under the form. */
  report: (result: R) => ReactNode;
  /** Once imported, this one button ('Concluir') stands for Cancel and Import. */
  doneLabel?: string;
}

/**
 * 'Importar … (CSV)': what the sheet holds, the file, then the server's report. Closing (never while
 * importing) forgets the file and the report.
 */
export function CsvImportDialog<R>({
  open,
  onOpenChange,
  name,
  texts,
  mutation,
  intro,
  report,
  doneLabel,
}: CsvImportDialogProps<R>) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const formId = `import-${name}-form`;
  const pending = mutation.isPending;

  const dialog = dialogOpenState(
    { open, onOpenChange },
    {
      pending,
      onClose: () => {
        setFile(null);
        setFileError(undefined);
        mutation.reset();
      },
    },
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(texts.importChooseFile);
      return;
    }
    mutation.mutate(file);
  };

  return (
    <DialogFrame
      {...dialog.frame}
      title={texts.importTitle}
      description={texts.importDescription}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
      footer={
        doneLabel && mutation.data ? (
          <Button onClick={dialog.close}>{doneLabel}</Button>
        ) : (
          <DialogActions
            onCancel={dialog.close}
            pending={pending}
            pendingLabel={texts.importing}
            submitLabel={texts.importSubmit}
            form={formId}
          />
        )
      }
    >
      {intro}
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
        <CsvFileField
          id={`${name}-csv`}
          label={texts.importFile}
          chooseLabel={texts.importChoose}
          noFileLabel={texts.importNoFile}
          file={file}
          error={fileError}
          disabled={pending}
          onFileChange={(chosen) => {
            setFile(chosen);
            setFileError(undefined);
            mutation.reset();
          }}
        />
      </form>
      <FormAlert text={mutation.isError ? describeError(mutation.error, texts.importError) : null} />
      {mutation.data ? report(mutation.data) : null}
    </DialogFrame>
  );
}
