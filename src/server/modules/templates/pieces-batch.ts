import { PassThrough } from 'node:stream';
import type { PiecesBatchInput } from '../../../shared/schemas/template';
import type { PieceFormat } from '../../../shared/templates/formats';
import type { AuditActor } from '../../platform/audit/audit-log';
import { AppError } from '../../platform/errors';
import type { FileToSend } from '../../platform/http/send-file';
import { createZip } from '../../platform/http/zip';
import type { ClaimedJob, Queue } from '../../platform/jobs/queue';
import { JobFailure } from '../../platform/jobs/queue';
import type { StorageDriver } from '../../platform/storage/storage';
import { type AssetReader, type Audience, PIECES_PREFIX } from '../asset-read';
import { downloadFileName, uniqueNames } from '../downloads';
import { checkedTexts, presetOf } from './piece-request';
import type { PieceStore, StoredPiece } from './piece-store';
import type { PieceEvent, TemplatesRepository } from './templates.repository';

export const PIECES_JOB = 'pieces.batch';

export interface PiecesBatchPayload extends Record<string, unknown> {
  assetId: string;
  version: number;
  formats: PieceFormat[];
  unitIds?: string[];
  actor: AuditActor;
}

const BATCHES = `${PIECES_PREFIX}batches/`;

/** A batch's ZIP of one format. */
export const batchZipKey = (jobId: number | string, format: PieceFormat) =>
  `${BATCHES}${jobId}/${format}.zip`;

interface Deps {
  templates: TemplatesRepository;
  assets: AssetReader;
  storage: StorageDriver;
  pieces: PieceStore;
  queue: Pick<Queue, 'report' | 'add' | 'get'>;
  forbiddenExpressions: () => Promise<string[]>;
}

/** The reason a unit was skipped, in pt-BR (the error's own text: what is missing). */
const reasonOf = (error: unknown) => (error instanceof AppError ? error.message : String(error));

/**
 * "Gerar para todas as unidades" (issue 40): one piece per active unit and format, from the template
 * version the admin saw, stored like any piece; then one ZIP per format named by unit. A unit whose
 * data is incomplete is skipped and named with the reason. Progress is reported after each unit.
 */
