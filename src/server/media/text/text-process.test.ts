import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docx, odt, pdfPages, posterPng, pptx, scannedText } from '../../../../tests/helpers/text-fixtures';
import { foldForMatching } from '../../../shared/domain/text';
import { type TextKind, TextUnreadableError } from './contract';
import { readTextApart, stopTextProcess, textProcessId, textProcessRunning } from './text-process';

let dir: string;
const file = (name: string) => path.join(dir, name);
const kind = (type: TextKind['type'], mime: string | null, originalName: string | null = null): TextKind => ({
  type,
  mime,
  originalName,
});
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-text-'));
  await fs.writeFile(file('poster.png'), posterPng(['Clareamento dental', 'Agende sua avaliação']));
});

afterAll(async () => {
  await stopTextProcess();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('reading the words inside files, in a process of its own', () => {
  it('reads a poster by OCR, accents and all, with the confidence of the words kept', async () => {
    const { pages } = await readTextApart(file('poster.png'), kind('image', 'image/png', 'poster.png'));
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(page).toMatchObject({ page: 1, source: 'ocr' });
    expect(foldForMatching(page!.text)).toContain('clareamento dental');
    expect(foldForMatching(page!.text)).toContain('agende sua avaliacao');
    expect(page!.text.split('\n')).toHaveLength(2);
    expect(page!.confidence).toBeGreaterThanOrEqual(60);
  });

  it.runIf(process.platform === 'linux')(
    'runs every thread of its process at the lowest priority in the idle class, the OCR worker threads included',
    async () => {
      await readTextApart(file('poster.png'), kind('image', 'image/png'));
      const pid = textProcessId();
      expect(pid).toBeGreaterThan(0);
      // /proc/<pid>/task/<tid>/stat: the 19th field is the thread's nice value, the 41st its
      // scheduling class (5: SCHED_IDLE).
      const classOf = async (tid: string) => {
        const stat = await fs.readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return [Number(fields[16]), Number(fields[38])];
      };
      const threads = await fs.readdir(`/proc/${pid}/task`);
      // The main thread, V8's and libuv's helpers, sharp's and the OCR worker thread with its own.
      expect(threads.length).toBeGreaterThan(6);
      const idle = existsSync('/usr/bin/chrt') ? 5 : 0;
      expect(await Promise.all(threads.map(classOf))).toEqual(threads.map(() => [19, idle]));
      expect(os.getPriority()).toBe(0);
    },
  );

  it("reads a PDF's text layer page by page: the one word on page 3 is found on page 3", async () => {
    await fs.writeFile(
      file('manual.pdf'),
      pdfPages([
        { lines: ['Manual de identidade visual', 'Rede de clínicas (edição 2025)'] },
        { lines: ['Cores e tipografia da marca', 'Logotipo na versão horizontal'] },
        { lines: ['Protocolos de biossegurança', 'Esterilização dos instrumentais'] },
      ]),
    );
    const { pages } = await readTextApart(file('manual.pdf'), kind('pdf', 'application/pdf', 'manual.pdf'));
    expect(pages).toEqual([
      { page: 1, text: 'Manual de identidade visual\nRede de clínicas (edição 2025)', source: 'pdf' },
      { page: 2, text: 'Cores e tipografia da marca\nLogotipo na versão horizontal', source: 'pdf' },
      { page: 3, text: 'Protocolos de biossegurança\nEsterilização dos instrumentais', source: 'pdf' },
    ]);
  });

  it('reads a scanned PDF page (no text layer) by OCR', async () => {
    await fs.writeFile(
      file('scan.pdf'),
      pdfPages([
        { lines: ['Termo de consentimento assinado', 'Página digitalizada a seguir'] },
        { scan: scannedText(['Termo de consentimento', 'Paciente declara estar ciente']) },
      ]),
    );
    const { pages } = await readTextApart(file('scan.pdf'), kind('pdf', 'application/pdf'));
    expect(pages.map(({ page, source }) => ({ page, source }))).toEqual([
      { page: 1, source: 'pdf' },
      { page: 2, source: 'ocr' },
    ]);
    expect(foldForMatching(pages[1]!.text)).toContain('paciente declara estar ciente');
    expect(pages[1]!.confidence).toBeGreaterThanOrEqual(60);
  });

  it('reads a Word document, told by its MIME type, its name or its entries', async () => {
    await fs.writeFile(
      file('guide'),
      await docx(['Orientações pós-clareamento:', 'evite café & vinho <48 h>']),
    );
    const expected = [
      { page: 1, text: 'Orientações pós-clareamento:\n\nevite café & vinho <48 h>', source: 'docx' },
    ];
    for (const told of [kind('document', DOCX), kind('document', null, 'guia.docx'), kind('other', null)]) {
      expect((await readTextApart(file('guide'), told)).pages).toEqual(expected);
    }
  });

  it('reads a presentation a page per slide, in the order the presentation shows them', async () => {
    await fs.writeFile(
      file('deck.pptx'),
      await pptx([['Outubro Rosa', 'Agende sua mamografia'], ['Prevenção salva vidas'], []]),
    );
    const { pages } = await readTextApart(file('deck.pptx'), kind('document', null, 'deck.pptx'));
    expect(pages).toEqual([
      { page: 1, text: 'Outubro Rosa\nAgende sua mamografia', source: 'pptx' },
      { page: 2, text: 'Prevenção salva vidas', source: 'pptx' },
    ]);
  });

  it("reads a slide's speaker notes after its words, without the notes page's slide number", async () => {
    await fs.writeFile(
      file('talk.pptx'),
      await pptx(
        [['Treinamento de recepção'], ['Agenda do dia'], ['Encerramento']],
        [['Cumprimente o paciente pelo nome'], undefined, ['Lembre do retorno em seis meses']],
      ),
    );
    const { pages } = await readTextApart(file('talk.pptx'), kind('document', null, 'talk.pptx'));
    expect(pages).toEqual([
      { page: 1, text: 'Treinamento de recepção\n\nCumprimente o paciente pelo nome', source: 'pptx' },
      { page: 2, text: 'Agenda do dia', source: 'pptx' },
      { page: 3, text: 'Encerramento\n\nLembre do retorno em seis meses', source: 'pptx' },
    ]);
  });

  it('reads an OpenDocument text', async () => {
    await fs.writeFile(file('memo.odt'), await odt(['Reunião de franqueados', 'Pauta: campanha de verão']));
    const { pages } = await readTextApart(file('memo.odt'), kind('document', null, 'memo.odt'));
    expect(pages).toEqual([
      { page: 1, text: 'Reunião de franqueados\nPauta: campanha de verão', source: 'odt' },
    ]);
  });

  it('reads text and CSV files as they are: UTF-8, else Latin-1; no control characters', async () => {
    await fs.writeFile(file('notes.txt'), 'Atenção:\r\n\u0007revisar   a\tlegenda\u0000\n\n\n\nfim\n');
    expect((await readTextApart(file('notes.txt'), kind('document', 'text/plain'))).pages).toEqual([
      { page: 1, text: 'Atenção:\nrevisar a\tlegenda\n\nfim', source: 'txt' },
    ]);
    await fs.writeFile(file('units.csv'), Buffer.from('unidade;cidade\nSão Paulo;Jundiaí\n', 'latin1'));
    expect((await readTextApart(file('units.csv'), kind('document', 'text/csv'))).pages).toEqual([
      { page: 1, text: 'unidade;cidade\nSão Paulo;Jundiaí', source: 'csv' },
    ]);
  });

  it('has nothing to read in a video, an unknown binary or a picture without words', async () => {
    await fs.writeFile(file('blob.bin'), Buffer.from([0, 1, 2, 3, 4, 5]));
    expect(await readTextApart(file('blob.bin'), kind('other', 'application/octet-stream'))).toEqual({
      pages: [],
    });
    expect(await readTextApart(file('blob.bin'), kind('video', 'video/mp4'))).toEqual({ pages: [] });
  });

  it('a truncated or corrupt file is a clean TextUnreadableError, and the process reads on', async () => {
    const pdf = pdfPages([{ lines: ['Texto da primeira página'] }]);
    await fs.writeFile(file('cut.pdf'), pdf.subarray(0, 40));
    await fs.writeFile(file('cut.png'), posterPng(['Corte']).subarray(0, 300));
    await fs.writeFile(file('cut.docx'), (await docx(['Documento cortado'])).subarray(0, 200));
    await fs.writeFile(file('fake.pptx'), await docx(['Um documento com nome de apresentação']));
    const attempts = [
      readTextApart(file('cut.pdf'), kind('pdf', 'application/pdf')),
      readTextApart(file('cut.png'), kind('image', 'image/png')),
      readTextApart(file('cut.docx'), kind('document', DOCX)),
      readTextApart(file('fake.pptx'), kind('document', null, 'fake.pptx')),
    ];
    for (const failure of await Promise.all(
      attempts.map((attempt) => attempt.catch((error: Error) => error)),
    )) {
      expect(failure).toBeInstanceOf(TextUnreadableError);
      expect(failure).toMatchObject({ reason: 'unreadable', message: 'O arquivo não pôde ser lido.' });
    }
    expect(textProcessRunning()).toBe(true);
    await fs.writeFile(file('ok.txt'), 'ainda lendo');
    expect((await readTextApart(file('ok.txt'), kind('document', 'text/plain'))).pages).toHaveLength(1);
  });

  it('a stopped process fails what it was reading; the next read starts a new one', async () => {
    const cut = readTextApart(file('poster.png'), kind('image', 'image/png')).catch((error: Error) => error);
    await stopTextProcess();
    expect(((await cut) as Error).message).toBe('the text reading process has stopped');
    expect(textProcessRunning()).toBe(false);
    expect((await readTextApart(file('ok.txt'), kind('document', 'text/plain'))).pages).toHaveLength(1);
  });
});
