import type { Job, JobList } from '../../../shared/schemas/asset-text';
import type { JobDetail } from '../../../shared/schemas/template';
import type { JobStatus } from '../../platform/db/schema/jobs';
import { AppError } from '../../platform/errors';
import type { JobRow, Queue } from '../../platform/jobs/queue';

function toJob(row: JobRow): Job {
  return {
    id: String(row.id),
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    ...(row.error ? { error: row.error } : {}),
    createdAt: row.createdAt.toISOString(),
    ...(row.finishedAt ? { finishedAt: row.finishedAt.toISOString() } : {}),
  };
}

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export function createJobsService({ queue }: { queue: Pick<Queue, 'list' | 'counts' | 'get'> }) {
  return {
    /** One job: where it stands, how far it is, and what it made (a pieces batch's ZIPs and skipped units). */
    async detail(id: number): Promise<JobDetail> {
      const job = await queue.get(id);
      if (!job) throw new AppError('JOB_NOT_FOUND');
      return {
        id: String(job.id),
        kind: job.kind,
        status: job.status,
        progress: job.status === 'done' ? 1 : job.progress,
        ...(job.error ? { error: job.error } : {}),
        skipped: listOf(job.result?.skipped),
        downloads: listOf(job.result?.downloads),
      };
    },

    /** Jobs newest first, and how many of the kind asked (all kinds when absent) are in each status. */
    async list({
      kind,
      status,
      limit,
    }: {
      kind?: string;
      status?: JobStatus;
      limit: number;
    }): Promise<JobList> {
      const [rows, counts] = await Promise.all([queue.list({ kind, status, limit }), queue.counts(kind)]);
      return { items: rows.map(toJob), counts };
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
