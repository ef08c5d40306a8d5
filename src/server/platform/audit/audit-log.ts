import { requestContext } from '@fastify/request-context';
import type { FastifyRequest } from 'fastify';
import type { AuditKind } from '../../../shared/constants';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

/** Who acts in the current request, as the audit log records it. */
export interface AuditActor {
  id: string;
  name: string;
  ip: string | null;
}

declare module '@fastify/request-context' {
  interface RequestContextData {
    auditActor: AuditActor;
  }
}

/** The database or a transaction of it: an entry is written with the change it records. */
export type AuditExecutor = Pick<Database, 'insert'>;

/** One change as recorded: `before`/`after` are the fields that matter (never secrets, see `redact`). */
export interface AuditChange {
  kind: AuditKind;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
  /** Who acts when the request's signed-in user is not the actor (a sign-in: the user signing in). */
  actor?: AuditActor;
  /** The client's address when nobody is signed in (a refused sign-in). */
  address?: string;
}

/** Keys never written to the log, at any depth: password hashes, tokens, secrets. */
const SECRET_KEY = /password|token|secret|hash$/i;

/** A JSON-safe copy of `value` without secret keys (dates as ISO text). */
export function redact(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(redact);
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (SECRET_KEY.test(key) || field === undefined) continue;
    copy[key] = redact(field);
  }
  return copy;
}

/** Whether two field values are the same as the log would write them (dates as ISO text, JSON). */
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(redact(a)) === JSON.stringify(redact(b));
}

/**
 * The fields among `keys` whose value differs between `before` and `after`, each side (a missing
 * value as null); null when none changed. What an edit's entry records: only what changed.
 */
export function changedFields<T extends object>(
  before: T,
  after: T,
  keys: readonly (keyof T & string)[],
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of keys) {
    if (sameValue(before[key], after[key])) continue;
    was[key] = before[key] ?? null;
    is[key] = after[key] ?? null;
  }
  return Object.keys(was).length > 0 ? { before: was, after: is } : null;
}

/** `value` without its empty fields (null, undefined, '', []): what a creation or deletion records. */
export function presentFields(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, field]) =>
        field !== null &&
        field !== undefined &&
        field !== '' &&
        !(Array.isArray(field) && field.length === 0),
    ),
  );
}

/** The request's actor: set once the session is known (`rememberAuditActor`), absent in jobs. */
export function currentAuditActor(): AuditActor | undefined {
  return requestContext.get('auditActor');
}

/** Called from the auth hook's successor: the signed-in user of this request becomes its actor. */
export function rememberAuditActor(request: FastifyRequest): void {
  if (!request.user) return;
  request.requestContext.set('auditActor', {
    id: request.user.id,
    name: request.user.name,
    ip: request.ip ?? null,
  });
}

/**
 * Writes one audit entry through `executor`, which must be the transaction of the change it records
 * (issue 17: an entry exists exactly when its change committed). The target type is the kind's part
 * before the dot ('asset.edit' -> 'asset').
 */
export async function recordAudit(executor: AuditExecutor, change: AuditChange): Promise<void> {
  await recordAudits(executor, [change]);
}

/** `recordAudit` for several changes of one action (an import's units), in one statement. */
export async function recordAudits(executor: AuditExecutor, changes: AuditChange[]): Promise<void> {
  if (changes.length === 0) return;
  const requestActor = currentAuditActor();
  await executor.insert(auditLog).values(
    changes.map((change) => {
      const actor = change.actor ?? requestActor;
      return {
        actorId: actor?.id ?? null,
        actorName: actor?.name ?? null,
        ip: actor?.ip ?? change.address ?? null,
        kind: change.kind,
        targetType: change.kind.slice(0, change.kind.indexOf('.')),
        targetId: change.targetId,
        before: change.before === undefined ? null : redact(change.before),
        after: change.after === undefined ? null : redact(change.after),
      };
    }),
  );
}

/**
 * Records an edit in `executor` (the change's transaction) with only the fields among `keys` that
 * changed; nothing when none did (a save that changed nothing is not an action to tell).
 */
export async function recordAuditEdit<T extends object>(
  executor: AuditExecutor,
  edit: {
    kind: AuditKind;
    targetId: string | null;
    before: T;
    after: T;
    keys: readonly (keyof T & string)[];
  },
): Promise<void> {
  const changed = changedFields(edit.before, edit.after, edit.keys);
  if (changed) await recordAudit(executor, { kind: edit.kind, targetId: edit.targetId, ...changed });
}
