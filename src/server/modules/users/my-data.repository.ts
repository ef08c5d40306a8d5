import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  albumAssets,
  albums,
  assetEvents,
  assets,
  auditLog,
  campaigns,
  consents,
  invitations,
  materialRequestComments,
  materialRequests,
  notifications,
  passwordResetTokens,
  searchLogs,
  sessions,
  shareLinks,
  units,
  users,
} from '../../platform/db/schema/index';

/**
 * The reads behind `GET /api/me/export` (issue 36, LGPD): one query per table that keeps something
 * about a person, each by the column that names them (every reference to users.id, and audit_log's
 * actor_id, which has none so that entries outlive their actor). Columns are picked one by one, so
 * a secret never leaves the database: not users.password_hash, not the token hashes of sessions,
 * password_reset_tokens and share_links, not a share link's password hash (avatar_key is read only to
 * build the photo's URL).
 *
 * Left out on purpose:
 * - consents.patient_ref and the signed file: the patient's data, not the person's who registered it;
 *   consents.revoked_by, share_links.revoked_by: the revocation is in the person's audit entries.
 * - audit_log entries about the person written by someone else (an admin's, naming that admin).
 * - rate_limits: short-lived counters whose keys hold the id, purged within the hour.
 */
/** An invitation's own fields (never its token hash). */
const invitationColumns = {
  name: invitations.name,
  email: invitations.email,
  role: invitations.role,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
  acceptedAt: invitations.acceptedAt,
  revokedAt: invitations.revokedAt,
};

