import { format } from '@shared/messages/format';
import { unitsMessages } from '@shared/messages/units';
import { UNIT_CSV_COLUMNS, type UnitImportResult } from '@shared/schemas/unit';
import { CsvImportDialog } from '@web/components/csv-import-dialog';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { CircleAlertIcon, CircleCheckIcon, DownloadIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useImportUnits } from '../api/import-units';

const m = unitsMessages.unitsAdmin;

/** The model sheet: the header and one example row, with ';' and a BOM so Excel in Portuguese opens it right. */
function modelCsv(): string {
  const example = [
    'OdontoRede Campinas Centro',
    'Campinas',
    'SP',
    'Rua Barão de Jaguara, 1200 – Centro',
    '(19) 3232-1234',
    '(19) 99876-5432',
    'CRO-SP EPAO 12345',
    'Ana Paula Souza',
    '98765',
    'SP',
    'sim',
  ];
  const line = (cells: readonly string[]) =>
    cells.map((cell) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(';');
  return `\uFEFF${line(UNIT_CSV_COLUMNS)}\r\n${line(example)}\r\n`;
}

function ImportResult({ result }: { result: UnitImportResult }) {
  if (result.refused.length === 0) {
    return (
      <Alert role="status">
        <CircleCheckIcon aria-hidden />
        <AlertDescription>
          {format(m.importDone, { n: result.imported, created: result.created, updated: result.updated })}
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="grid gap-3">
      <Alert variant="destructive">
        <CircleAlertIcon aria-hidden />
        <AlertDescription className="font-medium">
          {format(m.importRefused, { n: result.refused.length })}
        </AlertDescription>
      </Alert>
      <div className="max-h-64 overflow-y-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">{format(m.importRefused, { n: result.refused.length })}</caption>
          <thead className="sticky top-0 bg-muted text-left text-muted-foreground text-xs uppercase">
            <tr>
              <th scope="col" className="w-16 px-3 py-2">
                {m.importLine}
              </th>
              <th scope="col" className="px-3 py-2">
                {m.importReasons}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.refused.map((row) => (
              <tr key={row.line} className="border-t align-top">
                <th scope="row" className="px-3 py-2 text-left font-medium tabular-nums">
                  {row.line}
                </th>
                <td className="px-3 py-2">
                  <ul className="grid gap-1">
                    {row.errors.map((error) => (
                      <li key={error} className="break-words">
                        {error}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** 'Importar CSV': the expected columns, a model to download, the file, then what was imported or refused. */
export function ImportUnitsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const importUnits = useImportUnits();
  const modelUrl = useMemo(
    () => (open ? URL.createObjectURL(new Blob([modelCsv()], { type: 'text/csv;charset=utf-8' })) : null),
    [open],
  );
  return (
    <CsvImportDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && modelUrl) URL.revokeObjectURL(modelUrl);
        onOpenChange(next);
      }}
      name="units"
      texts={m}
      mutation={importUnits}
      intro={
        <div className="grid gap-2 text-sm">
          <p>{format(m.importColumns, { columns: UNIT_CSV_COLUMNS.join(', ') })}</p>
          <p className="font-medium">{m.importAllOrNothing}</p>
          {modelUrl ? (
            <a
              href={modelUrl}
              download="modelo-unidades.csv"
              className="inline-flex w-fit items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
            >
              <DownloadIcon className="size-4" aria-hidden />
              {m.importModel}
            </a>
          ) : null}
        </div>
      }
      report={(result) => <ImportResult result={result} />}
    />
  );
}
