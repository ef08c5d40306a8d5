import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { REQUEST_STATUSES, type RequestStatus, type Role } from '../../../shared/constants';
import { networkDay } from '../../../shared/domain/network-date';
import { messages } from '../../../shared/messages/pt-BR';
import type {
  MaterialRequest,
  ParsedRequestFields,
  RequestList,
  UpdateRequestInput,
} from '../../../shared/schemas/request';
import { fromSentPicture } from '../../media';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { FileToSend } from '../../platform/http/send-file';
import type { StorageDriver } from '../../platform/storage/storage';
import { audienceOf } from '../asset-read';
import { decodeRequestCursor, encodeRequestCursor } from './request-cursor';
import { toMaterialRequest, toSummary } from './request-mapper';
import type { RequestRecord } from './request-records';
import { createRequestTelling, type RequestNotifier } from './request-telling';
import type { RequestsRepository } from './requests.repository';

const m = messages.requests;

/** Who asks: the signed-in person. */
export interface RequestViewer {
  id: string;
  name: string;
  role: Role;
}

interface Deps {
  requests: RequestsRepository;
  storage: StorageDriver;
  notifications: RequestNotifier;
  clock: Clock;
  log?: { error(object: unknown, message: string): void };
}

const isAdmin = (viewer: { role: Role }) => viewer.role === 'admin';

/**
 * Material requests ("Pedir material", issue 17): a person asks the franchisor for a piece the
 * library lacks; admins assign, comment, change the status and deliver assets. Each person sees only
 * their own requests (anyone else's answers REQUEST_NOT_FOUND); admins see all. The other side is
 * told of every change after it has committed; a failure to tell never undoes the change.
 */
