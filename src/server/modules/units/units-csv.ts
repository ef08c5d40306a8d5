import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import type { CreateUnitInput } from '../../../shared/schemas/unit';
import { AppError } from '../../errors';

export type UnitField = keyof CreateUnitInput;

/**
 * The header names a sheet may use for each field, compared without case, accents, spaces or
 * punctuation: the contract's names (`croRegistration`) and the pt-BR ones a network writes.
 */
const HEADER_ALIASES: Record<UnitField, readonly string[]> = {
  name: ['nome', 'name', 'unidade', 'nomedaunidade'],
  city: ['cidade', 'city', 'municipio'],
  uf: ['uf', 'estado'],
  address: ['endereco', 'address'],
  phone: ['telefone', 'phone', 'fone'],
  whatsapp: ['whatsapp'],
  croRegistration: ['registrocro', 'croclinica', 'croregistration', 'registrodaclinica', 'epao'],
  rtName: ['rtnome', 'responsaveltecnico', 'rtname', 'nomert'],
  rtCro: ['rtcro', 'crort', 'crodort'],
  rtUf: ['rtuf', 'ufrt', 'ufdocrort'],
  active: ['ativo', 'ativa', 'active'],
};

/** The pt-BR column name a refused row's reasons start with ("uf: Escolha uma UF válida..."). */
export const FIELD_COLUMN: Record<UnitField, string> = {
  name: 'nome',
  city: 'cidade',
  uf: 'uf',
  address: 'endereco',
  phone: 'telefone',
  whatsapp: 'whatsapp',
  croRegistration: 'registro_cro',
  rtName: 'rt_nome',
  rtCro: 'rt_cro',
  rtUf: 'rt_uf',
  active: 'ativo',
};

const foldHeader = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const FIELD_BY_HEADER = new Map<string, UnitField>(
  (Object.entries(HEADER_ALIASES) as Array<[UnitField, readonly string[]]>).flatMap(([field, names]) =>
    names.map((name) => [name, field] as const),
  ),
);

/** One data row of the sheet: its first line in the file (the header is line 1) and its cells by field. */
export interface CsvUnitRow {
  line: number;
  cells: Partial<Record<UnitField, string>>;
  /** The row has more cells than the header has columns. */
  extraCells: boolean;
}

/**
 * The file's text: UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), otherwise Windows-1252,
 * which is what Excel in Portuguese writes for "CSV (separado por vírgulas)".
 */
export function decodeCsv(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** `;` when the header line has more semicolons than commas (Brazilian Excel), else `,`. */
function delimiterOf(text: string): ';' | ',' {
  const header = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const count = (char: string) => header.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Reads a sheet of units: the header names the columns (aliases above, any order, unknown ones
 * refused), every other non-empty line is a unit. Throws UNITS_CSV_INVALID when the file cannot be
 * read as CSV or has no name column, UNITS_CSV_UNKNOWN_COLUMN for a column nobody can place, and
 * UNITS_CSV_TOO_MANY_ROWS past `maxRows`.
 */
export function readUnitsCsv(bytes: Buffer, maxRows: number): CsvUnitRow[] {
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
    if (error instanceof CsvError) throw new AppError('UNITS_CSV_INVALID', { cause: error });
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw new AppError('UNITS_CSV_INVALID');
  const columns = header.record.map((name) => {
    if (!name) return undefined;
    const field = FIELD_BY_HEADER.get(foldHeader(name));
    if (!field) throw new AppError('UNITS_CSV_UNKNOWN_COLUMN', { params: { coluna: name.slice(0, 40) } });
    return field;
  });
  if (!columns.includes('name')) throw new AppError('UNITS_CSV_INVALID');
  if (new Set(columns.filter(Boolean)).size !== columns.filter(Boolean).length)
    throw new AppError('UNITS_CSV_INVALID');
  if (rows.length > maxRows) throw new AppError('UNITS_CSV_TOO_MANY_ROWS', { params: { max: maxRows } });

  return rows.map(({ record, info, raw }) => {
    const cells: CsvUnitRow['cells'] = {};
    for (const [index, field] of columns.entries()) {
      if (field) cells[field] = record[index] ?? '';
    }
    // info.lines is the record's last line; a quoted cell may span several.
    const spanned = raw.replace(/^\n+/, '').replace(/\n$/, '').split('\n').length - 1;
    return { line: info.lines - spanned, cells, extraCells: record.length > columns.length };
  });
}
