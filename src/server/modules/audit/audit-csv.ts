import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { NETWORK_TIME_ZONE } from '../../../shared/constants';
import {
  auditActorName,
  auditChanges,
  auditSentence,
  auditValueText,
} from '../../../shared/domain/audit-text';
import { messages } from '../../../shared/messages/pt-BR';
import type { AuditEntry } from '../../../shared/schemas/audit';
import { EXCEL_PT_BR_CSV, inertCell } from '../../platform/http/csv';

const m = messages.audit;

const when = new Intl.DateTimeFormat('pt-BR', {
  timeZone: NETWORK_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** One side of an entry's comparison as one cell: 'Nome: Clareamento; Grupo: Tratamentos'. */
function side(entry: AuditEntry, which: 'before' | 'after'): string {
  return auditChanges(entry.before, entry.after)
    .filter((change) => change[which] !== undefined)
    .map((change) => `${change.label}: ${auditValueText(change.field, change[which])}`)
    .join('; ');
}

function row(entry: AuditEntry): string[] {
  return [
    when.format(new Date(entry.at)),
    inertCell(auditActorName(entry)),
    entry.actorId ?? '',
    entry.ip ?? '',
    m.kinds[entry.kind],
    inertCell(auditSentence(entry.kind, entry.targetName)),
    inertCell(entry.targetName ?? ''),
    entry.targetId ?? '',
    inertCell(side(entry, 'before')),
    inertCell(side(entry, 'after')),
  ];
}

/**
 * The audit log as a CSV stream for Excel in Portuguese (semicolons, UTF-8 with BOM), written as
 * the entries are read, a batch at a time: a year of entries never sits in memory.
 */
export function auditCsv(entries: AsyncIterable<AuditEntry>): Readable {
  const csv = stringify({ ...EXCEL_PT_BR_CSV });
  const rows = Readable.from(
    (async function* () {
      yield [...m.csvColumns];
      for await (const entry of entries) yield row(entry);
    })(),
  );
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}
