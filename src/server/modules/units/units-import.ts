import type { z } from 'zod';
import { format, messages } from '../../../shared/messages/pt-BR';
import { CreateUnitInputSchema, UNIT_LIMITS, type UnitImportResult } from '../../../shared/schemas/unit';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import { changesStampedData } from './unit-data';
import type { NewUnitRow, UnitsRepository } from './units.repository';
import { type CsvUnitRow, FIELD_COLUMN, readUnitsCsv, type UnitField } from './units-csv';

const m = messages.units;
type ParsedUnit = z.output<typeof CreateUnitInputSchema>;
type Refusal = UnitImportResult['refused'][number];

const YES = new Set(['sim', 's', 'true', '1', 'ativo', 'ativa', 'yes']);
const NO = new Set(['nao', 'n', 'false', '0', 'inativo', 'inativa', 'no']);

/** "Sim", "não", "true", "0"...: a boolean, undefined for an empty cell, null for anything else. */
function parseActive(cell: string): boolean | null | undefined {
  const folded = cell.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
  if (!folded) return undefined;
  if (YES.has(folded)) return true;
  if (NO.has(folded)) return false;
  return null;
}

/** A row checked by the shared schema: the unit, or its reasons ("uf: Escolha uma UF válida..."). */
function checkRow(row: CsvUnitRow): { unit: ParsedUnit } | { errors: string[] } {
  const errors: string[] = [];
  if (row.extraCells) errors.push(m.csvExtraCells);
  const { active: activeCell, ...texts } = row.cells;
  const candidate: Record<string, unknown> = { ...texts };
  if (activeCell !== undefined) {
    const active = parseActive(activeCell);
    if (active === null) errors.push(m.csvActiveInvalid);
    else if (active !== undefined) candidate.active = active;
  }
  const result = CreateUnitInputSchema.safeParse(candidate);
  if (!result.success) {
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (seen.has(field)) continue;
      seen.add(field);
      const column = FIELD_COLUMN[field as UnitField];
      errors.push(column ? `${column}: ${issue.message}` : issue.message);
    }
  }
  return errors.length > 0 || !result.success ? { errors } : { unit: result.data };
}

/**
 * Imports a sheet of units, all or nothing (README "Unidades"): every row is checked with the shared
 * schema, names repeated inside the file are refused, and when any row is refused nothing is written
 * and every refused row comes back with its line and reasons. Otherwise, in one transaction, a row
 * whose name matches a unit (ignoring case) updates it with the columns the file has, and the others
 * create units.
 */
export async function importUnits(units: UnitsRepository, bytes: Buffer): Promise<UnitImportResult> {
  const rows = readUnitsCsv(bytes, UNIT_LIMITS.importMaxRows);
  const refused: Refusal[] = [];
  const accepted: Array<{ row: CsvUnitRow; unit: ParsedUnit }> = [];
  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    const checked = checkRow(row);
    const errors = 'errors' in checked ? checked.errors : [];
    const key = row.cells.name?.trim().toLowerCase();
    if (key) {
      const first = firstLineOf.get(key);
      if (first === undefined) firstLineOf.set(key, row.line);
      else errors.push(format(m.csvDuplicateName, { line: first }));
    }
    if (errors.length > 0) refused.push({ line: row.line, errors });
    else if ('unit' in checked) accepted.push({ row, unit: checked.unit });
  }

  const existing = new Map(
    (await units.findByLowerNames(accepted.map(({ unit }) => unit.name.toLowerCase()))).map((row) => [
      row.name.toLowerCase(),
      row,
    ]),
  );
  const creates: NewUnitRow[] = [];
  const updates: Array<{ id: string; values: Partial<NewUnitRow>; bumpVersion: boolean }> = [];
  for (const { row, unit } of accepted) {
    const current = existing.get(unit.name.toLowerCase());
    if (!current) {
      creates.push(unit);
      continue;
    }
    // Only the columns the file has: a sheet without a phone column leaves phones as they are.
    const values = Object.fromEntries(
      (Object.keys(unit) as UnitField[])
        .filter((field) =>
          field === 'active'
            ? Boolean(row.cells.active?.trim())
            : field === 'name' || row.cells[field] !== undefined,
        )
        .map((field) => [field, unit[field]]),
    ) as Partial<NewUnitRow>;
    if (current.isFranchisor && values.active === false) {
      refused.push({ line: row.line, errors: [m.franchisorStaysActive] });
      continue;
    }
    updates.push({ id: current.id, values, bumpVersion: changesStampedData(current, values) });
  }
  if (refused.length > 0) {
    refused.sort((a, b) => a.line - b.line);
    return { imported: 0, created: 0, updated: 0, refused };
  }

  try {
    await units.importAll(creates, updates);
  } catch (error) {
    // Another admin created one of these names meanwhile: the transaction rolled back whole.
    if (isUniqueViolation(error)) throw new AppError('UNIT_NAME_TAKEN');
    throw error;
  }
  return {
    imported: creates.length + updates.length,
    created: creates.length,
    updated: updates.length,
    refused: [],
  };
}
