import { requestContext } from '@fastify/request-context';
import type { FastifyRequest } from 'fastify';
import type { AuditKind } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

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
  const actor = change.actor ?? currentAuditActor();
  await executor.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? null,
    ip: actor?.ip ?? null,
    kind: change.kind,
    targetType: change.kind.slice(0, change.kind.indexOf('.')),
    targetId: change.targetId,
    before: change.before === undefined ? null : redact(change.before),
    after: change.after === undefined ? null : redact(change.after),
  });
}
