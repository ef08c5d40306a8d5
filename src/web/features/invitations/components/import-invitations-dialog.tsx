import { invitationsMessages } from '@shared/messages/invitations';
import { CsvImportDialog } from '@web/components/csv-import-dialog';
import type { DialogOpenProps } from '@web/components/dialog-frame';
import { Fragment } from 'react';
import { useImportInvitations } from '../api/import-invitations';
import { ImportReport } from './import-report';

const m = invitationsMessages.invitations;

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
export function ImportInvitationsDialog(props: DialogOpenProps) {
  const importMutation = useImportInvitations();
  return (
    <CsvImportDialog
      {...props}
      name="invitations"
      texts={m}
      mutation={importMutation}
      doneLabel={m.done}
      intro={
        <div className="grid min-w-0 gap-2 text-sm">
          <p className="text-pretty">{m.importColumns}</p>
          <figure className="grid min-w-0 gap-1">
            <figcaption className="font-medium text-muted-foreground text-xs">{m.importExample}</figcaption>
            <ExampleSheet />
          </figure>
        </div>
      }
      report={(result) => <ImportReport result={result} />}
    />
  );
}
