import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { FileSpreadsheetIcon } from 'lucide-react';
import { useRef } from 'react';

export interface CsvFileFieldProps {
  id: string;
  label: string;
  /** The button's text ('Escolher arquivo') and what stands beside it while no file is chosen. */
  chooseLabel: string;
  noFileLabel: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** A sheet to import (units, invitations): a Portuguese "choose file" button and the chosen file's name. */
export function CsvFileField({
  id,
  label,
  chooseLabel,
  noFileLabel,
  file,
  onFileChange,
  error,
  disabled,
}: CsvFileFieldProps) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <FormField id={id} label={label} error={error}>
      {/* The browser's own file button speaks the browser's language; this one speaks Portuguese. */}
      <input
        {...fieldAria(id, error)}
        ref={picker}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
      />
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          aria-describedby={error ? `${id}-error` : undefined}
          onClick={() => picker.current?.click()}
        >
          <FileSpreadsheetIcon aria-hidden />
          {chooseLabel}
        </Button>
        <span className="min-w-0 break-all text-muted-foreground text-sm">{file?.name ?? noFileLabel}</span>
      </div>
    </FormField>
  );
}
