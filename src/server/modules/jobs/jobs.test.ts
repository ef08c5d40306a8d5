import { describe, expect, it } from 'vitest';
import { apiSuite, requestAs } from '../../../../tests/helpers/api-suite';
import { type JobList, JobListSchema } from '../../../shared/schemas/asset-text';
import { JobFailure } from '../../platform/jobs/queue';

/** GET /api/jobs (issue 39): the queue's jobs for admins, newest first, with counts per status. */
const s = apiSuite({ people: true });

const get = async (query = '', who = s.admin) => requestAs(s.t.app, who, 'GET', `/api/jobs${query}`);
const list = async (query = ''): Promise<JobList> => {
  const res = await get(query);
  expect(res.statusCode).toBe(200);
  return JobListSchema.parse(res.json());
};

describe('GET /api/jobs', () => {
  it('lists the jobs newest first with their attempts, error and times, and counts them per status', async () => {
    const queue = s.t.app.queue;
    queue.handle<{ fail?: boolean }>('test.reader', {
      run: async ({ fail }) => {
        if (fail) throw new JobFailure('O arquivo não pôde ser lido.');
      },
    });
    await queue.enqueue('test.reader', {});
    await queue.enqueue('test.reader', { fail: true });
    await queue.runUntilIdle();
    await queue.enqueue('test.reader', {}, { delayMs: 60_000 });
    await queue.enqueue('test.other', {});

    const all = await list();
    expect(all.items.map((job) => [job.kind, job.status])).toEqual([
      ['test.other', 'pending'],
      ['test.reader', 'pending'],
      ['test.reader', 'failed'],
      ['test.reader', 'done'],
    ]);
    const [other, , failed, done] = all.items;
    expect(failed).toEqual({
      id: expect.stringMatching(/^\d+$/),
      kind: 'test.reader',
      status: 'failed',
      attempts: 1,
      error: 'O arquivo não pôde ser lido.',
      createdAt: expect.any(String),
      finishedAt: expect.any(String),
    });
    expect(Date.parse(done!.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(done!.createdAt));
    expect(other).toEqual({
      id: expect.any(String),
      kind: 'test.other',
      status: 'pending',
      attempts: 0,
      createdAt: expect.any(String),
    });
    expect(all.counts).toEqual({ pending: 2, running: 0, done: 1, failed: 1 });

    const readers = await list('?kind=test.reader&status=pending');
    expect(readers.items.map((job) => job.kind)).toEqual(['test.reader']);
    expect(readers.counts).toEqual({ pending: 1, running: 0, done: 1, failed: 1 });
    expect((await list('?limit=1')).items.map((job) => job.kind)).toEqual(['test.other']);
    expect((await list('?kind=nenhum')).items).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await requestAs(s.t.app, null, 'GET', '/api/jobs')).statusCode).toBe(401);
    for (const who of [s.user, s.franqueado]) {
      const res = await get('', who);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('refuses filters that are not valid, in Portuguese', async () => {
    for (const [query, message] of <Array<[string, string]>>[
      ['?status=parado', 'Situação de tarefa inválida.'],
      ['?kind=Texto%20Extra', 'Tipo de tarefa inválido.'],
      ['?limit=0', 'O limite deve ser um número de 1 a 200.'],
      ['?limit=201', 'O limite deve ser um número de 1 a 200.'],
      ['?limit=dez', 'O limite deve ser um número de 1 a 200.'],
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toMatchObject({
        code: 'VALIDATION',
        message: expect.stringContaining(message),
      });
    }
  });
});
