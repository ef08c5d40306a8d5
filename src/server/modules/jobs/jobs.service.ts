import type { Job, JobList } from '../../../shared/schemas/asset-text';
import type { JobStatus } from '../../platform/db/schema/jobs';
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

export function createJobsService({ queue }: { queue: Pick<Queue, 'list' | 'counts'> }) {
  return {
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
