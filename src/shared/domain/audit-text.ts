import type { AuditKind } from '../constants';
import { assetsMessages } from '../messages/assets';
import { auditMessages } from '../messages/audit';
import { commonMessages } from '../messages/common';
import { format } from '../messages/format';

const m = auditMessages.audit;

/** One field of an entry's comparison: its pt-BR name and its values before and after. */
export interface AuditFieldChange {
  field: string;
  label: string;
  /** Undefined on the side the entry does not have (a creation has no before). */
  before: unknown;
  after: unknown;
}

/** 'Alterou a categoria “Clareamento”': what happened, the person being the subject. */
export function auditSentence(kind: AuditKind, targetName: string | null): string {
  return format(m.sentences[kind], { target: targetName ? `“${targetName}”` : m.unknownTarget });
}

/** Who acted: the person; a visitor for a refused sign-in (nobody signed in); the system for jobs. */
export function auditActorName(entry: { kind: AuditKind; actorName: string | null }): string {
  return entry.actorName ?? (entry.kind === 'auth.login-failed' ? m.visitor : m.system);
}

export function auditFieldLabel(field: string): string {
  return m.fields[field] ?? field;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const number = new Intl.NumberFormat('pt-BR');

/**
 * A value of an entry's before/after as a person reads it: 'Sim', '11/03/2026', 'Administrador',
 * names joined by commas, '—' for nothing. `fileSize` formats a size in bytes (the web's '1,5 MB').
 */
export function auditValueText(
  field: string,
  value: unknown,
  fileSize: (bytes: number) => string = (bytes) => `${number.format(bytes)} B`,
): string {
  if (value === null || value === undefined || value === '') return m.emptyValue;
  if (typeof value === 'boolean') return value ? m.yes : m.no;
  if (Array.isArray(value))
    return value.length === 0 ? m.emptyValue : value.map((item) => auditValueText('', item)).join(', ');
  if (field === 'focalPoint' && typeof value === 'object') {
    const { x, y } = value as { x?: unknown; y?: unknown };
    if (typeof x === 'number' && typeof y === 'number')
      return format(m.focalPoint, { x: Math.round(x * 100), y: Math.round(y * 100) });
  }
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'number') return field === 'size' ? fileSize(value) : number.format(value);
  const text = String(value);
  if (field === 'role') return commonMessages.roles[text as keyof typeof commonMessages.roles] ?? text;
  if (field === 'status')
    return commonMessages.accountStatuses[text as keyof typeof commonMessages.accountStatuses] ?? text;
  if (field === 'type')
    return assetsMessages.assetTypes[text as keyof typeof assetsMessages.assetTypes] ?? text;
  if (field === 'logo' || field === 'version') return format(m.version, { version: text });
  const day = ISO_DAY.exec(text);
  return day ? `${day[3]}/${day[2]}/${day[1]}` : text;
}

const FIELD_ORDER = Object.keys(m.fields);
const fieldRank = (field: string) => {
  const rank = FIELD_ORDER.indexOf(field);
  return rank === -1 ? FIELD_ORDER.length : rank;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields to show of an entry's before/after: those that differ (an edit records only these,
 * but a side may carry more); when none differ, as a file replaced by one of the same name and size,
 * every field, so the comparison is never empty.
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditFieldChange[] {
  // jsonb keeps keys in its own order: they are shown in the catalogue's (name first, then the rest).
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort(
    (a, b) => fieldRank(a) - fieldRank(b),
  );
  const all = fields.map((field) => ({
    field,
    label: auditFieldLabel(field),
    before: before ? before[field] : undefined,
    after: after ? after[field] : undefined,
  }));
  if (!before || !after) return all;
  const changed = all.filter((change) => !same(change.before, change.after));
  return changed.length > 0 ? changed : all;
}
