import { ACCOUNT_STATUSES, REQUEST_STATUSES, ROLES } from '../constants';
import { z } from './z';

/**
 * `GET /api/me/export` (issue 36, LGPD): everything the app keeps about the person asking, as a JSON
 * file. Instants are ISO strings; kinds and formats are strings as they were recorded. Secrets
 * (password hash, session and link tokens) and storage keys are never part of it, nor anything that
 * is another person's: comments on one's requests say only whether they were one's own.
 */

const AssetRefSchema = z.object({ id: z.string(), title: z.string() });

export const MyProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  unit: z.object({ id: z.string(), name: z.string() }).nullable(),
  preferences: z.object({ emailNotifications: z.boolean() }),
  /** Where the profile photo is served, or null; the photo itself is not in the file. */
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const MyUnitSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  uf: z.string().nullable(),
  active: z.boolean(),
});

export const MySessionSchema = z.object({
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
});

export const MyPasswordResetSchema = z.object({
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
});

export const MyDownloadSchema = z.object({
  asset: AssetRefSchema,
  format: z.string().nullable(),
  stamped: z.boolean().nullable(),
  at: z.string(),
});

export const MyViewSchema = z.object({ asset: AssetRefSchema, at: z.string() });

export const MySearchSchema = z.object({ query: z.string(), resultCount: z.number(), at: z.string() });

export const MyUploadSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  uploadedAt: z.string(),
});

export const MyAlbumSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  createdAt: z.string(),
  assets: z.array(AssetRefSchema),
});

export const MyRequestSchema = z.object({
  id: z.string(),
  description: z.string(),
  neededBy: z.string().nullable(),
  channel: z.string(),
  fromSearch: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  answeredAt: z.string().nullable(),
  /** The conversation on the request; `mine` tells one's own comments from the team's. */
  comments: z.array(z.object({ mine: z.boolean(), body: z.string(), createdAt: z.string() })),
});

export const MyAssignedRequestSchema = z.object({
  id: z.string(),
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.string(),
});

export const MyCommentSchema = z.object({ requestId: z.string(), body: z.string(), createdAt: z.string() });

export const MyNotificationSchema = z.object({
  kind: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});

export const MyShareLinkSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** The asset or album shared (null once deleted: `title` then keeps the name it had). */
  targetId: z.string().nullable(),
  title: z.string().nullable(),
  allowDownload: z.boolean(),
  hasPassword: z.boolean(),
  opens: z.number(),
  downloads: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
});

export const MyCampaignSchema = z.object({ id: z.string(), name: z.string(), createdAt: z.string() });

export const MyConsentSchema = z.object({
  id: z.string(),
  asset: AssetRefSchema,
  signedOn: z.string(),
  expiresOn: z.string().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});

export const MyAuditEntrySchema = z.object({
  kind: z.string(),
  at: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
});

/** An invitation the person sent (an admin), or the one that brought them in: never its token. */
export const MyInvitationSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});

export const MyDataSchema = z.object({
  exportedAt: z.string(),
  profile: MyProfileSchema,
  unit: MyUnitSchema.nullable(),
  sessions: z.array(MySessionSchema),
  passwordResets: z.array(MyPasswordResetSchema),
  downloads: z.array(MyDownloadSchema),
  views: z.array(MyViewSchema),
  searches: z.array(MySearchSchema),
  uploads: z.array(MyUploadSchema),
  albums: z.array(MyAlbumSchema),
  requests: z.array(MyRequestSchema),
  requestsAssigned: z.array(MyAssignedRequestSchema),
  comments: z.array(MyCommentSchema),
  notifications: z.array(MyNotificationSchema),
  shareLinks: z.array(MyShareLinkSchema),
  campaigns: z.array(MyCampaignSchema),
  consents: z.array(MyConsentSchema),
  audit: z.array(MyAuditEntrySchema),
  invitationsSent: z.array(MyInvitationSchema),
  invitationAccepted: z.array(MyInvitationSchema),
});
export type MyData = z.infer<typeof MyDataSchema>;
/** The lists of the export, each read by one loader (my-data.service.ts). */
export type MyDataSections = Omit<MyData, 'exportedAt' | 'profile' | 'unit'>;
