import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { RequestStatus } from '../../../shared/constants';
import { recordAudit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/client';
import {
  assets,
  materialRequestAssets,
  materialRequestComments,
  materialRequests,
  users,
} from '../../platform/db/schema/index';
import { createRequestReads } from './request-records';

export type NewRequestRow = typeof materialRequests.$inferInsert;

/** The admin-editable fields of a request, as the audit log records them. */
export interface RequestState {
  status: RequestStatus;
  assigneeId: string | null;
}

/**
 * The requests' database: the reads (request-records.ts) and the writes; an admin's change and a
 * delivery each write their audit entry in the same transaction.
 */
export function createRequestsRepository(db: Database) {
  return {
    ...createRequestReads(db),

    async insert(values: NewRequestRow): Promise<string> {
      const [row] = await db.insert(materialRequests).values(values).returning({ id: materialRequests.id });
      return row!.id;
    },

    /** Adds a comment and touches the request; false when the request is gone. */
    async addComment(requestId: string, authorId: string, body: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const touched = await tx
          .update(materialRequests)
          .set({ updatedAt: at })
          .where(eq(materialRequests.id, requestId))
          .returning({ id: materialRequests.id });
        if (touched.length === 0) return false;
        await tx.insert(materialRequestComments).values({ requestId, authorId, body, createdAt: at });
        return true;
      });
    },

    /**
     * An admin's change of status and assignee, with its audit entry ('request.edit'), in one
     * transaction under the request's row lock. Undefined when there is no such request,
     * 'assignee-not-admin' when the assignee is not an admin (nothing written); a change that changes
     * nothing is not recorded.
     */
    async update(
      id: string,
      patch: Partial<RequestState>,
      at: Date,
    ): Promise<{ before: RequestState; after: RequestState } | 'assignee-not-admin' | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: materialRequests.status, assigneeId: materialRequests.assigneeId })
          .from(materialRequests)
          .where(eq(materialRequests.id, id))
          .for('update');
        if (!row) return undefined;
        if (patch.assigneeId) {
          const [person] = await tx
            .select({ role: users.role })
            .from(users)
            .where(eq(users.id, patch.assigneeId));
          if (person?.role !== 'admin') return 'assignee-not-admin';
        }
        const before: RequestState = { status: row.status, assigneeId: row.assigneeId };
        const after: RequestState = {
          status: patch.status ?? before.status,
          assigneeId: patch.assigneeId === undefined ? before.assigneeId : patch.assigneeId,
        };
        if (after.status === before.status && after.assigneeId === before.assigneeId)
          return { before, after };
        await tx
          .update(materialRequests)
          .set({
            ...after,
            updatedAt: at,
            ...(answers(after.status)
              ? {
                  answeredAt: sql`coalesce(${materialRequests.answeredAt}, ${at.toISOString()}::timestamptz)`,
                }
              : {}),
          })
          .where(eq(materialRequests.id, id));
        await recordAudit(tx, { kind: 'request.edit', targetId: id, before, after });
        return { before, after };
      });
    },

    /**
     * "Atender": links `assetIds` after those already delivered (in the order given; one delivered
     * before keeps its place), sets the request atendido and writes 'request.deliver', in one
     * transaction. Undefined when there is no such request; `missing` lists the ids that name no
     * asset (nothing written then).
     */
    async deliver(
      id: string,
      assetIds: string[],
      at: Date,
    ): Promise<
      | { missing: string[] }
      | {
          missing: [];
          before: { assetIds: string[]; status: RequestStatus };
          after: { assetIds: string[]; status: RequestStatus };
        }
      | undefined
    > {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: materialRequests.status })
          .from(materialRequests)
          .where(eq(materialRequests.id, id))
          .for('update');
        if (!row) return undefined;
        const found = await tx.select({ id: assets.id }).from(assets).where(inArray(assets.id, assetIds));
        const existing = new Set(found.map((asset) => asset.id));
        const missing = assetIds.filter((assetId) => !existing.has(assetId));
        if (missing.length > 0) return { missing };
        const linked = await tx
          .select({ assetId: materialRequestAssets.assetId, position: materialRequestAssets.position })
          .from(materialRequestAssets)
          .where(eq(materialRequestAssets.requestId, id))
          .orderBy(asc(materialRequestAssets.position));
        const already = new Set(linked.map((link) => link.assetId));
        const added = assetIds.filter((assetId) => !already.has(assetId));
        const start = (linked.at(-1)?.position ?? -1) + 1;
        if (added.length > 0)
          await tx
            .insert(materialRequestAssets)
            .values(added.map((assetId, index) => ({ requestId: id, assetId, position: start + index })));
        await tx
          .update(materialRequests)
          .set({
            status: 'atendido',
            updatedAt: at,
            answeredAt: sql`coalesce(${materialRequests.answeredAt}, ${at.toISOString()}::timestamptz)`,
          })
          .where(eq(materialRequests.id, id));
        const before = { assetIds: linked.map((link) => link.assetId), status: row.status };
        const after = { assetIds: [...before.assetIds, ...added], status: 'atendido' as const };
        await recordAudit(tx, { kind: 'request.deliver', targetId: id, before, after });
        return { missing: [], before, after };
      });
    },
  };
}

/** The statuses that answer a request (the first time one is reached sets `answeredAt`). */
export function answers(status: RequestStatus): boolean {
  return status === 'atendido' || status === 'recusado';
}

export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
