import { and, asc, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AssetType, RequestStatus } from '../../../shared/constants';
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

const requester = alias(users, 'requester');
const assignee = alias(users, 'assignee');

function conditions(filter: RequestFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.requesterId) where.push(eq(materialRequests.requesterId, filter.requesterId));
  if (filter.status) where.push(eq(materialRequests.status, filter.status));
  // lower() on both sides: the index on lower(from_search) serves "the requests of this search".
  if (filter.search) where.push(sql`lower(${materialRequests.fromSearch}) = lower(${filter.search})`);
  return where;
}

/**
 * Reading requests (the repository's read side): one request or a page of them with the names
 * around each, the counts per status, a request's comments and delivered assets.
 */
export function createRequestReads(db: Database) {
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

  return {
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

    /** Ids of every admin (who is told of a comment on a request nobody was assigned). */
    async adminIds(): Promise<string[]> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
      return rows.map((row) => row.id);
    },
  };
}
