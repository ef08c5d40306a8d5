import type {
  DeliveredAsset,
  MaterialRequest,
  RequestComment,
  RequestSummary,
} from '../../../shared/schemas/request';
import { thumbnailUrl } from '../asset-read';
import type { CommentRecord, DeliveredAssetRecord, RequestRecord } from './request-records';

function deliveredThumbnail(asset: DeliveredAssetRecord): string | null {
  return asset.gridThumbKey ? thumbnailUrl(asset.id, asset.updatedAt) : asset.externalThumbnailUrl;
}

function referenceUrl(record: { id: string; referenceKey: string | null }): string | null {
  if (!record.referenceKey) return null;
  // The key is new at each upload: its name versions the URL.
  const version = record.referenceKey.replace(/^.*\/|\.webp$/g, '').slice(0, 8);
  return `/api/requests/${record.id}/reference?v=${version}`;
}

/** A request as a list shows it. */
export function toSummary(record: RequestRecord): RequestSummary {
  return {
    id: record.id,
    description: record.description,
    neededBy: record.neededBy,
    channel: record.channel,
    fromSearch: record.fromSearch,
    referenceImageUrl: referenceUrl(record),
    status: record.status,
    requester: record.requesterName
      ? { id: record.requesterId, name: record.requesterName, unitName: record.requesterUnitName }
      : null,
    assignee:
      record.assigneeId && record.assigneeName ? { id: record.assigneeId, name: record.assigneeName } : null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    answeredAt: record.answeredAt?.toISOString() ?? null,
    commentCount: record.commentCount,
    deliveredCount: record.deliveredCount,
  };
}

function toComment(record: CommentRecord): RequestComment {
  return {
    id: String(record.id),
    author:
      record.authorId && record.authorName
        ? { id: record.authorId, name: record.authorName, isAdmin: record.authorRole === 'admin' }
        : null,
    body: record.body,
    createdAt: record.createdAt.toISOString(),
  };
}

function toDelivered(asset: DeliveredAssetRecord): DeliveredAsset {
  return { id: asset.id, title: asset.title, type: asset.type, thumbnailUrl: deliveredThumbnail(asset) };
}

/** A request as its page shows it: the summary, its comments and the assets delivered. */
export function toMaterialRequest(
  record: RequestRecord,
  comments: CommentRecord[],
  delivered: DeliveredAssetRecord[],
): MaterialRequest {
  return {
    ...toSummary(record),
    comments: comments.map(toComment),
    deliveredAssets: delivered.map(toDelivered),
  };
}
