import { invitationsMessages } from '@shared/messages/invitations';
import { CsvFileField } from '@web/components/csv-file-field';
import { DialogActions, DialogFrame } from '@web/components/dialog-frame';
import { FormAlert } from '@web/components/form-alert';
import { Button } from '@web/components/ui/button';
import { describeServerError } from '@web/lib/notify';
import { Fragment, useState } from 'react';
import { useImportInvitations } from '../api/import-invitations';
import { ImportReport } from './import-report';

const m = invitationsMessages.invitations;
const FORM_ID = 'import-invitations-form';

/** The header the server reads and two lines as a franchisor would write them. */
export const EXAMPLE_SHEET = [
  'nome;email;perfil;unidade',
  'Mariana Albuquerque;mariana@exemplo.com.br;franqueado;OdontoRede Campinas Centro',
  'Carlos Eduardo Lima;carlos@exemplo.com.br;usuário;',
] as const;

/** The example's lines, wrapped on a phone only after a ';' and indented when they go on. */
function ExampleSheet() {
  return (
    <code className="block rounded-md border bg-muted/50 px-3 py-2 font-mono text-xs leading-relaxed">
      {EXAMPLE_SHEET.map((line) => (
        <span key={line} className="block break-words pl-4 -indent-4">
          {line.split(';').map((cell, index, cells) => (
            <Fragment key={cell}>
              {cell}
              {index < cells.length - 1 ? ';' : null}
              <wbr />
            </Fragment>
          ))}
        </span>
      ))}
    </code>
  );
}

/** "Importar planilha": the expected columns with an example, the file, then what was invited or refused. */
export function ImportInvitationsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const importMutation = useImportInvitations();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const pending = importMutation.isPending;

  const changeOpen = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setFile(null);
      setFileError(undefined);
      importMutation.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(m.importChooseFile);
      return;
    }
    importMutation.mutate(file);
  };

  const serverError = importMutation.isError
    ? describeServerError(importMutation.error, m.importError)
    : null;
  return (
    <DialogFrame
      open={open}
      onOpenChange={changeOpen}
      title={m.importTitle}
      description={m.importDescription}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
      footer={
        importMutation.data ? (
          <Button onClick={() => changeOpen(false)}>{m.done}</Button>
        ) : (
          <DialogActions
            onCancel={() => changeOpen(false)}
            pending={pending}
            pendingLabel={m.importing}
            submitLabel={m.importSubmit}
            form={FORM_ID}
          />
        )
      }
    >
      <div className="grid min-w-0 gap-2 text-sm">
        <p className="text-pretty">{m.importColumns}</p>
        <figure className="grid min-w-0 gap-1">
          <figcaption className="font-medium text-muted-foreground text-xs">{m.importExample}</figcaption>
          <ExampleSheet />
        </figure>
      </div>
      <form id={FORM_ID} onSubmit={submit} noValidate className="grid gap-4">
        <CsvFileField
          id="invitations-csv"
          label={m.importFile}
          chooseLabel={m.importChoose}
          noFileLabel={m.importNoFile}
          file={file}
          error={fileError}
          disabled={pending}
          onFileChange={(chosen) => {
            setFile(chosen);
            setFileError(undefined);
            importMutation.reset();
          }}
        />
      </form>
      <FormAlert text={serverError} />
      {importMutation.data ? <ImportReport result={importMutation.data} /> : null}
    </DialogFrame>
  );
}
