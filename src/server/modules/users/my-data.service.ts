import type { MyData, MyDataSections } from '../../../shared/schemas/my-data';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { describeDevice } from '../../platform/http/device';
import { renderMessage } from '../notifications';
import type { MyDataRepository } from './my-data.repository';
import { avatarUrl } from './user-mapper';

interface Deps {
  myData: MyDataRepository;
  clock: Clock;
  /** Searches are logged in batches: the waiting ones are written first, so the file has them all. */
  flushSearchLogs: () => Promise<void>;
}

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

const invitationDates = <
  T extends { createdAt: Date; expiresAt: Date; acceptedAt: Date | null; revokedAt: Date | null },
>(
  row: T,
) => ({
  ...row,
  createdAt: iso(row.createdAt),
  expiresAt: iso(row.expiresAt),
  acceptedAt: isoOrNull(row.acceptedAt),
  revokedAt: isoOrNull(row.revokedAt),
});

type Loaders = { [K in keyof MyDataSections]: (userId: string) => Promise<MyDataSections[K]> };

/**
 * Each list of the export and how it is read: a new kind of personal data is one more entry here
 * (its query in my-data.repository.ts, its shape in MyDataSchema).
 */
function sectionLoaders(myData: MyDataRepository): Loaders {
  return {
    sessions: async (userId) =>
      (await myData.sessions(userId)).map((row) => ({
        device: describeDevice(row.userAgent),
        createdAt: iso(row.createdAt),
        lastUsedAt: iso(row.lastUsedAt),
        expiresAt: iso(row.expiresAt),
      })),
    passwordResets: async (userId) =>
      (await myData.passwordResets(userId)).map((row) => ({
        createdAt: iso(row.createdAt),
        expiresAt: iso(row.expiresAt),
        usedAt: isoOrNull(row.usedAt),
      })),
    downloads: async (userId) =>
      (await myData.assetEvents(userId, 'download')).map((row) => ({
        asset: { id: row.assetId, title: row.title },
        format: row.format,
        stamped: row.stamped,
        at: iso(row.at),
      })),
    views: async (userId) =>
      (await myData.assetEvents(userId, 'view')).map((row) => ({
        asset: { id: row.assetId, title: row.title },
        at: iso(row.at),
      })),
    searches: async (userId) => (await myData.searches(userId)).map((row) => ({ ...row, at: iso(row.at) })),
    uploads: async (userId) =>
      (await myData.uploads(userId)).map((row) => ({ ...row, uploadedAt: iso(row.uploadedAt) })),
    albums: async (userId) => {
      const rows = await myData.albums(userId);
      const items = await myData.albumAssets(userId);
      return rows.map((album) => ({
        ...album,
        createdAt: iso(album.createdAt),
        assets: items.filter((item) => item.albumId === album.id).map(({ id, title }) => ({ id, title })),
      }));
    },
    requests: async (userId) => {
      const rows = await myData.requests(userId);
      const comments = await myData.commentsOnOwnRequests(userId);
      return rows.map((request) => ({
        ...request,
        createdAt: iso(request.createdAt),
        updatedAt: iso(request.updatedAt),
        answeredAt: isoOrNull(request.answeredAt),
        comments: comments
          .filter((comment) => comment.requestId === request.id)
          .map(({ mine, body, createdAt }) => ({ mine, body, createdAt: iso(createdAt) })),
      }));
    },
    requestsAssigned: async (userId) =>
      (await myData.requestsAssigned(userId)).map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    comments: async (userId) =>
      (await myData.commentsWritten(userId)).map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    notifications: async (userId) =>
      (await myData.notifications(userId)).map((row) => ({
        kind: row.kind,
        message: renderMessage(row.kind, row.params),
        link: row.link,
        createdAt: iso(row.createdAt),
        readAt: isoOrNull(row.readAt),
      })),
    shareLinks: async (userId) =>
      (await myData.shareLinks(userId)).map((row) => ({
        ...row,
        createdAt: iso(row.createdAt),
        expiresAt: iso(row.expiresAt),
        revokedAt: isoOrNull(row.revokedAt),
      })),
    campaigns: async (userId) =>
      (await myData.campaigns(userId)).map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    consents: async (userId) =>
      (await myData.consents(userId)).map(({ assetId, title, ...row }) => ({
        ...row,
        asset: { id: assetId, title },
        createdAt: iso(row.createdAt),
        revokedAt: isoOrNull(row.revokedAt),
      })),
    audit: async (userId) => (await myData.audit(userId)).map((row) => ({ ...row, at: iso(row.at) })),
    invitationsSent: async (userId) => (await myData.invitations(userId, 'sender')).map(invitationDates),
    invitationAccepted: async (userId) => (await myData.invitations(userId, 'invitee')).map(invitationDates),
  };
}

/** "Baixar meus dados" (issue 36, LGPD): what the app keeps about one person, for that person. */
export function createMyDataService({ myData, clock, flushSearchLogs }: Deps) {
  const sections = sectionLoaders(myData);

  return {
    async export(userId: string): Promise<MyData> {
      const exportedAt = clock.now();
      await flushSearchLogs();
      const row = await myData.profile(userId);
      if (!row) throw new AppError('SESSION_EXPIRED');
      const unit = row.unitId && row.unitName !== null ? { id: row.unitId, name: row.unitName } : null;
      // One list after the other: an export is rare, and need not take several pool connections.
      const lists: Partial<Record<keyof MyDataSections, unknown>> = {};
      for (const key of Object.keys(sections) as Array<keyof MyDataSections>) {
        lists[key] = await sections[key](userId);
      }
      return {
        exportedAt: iso(exportedAt),
        profile: {
          id: row.id,
          name: row.name,
          email: row.email,
          role: row.role,
          status: row.status,
          unit,
          preferences: { emailNotifications: row.emailNotifications },
          avatarUrl: avatarUrl(row),
          createdAt: iso(row.createdAt),
          updatedAt: iso(row.updatedAt),
        },
        unit: unit && { ...unit, city: row.unitCity, uf: row.unitUf, active: row.unitActive ?? true },
        ...(lists as MyDataSections),
      };
    },
  };
}

export type MyDataService = ReturnType<typeof createMyDataService>;
