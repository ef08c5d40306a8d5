import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../../../../tests/helpers/api-suite';
import { messages } from '../../../shared/messages/pt-BR';
import { UNIT_LIMITS } from '../../../shared/schemas/unit';
import { units } from '../../platform/db/schema/index';

const s = apiSuite({ people: true });
const f = messages.unitFields;

function importCsv(body: string | Buffer, who = s.admin, contentType = 'text/csv; charset=utf-8') {
  return s.t.app.inject({
    method: 'POST',
    url: '/api/units/import',
    headers: { cookie: who.cookie, 'content-type': contentType },
    payload: body,
  });
}

async function unitNamed(name: string) {
  const [row] = await s.t.db
    .select()
    .from(units)
    .where(eq(sql`lower(${units.name})`, name.toLowerCase()));
  return row;
}

const unitCount = async () => (await s.t.db.select({ n: sql<number>`count(*)::int` }).from(units))[0]!.n;

const GOOD = [
  'Nome;Cidade;UF;Endereço;Telefone;WhatsApp;Registro_CRO;Responsável Técnico;RT_CRO;RT_UF;Ativo',
  'OdontoRede Ribeirão Preto;Ribeirão Preto;sp;"Rua Garibaldi, 900 – Centro";(16) 3625-1122;16 99876 5432;CRO-SP EPAO 55501;Beatriz Nogueira;44321;SP;sim',
  'OdontoRede Goiânia Setor Bueno;Goiânia;GO;Av. T-10, 455;(62) 3251-7788;;CRO-GO EPAO 4521;João Henrique Araújo;11223;go;Sim',
  '',
  'OdontoRede Florianópolis;Florianópolis;SC;;;;;;;;não',
].join('\r\n');

