import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RequestChannel, RequestStatus } from '../../../../shared/constants';
import { assets } from './assets';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/**
 * "Pedir material" (issue 17): what a franchisee asked the franchisor for, and how it went. The
 * reference image is stored as WebP under `referenceKey`; `answeredAt` is set the first time the
 * request becomes atendido or recusado (the median time to answer on /stats).
 */
export const materialRequests = pgTable(
  'material_requests',
  {
    id: id(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    neededBy: date('needed_by'),
    channel: text('channel').$type<RequestChannel>().notNull(),
    /** The search that found nothing, when the request came from one (as typed). */
    fromSearch: text('from_search'),
    referenceKey: text('reference_key'),
    status: text('status').$type<RequestStatus>().notNull().default('aberto'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'material_requests_status_check',
      sql`${t.status} in ('aberto', 'em_andamento', 'atendido', 'recusado')`,
    ),
    index('material_requests_requester_idx').on(t.requesterId, t.createdAt),
    index('material_requests_status_idx').on(t.status, t.createdAt),
    index('material_requests_search_idx').on(sql`lower(${t.fromSearch})`),
  ],
);

/** Comments on a request, in both directions (requester and admins). */
export const materialRequestComments = pgTable(
  'material_request_comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => materialRequests.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('material_request_comments_request_idx').on(t.requestId, t.id)],
);

/** The assets an admin delivered for a request ("Atender"), in the order given. */
export const materialRequestAssets = pgTable(
  'material_request_assets',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => materialRequests.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.assetId] }),
    index('material_request_assets_asset_idx').on(t.assetId),
  ],
);
