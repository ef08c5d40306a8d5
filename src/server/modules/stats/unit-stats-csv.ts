import { stringify } from 'csv-stringify/sync';
import { messages } from '../../../shared/messages/pt-BR';
import type { UnitStats } from '../../../shared/schemas/stats';
import { EXCEL_PT_BR_CSV, inertCell as inert } from '../../platform/http/csv';

const m = messages.unitStats;

/** 'dd/mm/aaaa hh:mm' in the network's time zone, or '' when never. */
function when(iso: string | null): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/**
 * The "Unidades" report as Excel in Portuguese reads a CSV: semicolons, UTF-8 with a byte-order mark,
 * one row per unit, its most downloaded pieces in one cell.
 */
export function unitStatsCsv(report: UnitStats): string {
  const rows = report.items.map((unit) => [
    inert(unit.name),
    inert(unit.city ?? ''),
    unit.uf ?? '',
    unit.active ? m.csvYes : m.csvNo,
    unit.users,
    unit.downloads,
    unit.stamped,
    when(unit.lastActivityAt),
    when(unit.lastDownloadAt),
    unit.idle ? m.csvYes : m.csvNo,
    inert(unit.topAssets.map((asset) => `${asset.title} (${asset.downloads})`).join(' | ')),
  ]);
  return stringify([[...m.csvColumns], ...rows], EXCEL_PT_BR_CSV);
}
