import type { RequestStatus } from '../../../shared/constants';
import { quote } from '../../../shared/domain/quote';
import { messages } from '../../../shared/messages/pt-BR';
import { REQUEST_LIMITS } from '../../../shared/schemas/request';
import type { NotifyInput } from '../notifications';
import type { RequestRecord } from './request-records';

const m = messages.requests;

/** The notification centre's one call a request needs (modules/notifications). */
export interface RequestNotifier {
  notify(input: NotifyInput): Promise<number>;
}

interface Deps {
  notifications: RequestNotifier;
  /** Every admin's id: who hears of a comment on a request nobody was assigned. */
  adminIds(): Promise<string[]>;
  log?: { error(object: unknown, message: string): void } | undefined;
}

/** Who acts on a request. */
interface Actor {
  id: string;
  name: string;
}

const linkTo = (id: string) => `/requests/${id}`;

const summaryOf = (record: { description: string }) =>
  quote(record.description, REQUEST_LIMITS.summaryLength);

/**
 * Telling the other side of a request of each change (issue 17), called after the change has
 * committed: a failure to tell is logged and never undoes the change. Nobody is told of their own act.
 */
export function createRequestTelling({ notifications, adminIds, log }: Deps) {
  async function tell(input: NotifyInput): Promise<void> {
    if ('userIds' in input.to && input.to.userIds.length === 0) return;
    try {
      await notifications.notify(input);
    } catch (error) {
      log?.error({ err: error, requestId: input.subjectId, kind: input.kind }, 'requests: notifying failed');
    }
  }

  return {
    /** A new request: every admin is told. */
    async created(record: RequestRecord, requester: Actor): Promise<void> {
      await tell({
        to: { roles: ['admin'] },
        kind: 'request-created',
        subjectId: record.id,
        params: { requester: requester.name, summary: summaryOf(record) },
        link: linkTo(record.id),
      });
    },

    /** A new status, set by an admin: the requester is told. */
    async statusChanged(record: RequestRecord, status: RequestStatus, by: Actor): Promise<void> {
      if (record.requesterId === by.id) return;
      await tell({
        to: { userIds: [record.requesterId] },
        kind: 'request-status',
        subjectId: record.id,
        params: { summary: summaryOf(record), status: m.statusInSentence[status] },
        link: linkTo(record.id),
      });
    },

    /**
     * A comment, told to the other side: the requester when an admin writes; the assignee (or, with
     * none, every admin) when the requester writes.
     */
    async commented(record: RequestRecord, body: string, author: Actor): Promise<void> {
      const fromRequester = record.requesterId === author.id;
      const to = fromRequester
        ? record.assigneeId
          ? [record.assigneeId]
          : await adminIds()
        : [record.requesterId];
      await tell({
        to: { userIds: to.filter((userId) => userId !== author.id) },
        kind: 'request-comment',
        subjectId: record.id,
        params: {
          author: author.name,
          summary: summaryOf(record),
          comment: quote(body, REQUEST_LIMITS.commentQuoteLength),
        },
        link: linkTo(record.id),
      });
    },

    /** Assets delivered ("Atender"): the requester is told. */
    async answered(record: RequestRecord, by: Actor): Promise<void> {
      if (record.requesterId === by.id) return;
      await tell({
        to: { userIds: [record.requesterId] },
        kind: 'request-answered',
        subjectId: record.id,
        params: { summary: summaryOf(record) },
        link: linkTo(record.id),
      });
    },
  };
}

export type RequestTelling = ReturnType<typeof createRequestTelling>;
