import type { Readable } from 'node:stream';
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';

/**
 * Spreadsheets people upload (units, invitations): what a network's admin saves from Excel or Google
 * Sheets, read the same way for every import.
 */

/** The file's text: UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), otherwise Windows-1252. */
export function decodeCsv(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // What Excel in Portuguese writes for "CSV (separado por vírgulas)".
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** `;` when the header line has more semicolons than commas (Brazilian Excel), else `,`. */
function delimiterOf(text: string): ';' | ',' {
  const end = text.indexOf('\n');
  const header = text.slice(0, end === -1 ? undefined : end);
  const count = (char: string) => header.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** A header compared without case, accents, spaces or punctuation ("E-mail" is "email"). */
export const foldHeader = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** One data row: its first line in the file (the header is line 1) and its cells by field. */
export interface SheetRow<F extends string> {
  line: number;
  cells: Partial<Record<F, string>>;
  /** The row has more cells than the header has columns. */
  extraCells: boolean;
}

/** Why a sheet cannot be read at all; each import turns these into its own error codes. */
export type SheetProblem =
  | { kind: 'unreadable' }
  | { kind: 'unknown-column'; column: string }
  | { kind: 'too-many-rows'; max: number };

export class SheetError extends Error {
  constructor(readonly problem: SheetProblem) {
    super(problem.kind);
    this.name = 'SheetError';
  }
}

/**
 * Reads a sheet whose header names the columns (`aliases`: the folded names each field may go by,
 * any order; a column nobody can place is refused), every other non-empty line a row. Throws a
 * SheetError when the file is not CSV, lacks a `required` column, repeats one, or has more than
 * `maxRows` rows.
 */
export function readSheet<F extends string>(
  bytes: Buffer,
  options: { aliases: Record<F, readonly string[]>; required: readonly F[]; maxRows: number },
): Array<SheetRow<F>> {
  const fieldByHeader = new Map<string, F>(
    (Object.entries(options.aliases) as Array<[F, readonly string[]]>).flatMap(([field, names]) =>
      names.map((name) => [name, field] as const),
    ),
  );
  // One line ending for the parser; inside quoted cells a line break stays a line break.
  const text = decodeCsv(bytes).replace(/\r\n?/g, '\n');
  let records: Array<{ record: string[]; info: { lines: number }; raw: string }>;
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      info: true,
      raw: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw new SheetError({ kind: 'unreadable' });
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw new SheetError({ kind: 'unreadable' });
  const columns = header.record.map((name) => {
    if (!name) return undefined;
    const field = fieldByHeader.get(foldHeader(name));
    if (!field) throw new SheetError({ kind: 'unknown-column', column: name.slice(0, 40) });
    return field;
  });
  const named = columns.filter((field): field is F => field !== undefined);
  if (options.required.some((field) => !named.includes(field)) || new Set(named).size !== named.length)
    throw new SheetError({ kind: 'unreadable' });
  if (rows.length > options.maxRows) throw new SheetError({ kind: 'too-many-rows', max: options.maxRows });

  return rows.map(({ record, info, raw }) => {
    const cells: Partial<Record<F, string>> = {};
    for (const [index, field] of columns.entries()) {
      if (field) cells[field] = record[index] ?? '';
    }
    // info.lines is the record's last line; a quoted cell may span several.
    const spanned = raw.replace(/^\n+/, '').replace(/\n$/, '').split('\n').length - 1;
    return { line: info.lines - spanned, cells, extraCells: record.length > columns.length };
  });
}

/**
 * A `text/csv` request body read up to `maxBytes` (the app-wide 1 MB limit is for JSON); past it,
 * the rest is drained and `tooLarge` thrown.
 */
export async function readCsvBody(
  payload: Readable,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      payload.resume();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