export function createRequestsService({ requests, storage, notifications, clock, log }: Deps) {
  /** The request if `viewer` may see it: its requester or an admin; for anyone else it does not exist. */
  async function visible(id: string, viewer: RequestViewer): Promise<RequestRecord> {
    const record = await requests.find(id, audienceOf(viewer, clock));
    if (!record || (!isAdmin(viewer) && record.requesterId !== viewer.id))
      throw new AppError('REQUEST_NOT_FOUND');
    return record;
  }

  /** The request as its page shows it: its comments and the delivered assets the viewer may see. */
  async function toRequest(record: RequestRecord, viewer: RequestViewer): Promise<MaterialRequest> {
    const [comments, delivered] = await Promise.all([
      requests.comments(record.id),
      requests.deliveredAssets(record.id, audienceOf(viewer, clock)),
    ]);
    return toMaterialRequest(record, comments, delivered);
  }

  const telling = createRequestTelling({ notifications, adminIds: () => requests.adminIds(), log });

  return {
    /**
     * Records a request; the optional reference image must decode as an image within its pixel budget
     * and is stored as WebP. Every admin is told.
     */
    async create(
      fields: ParsedRequestFields,
      reference: Buffer | null,
      viewer: RequestViewer,
    ): Promise<MaterialRequest> {
      const now = clock.now();
      if (fields.neededBy && fields.neededBy < networkDay(now))
        throw new AppError('REQUEST_NEEDED_BY_PAST', {
          details: { issues: [{ field: 'neededBy', message: m.neededByPast }] },
        });
      let referenceKey: string | null = null;
      if (reference) {
        const webp = await fromSentPicture(
          (media) => media.makeReferenceImage(reference),
          'REQUEST_REFERENCE_INVALID',
        );
        referenceKey = `requests/${randomUUID()}.webp`;
        await storage.put(referenceKey, Readable.from(webp), { contentType: 'image/webp' });
      }
      let id: string;
      try {
        id = await requests.insert({
          requesterId: viewer.id,
          description: fields.description,
          neededBy: fields.neededBy,
          channel: fields.channel,
          fromSearch: fields.fromSearch,
          referenceKey,
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        if (referenceKey) await storage.delete(referenceKey).catch(() => {});
        throw error;
      }
      const record = await visible(id, viewer);
      await telling.created(record, viewer);
      return toRequest(record, viewer);
    },

    /**
     * A page of requests, newest first: the viewer's own (users and franqueados always; admins with
     * `mine`), or all of them for admins, by status and by the search they came from; with the count
     * per status of the same list.
     */
    async list(
      query: { status?: RequestStatus; search: string | null; mine: boolean; cursor?: string; limit: number },
      viewer: RequestViewer,
    ): Promise<RequestList> {
      const after = decodeRequestCursor(query.cursor);
      const own = !isAdmin(viewer) || query.mine;
      const filter = {
        ...(own ? { requesterId: viewer.id } : {}),
        ...(query.search ? { search: query.search } : {}),
      };
      const [rows, counted] = await Promise.all([
        requests.list(
          { ...filter, ...(query.status ? { status: query.status } : {}) },
          after,
          query.limit + 1,
          audienceOf(viewer, clock),
        ),
        requests.countByStatus(filter),
      ]);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(toSummary),
        nextCursor: rows.length > query.limit && last ? encodeRequestCursor(last) : null,
        counts: Object.fromEntries(
          REQUEST_STATUSES.map((status) => [status, counted.get(status) ?? 0]),
        ) as Record<RequestStatus, number>,
      };
    },

    async get(id: string, viewer: RequestViewer): Promise<MaterialRequest> {
      return toRequest(await visible(id, viewer), viewer);
    },

    /** An admin changes the status or the assignee; the requester is told of a new status. */
    async update(id: string, input: UpdateRequestInput, viewer: RequestViewer): Promise<MaterialRequest> {
      const result = await requests.update(
        id,
        {
          ...(input.status ? { status: input.status } : {}),
          ...(input.assigneeId !== undefined ? { assigneeId: input.assigneeId } : {}),
        },
        clock.now(),
      );
      if (!result) throw new AppError('REQUEST_NOT_FOUND');
      if (result === 'assignee-not-admin')
        throw new AppError('REQUEST_ASSIGNEE_NOT_ADMIN', {
          details: { issues: [{ field: 'assigneeId', message: m.assigneeNotAdmin }] },
        });
      const record = await visible(id, viewer);
      if (result.after.status !== result.before.status)
        await telling.statusChanged(record, result.after.status, viewer);
      return toRequest(record, viewer);
    },

    /** A comment by the requester or an admin, told to the other side (request-telling.ts). */
    async comment(id: string, body: string, viewer: RequestViewer): Promise<MaterialRequest> {
      const record = await visible(id, viewer);
      if (!(await requests.addComment(id, viewer.id, body, clock.now())))
        throw new AppError('REQUEST_NOT_FOUND');
      await telling.commented(record, body, viewer);
      return toRequest(await visible(id, viewer), viewer);
    },

    /** "Atender": links the assets in the order given and sets atendido; the requester is told. */
    async deliver(id: string, assetIds: string[], viewer: RequestViewer): Promise<MaterialRequest> {
      const result = await requests.deliver(id, assetIds, clock.now());
      if (!result) throw new AppError('REQUEST_NOT_FOUND');
      if (result.missing.length > 0)
        throw new AppError('REQUEST_ASSETS_MISSING', {
          params: { n: result.missing.length },
          details: { missing: result.missing },
        });
      const record = await visible(id, viewer);
      await telling.answered(record, viewer);
      return toRequest(record, viewer);
    },

    /** The reference image, for its requester and admins only: for anyone else it does not exist. */
    async openReference(id: string, viewer: RequestViewer): Promise<FileToSend> {
      const found = await requests.reference(id);
      if (!found || (!isAdmin(viewer) && found.requesterId !== viewer.id))
        throw new AppError('REQUEST_NOT_FOUND');
      if (!found.referenceKey) throw new AppError('REQUEST_REFERENCE_NOT_FOUND');
      const key = found.referenceKey;
      const stored = await storage.stat(key);
      if (!stored) throw new AppError('REQUEST_REFERENCE_NOT_FOUND');
      return {
        size: stored.size,
        contentType: 'image/webp',
        fileName: 'referencia.webp',
        etag: `"${key.replace(/^.*\//, '')}"`,
        open: (range) => storage.read(key, range),
      };
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
