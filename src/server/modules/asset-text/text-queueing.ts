import { isTextReadable } from '../../../shared/domain/text-readable';
import type { TextKind } from '../../media';
import type { Queue } from '../../platform/jobs/queue';
import type { AssetTextRepository } from './asset-text.repository';

/** The queue's kind for reading one file; its key is the asset's id (one open job per asset). */
export const TEXT_READ_JOB = 'text.read';

/** Reading `ids` queued on `queue`, one job per asset (enqueueing one already waiting adds nothing). */
export const textReadsOn =
  (queue: Pick<Queue, 'enqueueMany'>) =>
  async (ids: string[]): Promise<void> => {
    await queue.enqueueMany(
      TEXT_READ_JOB,
      ids.map((assetId) => ({ key: assetId, payload: { assetId } })),
    );
  };

/** Files queued per statement by a reindex. */
const REINDEX_BATCH = 1_000;

export interface TextQueueingDeps {
  texts: AssetTextRepository;
  /** Queues reading these assets (the durable queue, one open job per asset). */
  enqueue: (ids: string[]) => Promise<void>;
}

/** Putting files in line to be read: after an upload, a file replaced, or a whole library (reindex). */
export function createTextQueueing({ texts, enqueue }: TextQueueingDeps) {
  /** Queues `ids`; a `replaced` file's words (an admin's corrections too) go until the new one is read. */
  async function queue(ids: string[], { replaced = false }: { replaced?: boolean } = {}): Promise<void> {
    if (ids.length === 0) return;
    if (replaced) await texts.forget(ids);
    await texts.markPending(ids);
    await enqueue(ids);
  }

  return {
    queue,

    /**
     * Queues every asset with a file to read that was never read or failed (`all`: every one), in
     * batches by id; `progress` is told after each batch how many were queued so far.
     */
    async reindex(all: boolean, progress: (queued: number) => void = () => {}): Promise<number> {
      let queued = 0;
      let after: string | null = null;
      for (;;) {
        const batch = await texts.toRead(all, after, REINDEX_BATCH);
        if (batch.length === 0) return queued;
        const ids = batch.filter((r) => isTextReadable(r.type as TextKind['type'], r.mime)).map((r) => r.id);
        await queue(ids);
        queued += ids.length;
        after = batch.at(-1)?.id ?? null;
        progress(queued);
      }
    },
  };
}

export type TextQueueing = ReturnType<typeof createTextQueueing>;
