import { and, asc, count, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AssetType, RequestStatus } from '../../../shared/constants';
import { recordAudit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/client';
import {
  assets,
  materialRequestAssets,
  materialRequestComments,
  materialRequests,
  units,
  users,
} from '../../platform/db/schema/index';
import { type Audience, visibleTo } from '../asset-read';

export type RequestRow = typeof materialRequests.$inferSelect;
export type NewRequestRow = typeof materialRequests.$inferInsert;

/** A request with the names around it, as the screens show it. */
export interface RequestRecord extends RequestRow {
  requesterName: string | null;
  requesterUnitName: string | null;
  assigneeName: string | null;
  commentCount: number;
  deliveredCount: number;
}

export interface CommentRecord {
  id: number;
  authorId: string | null;
  authorName: string | null;
  authorRole: string | null;
  body: string;
  createdAt: Date;
}

export interface DeliveredAssetRecord {
  id: string;
  title: string;
  type: AssetType;
  gridThumbKey: string | null;
  externalThumbnailUrl: string | null;
  updatedAt: Date;
}

/** Which requests a list holds: one person's or everyone's, by status and by the search they came from. */
export interface RequestFilter {
  requesterId?: string;
  status?: RequestStatus;
  search?: string;
}

/** The keyset position after which a page starts (newest first). */
export interface RequestPosition {
  createdAt: Date;
  id: string;
}

/** The admin-editable fields of a request, as the audit log records them. */
export interface RequestState {
  status: RequestStatus;
  assigneeId: string | null;
}

const requester = alias(users, 'requester');
const assignee = alias(users, 'assignee');

export function createRequestsRepository(db: Database) {
  /** Delivered assets count only those the audience may see (admins: all). */
  const selectRecords = (audience: Audience | undefined) =>
    db
      .select({
        request: getTableColumns(materialRequests),
        requesterName: requester.name,
        requesterUnitName: units.name,
        assigneeName: assignee.name,
        commentCount: sql<number>`(select count(*)::int from ${materialRequestComments}
          where ${materialRequestComments.requestId} = ${materialRequests.id})`,
        deliveredCount: sql<number>`(select count(*)::int from ${materialRequestAssets}
          join ${assets} on ${assets.id} = ${materialRequestAssets.assetId}
          where ${materialRequestAssets.requestId} = ${materialRequests.id}
          ${audience && !audience.seesAll ? sql`and ${visibleTo(audience)}` : sql``})`,
      })
      .from(materialRequests)
      .leftJoin(requester, eq(requester.id, materialRequests.requesterId))
      .leftJoin(units, eq(units.id, requester.unitId))
      .leftJoin(assignee, eq(assignee.id, materialRequests.assigneeId));

  type Selected = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];
  const toRecord = ({ request, ...rest }: Selected): RequestRecord => ({
    ...request,
    ...rest,
    commentCount: Number(rest.commentCount),
    deliveredCount: Number(rest.deliveredCount),
  });

  function conditions(filter: RequestFilter): SQL[] {
    const where: SQL[] = [];
    if (filter.requesterId) where.push(eq(materialRequests.requesterId, filter.requesterId));
    if (filter.status) where.push(eq(materialRequests.status, filter.status));
    // lower() on both sides: the index on lower(from_search) serves "the requests of this search".
    if (filter.search) where.push(sql`lower(${materialRequests.fromSearch}) = lower(${filter.search})`);
    return where;
  }

  return {
    async insert(values: NewRequestRow): Promise<string> {
      const [row] = await db.insert(materialRequests).values(values).returning({ id: materialRequests.id });
      return row!.id;
    },

    async find(id: string, audience?: Audience): Promise<RequestRecord | undefined> {
      const [row] = await selectRecords(audience).where(eq(materialRequests.id, id));
      return row ? toRecord(row) : undefined;
    },

    /** The requester and the stored reference image of a request (what reading the image needs). */
    async reference(id: string): Promise<{ requesterId: string; referenceKey: string | null } | undefined> {
      const [row] = await db
        .select({ requesterId: materialRequests.requesterId, referenceKey: materialRequests.referenceKey })
        .from(materialRequests)
        .where(eq(materialRequests.id, id));
      return row;
    },

    /** A page of requests, newest first, after `after`. */
    async list(
      filter: RequestFilter,
      after: RequestPosition | null,
      limit: number,
      audience: Audience,
    ): Promise<RequestRecord[]> {
      const where = conditions(filter);
      if (after)
        where.push(
          sql`(${materialRequests.createdAt}, ${materialRequests.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
        );
      const rows = await selectRecords(audience)
        .where(and(...where))
        .orderBy(sql`${materialRequests.createdAt} desc`, sql`${materialRequests.id} desc`)
        .limit(limit);
      return rows.map(toRecord);
    },

    /** How many requests of the filter (its status left aside) are in each status. */
    async countByStatus(filter: Omit<RequestFilter, 'status'>): Promise<Map<RequestStatus, number>> {
      const rows = await db
        .select({ status: materialRequests.status, n: count() })
        .from(materialRequests)
        .where(and(...conditions(filter)))
        .groupBy(materialRequests.status);
      return new Map(rows.map((row) => [row.status, row.n]));
    },

    async comments(requestId: string): Promise<CommentRecord[]> {
      return db
        .select({
          id: materialRequestComments.id,
          authorId: materialRequestComments.authorId,
          authorName: users.name,
          authorRole: users.role,
          body: materialRequestComments.body,
          createdAt: materialRequestComments.createdAt,
        })
        .from(materialRequestComments)
        .leftJoin(users, eq(users.id, materialRequestComments.authorId))
        .where(eq(materialRequestComments.requestId, requestId))
        .orderBy(asc(materialRequestComments.id));
    },

    /** The delivered assets `audience` may see, in the order they were given. */
    async deliveredAssets(requestId: string, audience: Audience): Promise<DeliveredAssetRecord[]> {
      return db
        .select({
          id: assets.id,
          title: assets.title,
          type: assets.type,
          gridThumbKey: assets.gridThumbKey,
          externalThumbnailUrl: assets.externalThumbnailUrl,
          updatedAt: assets.updatedAt,
        })
        .from(materialRequestAssets)
        .innerJoin(assets, eq(assets.id, materialRequestAssets.assetId))
        .where(and(eq(materialRequestAssets.requestId, requestId), visibleTo(audience)))
        .orderBy(asc(materialRequestAssets.position));
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

    /** Ids of every admin (who is told of a comment on a request nobody was assigned). */
    async adminIds(): Promise<string[]> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
      return rows.map((row) => row.id);
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
