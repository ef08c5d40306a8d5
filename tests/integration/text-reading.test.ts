import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/platform/db/client';
import { jobs } from '../../src/server/platform/db/schema/index';
import { createUser, register, type SignedIn } from '../helpers/accounts';
import { requestAs } from '../helpers/api-suite';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { docx, pdfPages, posterPng, pptx } from '../helpers/text-fixtures';
import { categoryIds, replaceFile, type UploadFile, uploadRequest } from '../helpers/uploads';

/**
 * Issue 39's "Done when", through the real pipeline on both databases: files uploaded, their words
 * read by the queue's jobs (OCR, the PDF's text layer, the documents' XML), then found by search
 * with a snippet for every role allowed to see them, and by nobody else.
 */
async function upload(t: TestApp, admin: SignedIn, files: UploadFile[], extra: Record<string, unknown> = {}) {
  const [category] = await categoryIds(t.db, ['clareamento']);
  const res = await uploadRequest(
    t.app,
    admin.cookie,
    { title: 'Material', categoryIds: [category], ...extra },
    files,
  );
  expect(res.statusCode).toBe(201);
  return (res.json().items as Array<{ asset: { id: string } }>).map((item) => item.asset.id);
}

async function found(t: TestApp, who: SignedIn, q: string) {
  const res = await requestAs(t.app, who, 'GET', `/api/assets?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return res.json().items as Array<{ id: string; matches?: Array<{ page: number; snippet: string }> }>;
}

/** Runs the queue's jobs, then the batch that writes the words read into search. */
async function readAll(t: TestApp): Promise<number> {
  const ran = await t.app.queue.runUntilIdle();
  await t.app.assetText.flushSearch();
  return ran;
}

const PDF = {
  name: 'manual-clinico.pdf',
  data: pdfPages([
    { lines: ['Manual de atendimento', 'Recepcao e agenda'] },
    { lines: ['Esterilizacao do instrumental'] },
    { lines: ['Normas de biossegurança para toda a equipe'] },
  ]),
};

describe('the words inside uploaded files', () => {
  it('reads a poster, a PDF, a DOCX and a PPTX after upload and finds each by its words', async () => {
    const t = await createTestApp();
    try {
      const admin = await register(t.app, { name: 'Marketing' });
      const franqueado = await createUser(t.app, admin, 'franqueado');
      const user = await createUser(t.app, admin, 'user');
      const [poster, pdf, word, slides] = await upload(t, admin, [
        { name: 'poster.png', data: posterPng(['Clareamento dental', 'Agende sua avaliação']) },
        PDF,
        { name: 'politica.docx', data: await docx(['A política de descarte de resíduos odontológicos.']) },
        {
          name: 'treinamento.pptx',
          data: await pptx([['Boas-vindas'], ['Acolhimento humanizado do paciente']]),
        },
      ]);
      const pending = await requestAs(t.app, franqueado, 'GET', `/api/assets/${poster}/text`);
      expect(pending.json().status).toBe('pending');

      expect(await readAll(t)).toBeGreaterThanOrEqual(4);

      for (const who of [admin, franqueado, user]) {
        const hit = (await found(t, who, 'agende avaliacao')).find((item) => item.id === poster);
        expect(hit?.matches?.[0]?.snippet).toMatch(/<mark>Agende<\/mark>.*<mark>avaliação<\/mark>/);
      }
      const manual = (await found(t, franqueado, 'biosseguranca')).find((item) => item.id === pdf);
      expect(manual?.matches?.[0]?.page).toBe(3);
      const text = (await requestAs(t.app, franqueado, 'GET', `/api/assets/${pdf}/text`)).json();
      expect(text.status).toBe('done');
      expect(text.pages.map((p: { page: number }) => p.page)).toEqual([1, 2, 3]);
      expect((await found(t, user, 'descarte de residuos')).map((i) => i.id)).toContain(word);
      const slide = (await found(t, user, 'acolhimento humanizado')).find((i) => i.id === slides);
      expect(slide?.matches?.[0]?.page).toBe(2);
    } finally {
      await t.close();
    }
  });

  it("shows no one a hidden poster's words, and reads a replaced file again", async () => {
    const t = await createTestApp();
    try {
      const admin = await register(t.app, { name: 'Marketing' });
      const franqueado = await createUser(t.app, admin, 'franqueado');
      const [hidden] = await upload(
        t,
        admin,
        [{ name: 'vencido.png', data: posterPng(['Promoção de inverno']) }],
        {
          items: [{ validUntil: '2020-01-31' }],
        },
      );
      await readAll(t);
      expect((await found(t, admin, 'promocao inverno')).map((i) => i.id)).toEqual([hidden]);
      expect(await found(t, franqueado, 'promocao inverno')).toEqual([]);
      expect((await requestAs(t.app, franqueado, 'GET', `/api/assets/${hidden}/text`)).statusCode).toBe(404);
      // A correction belongs to the file it corrected: a new file is read anew, without it.
      const text = `/api/assets/${hidden}/text`;
      await requestAs(t.app, admin, 'PUT', text, { pages: [{ page: 1, text: 'Promoção de inverno 2020' }] });
      const replaced = await replaceFile(t.app, admin, hidden!, {
        name: 'verao.png',
        data: posterPng(['Campanha de verão']),
      });
      expect(replaced.statusCode).toBe(200);
      expect((await requestAs(t.app, admin, 'GET', text)).json()).toEqual({ status: 'pending', pages: [] });
      await readAll(t);
      const read = (await requestAs(t.app, admin, 'GET', text)).json();
      expect(read.pages.map((p: { source: string }) => p.source)).toEqual(['ocr']);
      expect(read.pages[0].text).toMatch(/ver[aã]o/i);
      expect(await found(t, admin, 'promocao inverno')).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('completes the jobs a stopped instance left, each file read once across two instances', async () => {
    const t = await createTestApp();
    try {
      const admin = await register(t.app, { name: 'Marketing' });
      const ids = await upload(t, admin, [
        { name: 'a.docx', data: await docx(['Primeiro documento sobre implantes.']) },
        { name: 'b.docx', data: await docx(['Segundo documento sobre ortodontia.']) },
        { name: 'c.docx', data: await docx(['Terceiro documento sobre periodontia.']) },
        PDF,
      ]);
      // This instance stops reading (as if it was killed with the jobs pending); two others start.
      await t.app.queue.stop();
      const [one, two] = [await t.anotherProcess(), await t.anotherProcess()];
      await Promise.all([one.queue.runUntilIdle(), two.queue.runUntilIdle()]);
      await one.assetText.flushSearch();
      const ran = await queryRows<{ key: string; attempts: number; status: string }>(
        t.db,
        sql`select key, attempts, status from jobs where kind = 'text.read'`,
      );
      expect(ran.map((r) => r.key).sort()).toEqual([...ids].sort());
      expect(ran.every((r) => r.status === 'done' && Number(r.attempts) === 1)).toBe(true);
      expect((await found(t, admin, 'ortodontia')).length).toBe(1);
      expect(await t.db.select().from(jobs).where(eq(jobs.status, 'pending'))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