export function createMyDataRepository(db: Database) {
  return {
    /** Invitations the person sent (invited_by), or accepted (accepted_user_id). */
    invitations(userId: string, as: 'sender' | 'invitee') {
      const column = as === 'sender' ? invitations.invitedBy : invitations.acceptedUserId;
      return db
        .select(invitationColumns)
        .from(invitations)
        .where(eq(column, userId))
        .orderBy(asc(invitations.createdAt));
    },

    async profile(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          status: users.status,
          emailNotifications: users.emailNotifications,
          avatarKey: users.avatarKey,
          avatarVersion: users.avatarVersion,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
          unitId: units.id,
          unitName: units.name,
          unitCity: units.city,
          unitUf: units.uf,
          unitActive: units.active,
        })
        .from(users)
        .leftJoin(units, eq(units.id, users.unitId))
        .where(eq(users.id, userId));
      return row;
    },

    sessions: (userId: string) =>
      db
        .select({
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),

    passwordResets: (userId: string) =>
      db
        .select({
          createdAt: passwordResetTokens.createdAt,
          expiresAt: passwordResetTokens.expiresAt,
          usedAt: passwordResetTokens.usedAt,
        })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, userId))
        .orderBy(asc(passwordResetTokens.createdAt)),

    /** The person's views or downloads (asset_events), oldest first. */
    assetEvents: (userId: string, kind: 'view' | 'download') =>
      db
        .select({
          assetId: assetEvents.assetId,
          title: assets.title,
          format: assetEvents.format,
          stamped: assetEvents.stamped,
          at: assetEvents.at,
        })
        .from(assetEvents)
        .innerJoin(assets, eq(assets.id, assetEvents.assetId))
        .where(and(eq(assetEvents.userId, userId), eq(assetEvents.kind, kind)))
        .orderBy(asc(assetEvents.at), asc(assetEvents.id)),

    searches: (userId: string) =>
      db
        .select({ query: searchLogs.query, resultCount: searchLogs.resultCount, at: searchLogs.at })
        .from(searchLogs)
        .where(eq(searchLogs.userId, userId))
        .orderBy(asc(searchLogs.at), asc(searchLogs.id)),

    uploads: (userId: string) =>
      db
        .select({ id: assets.id, title: assets.title, type: assets.type, uploadedAt: assets.uploadedAt })
        .from(assets)
        .where(eq(assets.uploadedBy, userId))
        .orderBy(asc(assets.uploadedAt), asc(assets.id)),

    albums: (userId: string) =>
      db
        .select({
          id: albums.id,
          name: albums.name,
          description: albums.description,
          createdAt: albums.createdAt,
        })
        .from(albums)
        .where(eq(albums.ownerId, userId))
        .orderBy(asc(albums.createdAt), asc(albums.id)),

    albumAssets: (userId: string) =>
      db
        .select({ albumId: albumAssets.albumId, id: assets.id, title: assets.title })
        .from(albumAssets)
        .innerJoin(albums, eq(albums.id, albumAssets.albumId))
        .innerJoin(assets, eq(assets.id, albumAssets.assetId))
        .where(eq(albums.ownerId, userId))
        .orderBy(asc(albumAssets.addedAt), asc(albumAssets.assetId)),

    requests: (userId: string) =>
      db
        .select({
          id: materialRequests.id,
          description: materialRequests.description,
          neededBy: materialRequests.neededBy,
          channel: materialRequests.channel,
          fromSearch: materialRequests.fromSearch,
          status: materialRequests.status,
          createdAt: materialRequests.createdAt,
          updatedAt: materialRequests.updatedAt,
          answeredAt: materialRequests.answeredAt,
        })
        .from(materialRequests)
        .where(eq(materialRequests.requesterId, userId))
        .orderBy(asc(materialRequests.createdAt), asc(materialRequests.id)),

    /** Every comment on the person's own requests, whoever wrote it (the author only as "is it me"). */
    commentsOnOwnRequests: (userId: string) =>
      db
        .select({
          requestId: materialRequestComments.requestId,
          mine: sql<boolean>`coalesce(${materialRequestComments.authorId} = ${userId}, false)`,
          body: materialRequestComments.body,
          createdAt: materialRequestComments.createdAt,
        })
        .from(materialRequestComments)
        .innerJoin(materialRequests, eq(materialRequests.id, materialRequestComments.requestId))
        .where(eq(materialRequests.requesterId, userId))
        .orderBy(asc(materialRequestComments.id)),

    requestsAssigned: (userId: string) =>
      db
        .select({
          id: materialRequests.id,
          status: materialRequests.status,
          createdAt: materialRequests.createdAt,
        })
        .from(materialRequests)
        .where(eq(materialRequests.assigneeId, userId))
        .orderBy(asc(materialRequests.createdAt), asc(materialRequests.id)),

    commentsWritten: (userId: string) =>
      db
        .select({
          requestId: materialRequestComments.requestId,
          body: materialRequestComments.body,
          createdAt: materialRequestComments.createdAt,
        })
        .from(materialRequestComments)
        .where(eq(materialRequestComments.authorId, userId))
        .orderBy(asc(materialRequestComments.id)),

    notifications: (userId: string) =>
      db
        .select({
          kind: notifications.kind,
          params: notifications.params,
          link: notifications.link,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.id)),

    shareLinks: (userId: string) =>
      db
        .select({
          id: shareLinks.id,
          kind: shareLinks.kind,
          targetId: sql<string | null>`coalesce(${shareLinks.assetId}, ${shareLinks.albumId})`,
          title: sql<string | null>`coalesce(${assets.title}, ${albums.name}, ${shareLinks.endedTitle})`,
          allowDownload: shareLinks.allowDownload,
          hasPassword: sql<boolean>`${shareLinks.passwordHash} is not null`,
          opens: shareLinks.opens,
          downloads: shareLinks.downloads,
          createdAt: shareLinks.createdAt,
          expiresAt: shareLinks.expiresAt,
          revokedAt: shareLinks.revokedAt,
        })
        .from(shareLinks)
        .leftJoin(assets, eq(assets.id, shareLinks.assetId))
        .leftJoin(albums, eq(albums.id, shareLinks.albumId))
        .where(eq(shareLinks.creatorId, userId))
        .orderBy(asc(shareLinks.createdAt), asc(shareLinks.id)),

    campaigns: (userId: string) =>
      db
        .select({ id: campaigns.id, name: campaigns.name, createdAt: campaigns.createdAt })
        .from(campaigns)
        .where(eq(campaigns.createdBy, userId))
        .orderBy(asc(campaigns.createdAt), asc(campaigns.id)),

    consents: (userId: string) =>
      db
        .select({
          id: consents.id,
          assetId: assets.id,
          title: assets.title,
          signedOn: consents.signedOn,
          expiresOn: consents.expiresOn,
          createdAt: consents.createdAt,
          revokedAt: consents.revokedAt,
        })
        .from(consents)
        .innerJoin(assets, eq(assets.id, consents.assetId))
        .where(eq(consents.createdBy, userId))
        .orderBy(asc(consents.createdAt), asc(consents.id)),

    audit: (userId: string) =>
      db
        .select({
          kind: auditLog.kind,
          at: auditLog.at,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          ip: auditLog.ip,
        })
        .from(auditLog)
        .where(eq(auditLog.actorId, userId))
        .orderBy(asc(auditLog.at), asc(auditLog.id)),
  };
}

export type MyDataRepository = ReturnType<typeof createMyDataRepository>;
