import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type JobStatus, jobs } from '../db/schema/jobs';

/** One job as GET /api/jobs/:id reads it: where it stands, how far, and what it made. */
export interface JobState {
  id: number;
  kind: string;
  status: JobStatus;
  progress: number;
  error: string | null;
  result: Record<string, unknown> | null;
  payload: Record<string, unknown>;
}

export async function readJob(db: Database, id: number): Promise<JobState | null> {
  const [row] = await db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      status: jobs.status,
      progress: jobs.progress,
      error: jobs.error,
      result: jobs.result,
      payload: jobs.payload,
    })
    .from(jobs)
    .where(eq(jobs.id, id));
  return row ?? null;
}

/** A running job's progress (0..1) and, when given, what it has made so far. */
export async function reportJob(
  db: Database,
  id: number,
  report: { progress: number; result?: Record<string, unknown> },
): Promise<void> {
  const progress = Math.min(1, Math.max(0, report.progress));
  await db
    .update(jobs)
    .set(report.result === undefined ? { progress } : { progress, result: report.result })
    .where(eq(jobs.id, id));
}