describe('CSV import', () => {
  it('creates the units of a good sheet (";", BOM, accents, CRLF, Excel-style quotes)', async () => {
    const before = await unitCount();
    const res = await importCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(GOOD)]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 3, created: 3, updated: 0, refused: [] });
    expect(await unitCount()).toBe(before + 3);
    const ribeirao = await unitNamed('OdontoRede Ribeirão Preto');
    expect(ribeirao).toMatchObject({
      city: 'Ribeirão Preto',
      uf: 'SP',
      address: 'Rua Garibaldi, 900 – Centro',
      phone: '(16) 3625-1122',
      whatsapp: '(16) 99876-5432',
      croRegistration: 'CRO-SP EPAO 55501',
      rtName: 'Beatriz Nogueira',
      rtCro: '44321',
      rtUf: 'SP',
      active: true,
      dataVersion: 1,
    });
    expect((await unitNamed('OdontoRede Goiânia Setor Bueno'))?.rtUf).toBe('GO');
    const floripa = await unitNamed('OdontoRede Florianópolis');
    expect([floripa?.active, floripa?.rtName, floripa?.phone]).toEqual([false, null, null]);
  });

  it('updates on re-import (names matched ignoring case) instead of duplicating', async () => {
    const sheet = [
      'nome,cidade,uf,rt_cro,ativo',
      'odontorede ribeirão preto,Ribeirão Preto,SP,99999,sim',
      'OdontoRede Florianópolis,Florianópolis,SC,,sim',
      'OdontoRede Londrina,Londrina,PR,123,',
    ].join('\n');
    const before = await unitCount();
    const res = await importCsv(sheet);
    expect(res.json()).toEqual({ imported: 3, created: 1, updated: 2, refused: [] });
    expect(await unitCount()).toBe(before + 1);
    const ribeirao = await unitNamed('OdontoRede Ribeirão Preto');
    // Columns the sheet lacks (address, phone, RT name) are left as they were; the name takes the sheet's case.
    expect(ribeirao).toMatchObject({
      name: 'odontorede ribeirão preto',
      rtCro: '99999',
      rtName: 'Beatriz Nogueira',
      phone: '(16) 3625-1122',
      dataVersion: 2,
    });
    const floripa = await unitNamed('OdontoRede Florianópolis');
    expect([floripa?.active, floripa?.dataVersion]).toEqual([true, 1]);
    expect((await unitNamed('OdontoRede Londrina'))?.active).toBe(true);
  });

  it('imports nothing when one row is bad, and reports each bad line with its reasons', async () => {
    const before = await s.t.db.select().from(units);
    const sheet = [
      'nome;cidade;uf;telefone;rt_cro;rt_uf;ativo', // line 1
      'Clínica Nova Um;Santos;SP;(13) 3222-1111;123;SP;sim', // 2: fine
      'Clínica Nova Dois;Santos;XX;(13) 3222-1111;12a;SP;sim', // 3: uf and rt_cro
      '"Clínica Nova', // 4-5: a quoted name over two lines, without a city
      'Três";;SP;;;;', //
      'Clínica Nova Quatro;Santos;SP;123;;;talvez', // 6: phone and ativo
      'odontorede ribeirão preto;Ribeirão Preto;SP;;;;', // 7: an update, fine
      'CLÍNICA NOVA UM;Santos;SP;;;;', // 8: repeats line 2
    ].join('\n');
    const res = await importCsv(sheet);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      imported: 0,
      created: 0,
      updated: 0,
      refused: [
        { line: 3, errors: [`uf: ${f.ufInvalid}`, `rt_cro: ${f.rtCroInvalid}`] },
        // The line break inside the quoted name is refused too (names are one line: the text rule).
        {
          line: 4,
          errors: [`nome: ${messages.hostileInput.lineBreaks}`, `cidade: ${f.cityRequired}`],
        },
        { line: 6, errors: [messages.units.csvActiveInvalid, `telefone: ${f.phoneInvalid}`] },
        { line: 8, errors: ['Nome repetido no arquivo (também na linha 2).'] },
      ],
    });
    expect(await s.t.db.select().from(units)).toEqual(before);
  });

  it('refuses an unreadable file, one without a name column, and unknown columns (400)', async () => {
    const before = await unitCount();
    for (const body of ['nome;cidade\n"Clínica;Santos\n', 'cidade;uf\nSantos;SP\n', '', '\n\n']) {
      const res = await importCsv(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().error).toEqual({ code: 'UNITS_CSV_INVALID', message: messages.units.csvInvalid });
    }
    const unknown = await importCsv('nome;cidade;uf;telefon\nClínica X;Santos;SP;1\n');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('UNITS_CSV_UNKNOWN_COLUMN');
    expect(unknown.json().error.message).toContain('"telefon"');
    expect(await unitCount()).toBe(before);
  });

  it('refuses more rows than the limit (413) and a body over 2 MB (413)', async () => {
    const rows = Array.from(
      { length: UNIT_LIMITS.importMaxRows + 1 },
      (_, i) => `Clínica Lote ${i};Santos;SP`,
    );
    const res = await importCsv(['nome;cidade;uf', ...rows].join('\n'));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: 'UNITS_CSV_TOO_MANY_ROWS',
      message: `O arquivo tem linhas demais (máximo ${UNIT_LIMITS.importMaxRows} unidades por importação).`,
      params: { max: UNIT_LIMITS.importMaxRows },
    });
    const huge = await importCsv(`nome;cidade;uf\n${'x'.repeat(UNIT_LIMITS.importMaxBytes + 10)}`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('UNITS_CSV_TOO_LARGE');
    expect(await unitNamed('Clínica Lote 0')).toBeUndefined();
  });

  it('reads a Windows-1252 sheet (Excel "CSV separado por vírgulas") with its accents', async () => {
    const latin1 = Buffer.from('nome;cidade;uf\nClínica São Conrado;Maringá;PR\n', 'latin1');
    const res = await importCsv(latin1, s.admin, 'text/csv');
    expect(res.json()).toMatchObject({ imported: 1, created: 1 });
    expect((await unitNamed('Clínica São Conrado'))?.city).toBe('Maringá');
  });

  it('is for admins only, and refuses other content types', async () => {
    const sheet = 'nome;cidade;uf\nClínica Intrusa;Santos;SP\n';
    for (const who of [s.user, s.franqueado]) expect((await importCsv(sheet, who)).statusCode).toBe(403);
    const json = await s.t.app.inject({
      method: 'POST',
      url: '/api/units/import',
      headers: { cookie: s.admin.cookie },
      payload: { nome: 'Clínica Intrusa' },
    });
    expect(json.statusCode).toBe(415);
    expect(await unitNamed('Clínica Intrusa')).toBeUndefined();
  });

  it('never deactivates the franchisor through a sheet', async () => {
    const res = await importCsv('nome;cidade;uf;ativo\nFranqueadora;São Paulo;SP;não\n');
    expect(res.json().refused).toEqual([{ line: 2, errors: [messages.units.franchisorStaysActive] }]);
    expect((await unitNamed('Franqueadora'))?.active).toBe(true);
  });
});