export function createPiecesBatch({ templates, assets, storage, pieces, queue, forbiddenExpressions }: Deps) {
  async function writeZip(
    jobId: number,
    format: PieceFormat,
    entries: Array<{ name: string; piece: StoredPiece }>,
  ) {
    const zip = createZip();
    const names = uniqueNames(entries.map((e) => e.name));
    const output = new PassThrough();
    zip.outputStream.pipe(output);
    zip.on('error', (error: Error) => output.destroy(error));
    entries.forEach(({ piece }, i) => {
      zip.addReadStreamLazy(names[i]!, { compress: false }, (callback) => {
        storage.read(piece.key).then(
          (stream) => callback(null, stream),
          (error) => callback(error, undefined as never),
        );
      });
    });
    zip.end();
    await storage.put(batchZipKey(jobId, format), output, { contentType: 'application/zip' });
  }

  return {
    /** Queues a batch of the template's current version; 202 with the job's id. */
    async start(
      assetId: string,
      input: PiecesBatchInput,
      viewer: Pick<AuditActor, 'id' | 'name'>,
      audience: Audience,
    ) {
      const row = await assets.findRow(assetId, audience);
      if (!row) throw new AppError('ASSET_NOT_FOUND');
      const stored = await templates.current(assetId);
      if (!stored || !row.storageKey) throw new AppError('TEMPLATE_NOT_FOUND');
      for (const format of input.formats) presetOf(stored.definition, format);
      if ((await templates.activeUnits(input.unitIds)).length === 0) throw new AppError('PIECES_NO_UNITS');
      const payload: PiecesBatchPayload = {
        assetId,
        version: stored.version,
        formats: [...new Set(input.formats)],
        ...(input.unitIds ? { unitIds: input.unitIds } : {}),
        actor: { id: viewer.id, name: viewer.name, ip: null },
      };
      // One try: a batch that fails says why; the admin starts it again.
      const id = await queue.add(PIECES_JOB, payload, { maxAttempts: 1 });
      return { id: String(id) };
    },

    /** Deletes the ZIPs of batches whose job is gone (the queue prunes jobs done a week ago). */
    async pruneZips(): Promise<number> {
      const gone: string[] = [];
      for await (const key of storage.list(BATCHES)) {
        const id = Number(key.slice(BATCHES.length).split('/')[0]);
        if (Number.isSafeInteger(id) && !(await queue.get(id))) gone.push(key);
      }
      await Promise.all(gone.map((key) => storage.delete(key).catch(() => {})));
      return gone.length;
    },

    /** A finished batch's ZIP of one format, as a file to send. */
    async zip(jobId: number, format: PieceFormat): Promise<FileToSend> {
      const job = await queue.get(jobId);
      if (!job || job.kind !== PIECES_JOB) throw new AppError('JOB_NOT_FOUND');
      const key = batchZipKey(jobId, format);
      const stat = await storage.stat(key);
      if (!stat) throw new AppError('PIECES_FILE_NOT_FOUND');
      const day = new Date().toISOString().slice(0, 10);
      return {
        size: stat.size,
        contentType: 'application/zip',
        fileName: downloadFileName(`pecas-${format}-${day}`, 'zip'),
        etag: `"batch-${jobId}-${format}-${stat.size}"`,
        open: (range) => storage.read(key, range),
      };
    },

    async run(payload: PiecesBatchPayload, job: ClaimedJob): Promise<void> {
      const row = await assets.findRow(payload.assetId);
      const stored = row ? await templates.version(payload.assetId, payload.version) : null;
      if (!row?.storageKey || !stored) throw new JobFailure('O modelo ou o arquivo não existe mais.');
      const units = await templates.activeUnits(payload.unitIds);
      const forbidden = await forbiddenExpressions();
      const made = new Map<PieceFormat, Array<{ name: string; piece: StoredPiece }>>();
      const skipped: Array<{ unitId: string; unitName: string; reason: string }> = [];
      const events: PieceEvent[] = [];
      for (const [i, unit] of units.entries()) {
        try {
          const texts = checkedTexts(stored.definition, unit, {}, forbidden);
          for (const format of payload.formats) {
            const piece = await pieces.ensure({ row, template: stored, format, unit, texts });
            const list = made.get(format) ?? [];
            list.push({ name: downloadFileName(unit.name, piece.extension), piece });
            made.set(format, list);
            events.push({ userId: payload.actor.id, unitId: unit.id, format });
          }
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          skipped.push({ unitId: unit.id, unitName: unit.name, reason: reasonOf(error) });
        }
        // The ZIPs are the last tenth of the work.
        await queue.report(job.id, {
          progress: ((i + 1) / Math.max(1, units.length)) * 0.9,
          result: { skipped },
        });
      }
      const downloads = [];
      for (const format of payload.formats) {
        const entries = made.get(format) ?? [];
        if (entries.length === 0) continue;
        await writeZip(job.id, format, entries);
        downloads.push({ format, url: `/api/jobs/${job.id}/files/${format}`, pieces: entries.length });
      }
      await templates.recordPieces(payload.assetId, events, [
        {
          kind: 'asset.pieces-batch',
          targetId: payload.assetId,
          actor: payload.actor,
          after: {
            version: stored.version,
            formats: payload.formats,
            pieces: events.length,
            skipped: skipped.length,
          },
        },
      ]);
      await queue.report(job.id, { progress: 1, result: { skipped, downloads } });
    },
  };
}

export type PiecesBatchService = ReturnType<typeof createPiecesBatch>;
export type { PiecesBatchInput };
