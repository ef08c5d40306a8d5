import type { CreateUnitInput } from '../../../shared/schemas/unit';
import { AppError } from '../../platform/errors';
import { readSheet, SheetError, type SheetRow } from '../../platform/http/csv-sheet';

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

/** One data row of the sheet: its first line in the file (the header is line 1) and its cells by field. */
export type CsvUnitRow = SheetRow<UnitField>;

/**
 * Reads a sheet of units: the header names the columns (aliases above, any order, unknown ones
 * refused), every other non-empty line is a unit. Throws UNITS_CSV_INVALID when the file cannot be
 * read as CSV or has no name column, UNITS_CSV_UNKNOWN_COLUMN for a column nobody can place, and
 * UNITS_CSV_TOO_MANY_ROWS past `maxRows`.
 */
export function readUnitsCsv(bytes: Buffer, maxRows: number): CsvUnitRow[] {
  try {
    return readSheet(bytes, { aliases: HEADER_ALIASES, required: ['name'], maxRows });
  } catch (error) {
    if (!(error instanceof SheetError)) throw error;
    const { problem } = error;
    if (problem.kind === 'unknown-column')
      throw new AppError('UNITS_CSV_UNKNOWN_COLUMN', { params: { coluna: problem.column } });
    if (problem.kind === 'too-many-rows')
      throw new AppError('UNITS_CSV_TOO_MANY_ROWS', { params: { max: problem.max } });
    throw new AppError('UNITS_CSV_INVALID', { cause: error });
  }
}
