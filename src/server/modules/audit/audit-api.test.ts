import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import { type Method, requestAs } from '../../../../tests/helpers/api-suite';
import { auditRows } from '../../../../tests/helpers/audit';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import type { AuditEntry } from '../../../shared/schemas/audit';
import { auditLog } from '../../platform/db/schema/index';

/**
 * GET /api/audit and /api/audit.csv (issue 17): filters by person, kind and São Paulo days, newest
 * first in keyset pages; admins only; and nothing, neither the API nor SQL, changes an entry.
 */

let t: TestApp;
let admin: SignedIn;
let franqueado: SignedIn;
let user: SignedIn;

const ANA = '00000000-0000-4000-8000-0000000000a1';
const BIA = '00000000-0000-4000-8000-0000000000b2';

/** Entries of March 2024 written straight into the table, apart from what the test app records. */
async function seed(values: Array<Omit<Partial<typeof auditLog.$inferInsert>, 'at'> & { at: string }>) {
  await t.db.insert(auditLog).values(
    values.map((value) => ({
      kind: 'tag.create' as const,
      targetType: 'tag',
      actorId: ANA,
      actorName: 'Ana Antiga',
      ip: '10.0.0.1',
      ...value,
      at: new Date(value.at),
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Admin Auditora' });
  franqueado = await createUser(t.app, admin, 'franqueado', 'Fernanda Franqueada');
  user = await createUser(t.app, admin, 'user', 'Ulisses Usuário');
  await seed([
    // 2024-03-09 23:30 in São Paulo (UTC-3), 02:30 UTC of the 10th.
    { at: '2024-03-10T02:30:00Z', targetId: 'x1', after: { name: 'Noite de sábado' } },
    {
      at: '2024-03-10T12:00:00Z',
      kind: 'category.create',
      targetId: 'c1',
      targetType: 'category',
      after: { name: 'Meio-dia' },
    },
    {
      at: '2024-03-11T02:59:59Z',
      targetId: 'x2',
      actorId: BIA,
      actorName: 'Bia Nova',
      after: { name: '=HYPERLINK("x")' },
    },
    {
      at: '2024-03-11T03:00:00Z',
      kind: 'user.role',
      targetType: 'user',
      before: { role: 'user' },
      after: { role: 'admin' },
    },
  ]);
  // Five at the same instant: the id orders them.
  await seed(
    Array.from({ length: 5 }, (_, i) => ({ at: '2024-03-20T15:00:00Z', after: { name: `Tag ${i}` } })),
  );
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, who: SignedIn | null = admin) => requestAs(t.app, who, 'GET', url);
const list = async (query: string): Promise<{ items: AuditEntry[]; nextCursor: string | null }> => {
  const res = await get(`/api/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const names = (items: AuditEntry[]) =>
  items.map((item) => (item.after as { name?: string } | null)?.name ?? item.kind);

describe('GET /api/audit', () => {
  it('answers the contract, newest first, the seeded entries by São Paulo day', async () => {
    const march = await list('from=2024-03-01&to=2024-03-31');
    expect(names(march.items)).toEqual([
      'Tag 4',
      'Tag 3',
      'Tag 2',
      'Tag 1',
      'Tag 0',
      'user.role',
      '=HYPERLINK("x")',
      'Meio-dia',
      'Noite de sábado',
    ]);
    expect(march.nextCursor).toBeNull();
    expect(march.items[5]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      at: '2024-03-11T03:00:00.000Z',
      actorId: ANA,
      actorName: 'Ana Antiga',
      ip: '10.0.0.1',
      kind: 'user.role',
      targetType: 'user',
      targetId: null,
      targetName: null,
      before: { role: 'user' },
      after: { role: 'admin' },
    });
    // 23:30 of the 9th in São Paulo belongs to the 9th, though it is the 10th in UTC.
    expect(names((await list('from=2024-03-09&to=2024-03-09')).items)).toEqual(['Noite de sábado']);
    // `to` includes its whole day, to 23:59:59 in São Paulo.
    expect(names((await list('from=2024-03-10&to=2024-03-10')).items)).toEqual([
      '=HYPERLINK("x")',
      'Meio-dia',
    ]);
    expect(names((await list('from=2024-03-11&to=2024-03-11')).items)).toEqual(['user.role']);
  });

  it('filters by person and by kind', async () => {
    expect(names((await list(`actorId=${BIA}`)).items)).toEqual(['=HYPERLINK("x")']);
    expect(names((await list('kind=category.create')).items)).toEqual(['Meio-dia']);
    expect((await list(`kind=user.role&actorId=${ANA}`)).items).toHaveLength(1);
    // What the test app itself recorded: the franqueado's and the user's accounts, by the admin.
    const created = await list(`kind=user.create&actorId=${admin.user.id}`);
    expect(created.items.map((item) => [item.targetId, item.targetName])).toEqual([
      [user.user.id, 'Ulisses Usuário'],
      [franqueado.user.id, 'Fernanda Franqueada'],
    ]);
  });

  it('pages with a keyset cursor: every entry once, in order, even at the same instant', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { items: AuditEntry[]; nextCursor: string | null } = await list(
        `from=2024-03-01&to=2024-03-31&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...names(page.items));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toEqual(names((await list('from=2024-03-01&to=2024-03-31')).items));
  });

  it('refuses a cursor it did not make, and filters that are not valid', async () => {
    const forged = Buffer.from(JSON.stringify({ at: '2024-02-30T00:00:00.000000Z', id: 1 })).toString(
      'base64url',
    );
    for (const cursor of ['abc', '%FF', forged, Buffer.from('{"at":1}').toString('base64url')]) {
      const res = await get(`/api/audit?cursor=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('CURSOR_INVALID');
    }
    for (const query of [
      'kind=asset.explode',
      'actorId=ana',
      'from=2024-02-30',
      'from=2024-03-10&to=2024-03-01',
      'limit=0',
    ])
      expect((await get(`/api/audit?${query}`)).statusCode, query).toBe(400);
  });

  it('names a target as it is now, and one that is gone as the log last named it', async () => {
    const tag = (await requestAs(t.app, admin, 'POST', '/api/tags', { name: 'Odontologia do Sono' })).json();
    await requestAs(t.app, admin, 'PATCH', `/api/tags/${tag.id}`, { name: 'Odonto do Sono' });
    const renamed = (await list('kind=tag.edit')).items[0]!;
    expect(renamed).toMatchObject({ targetId: tag.id, targetName: 'Odonto do Sono' });
    await requestAs(t.app, admin, 'DELETE', `/api/tags/${tag.id}`);
    expect((await list('kind=tag.create')).items.find((item) => item.targetId === tag.id)?.targetName).toBe(
      'Odontologia do Sono',
    );
    expect((await list('kind=tag.edit')).items[0]!.targetName).toBe('Odonto do Sono');
  });

  it('lists who acted, for the person filter', async () => {
    const res = await get('/api/audit/actors');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual(
      expect.arrayContaining([
        { id: admin.user.id, name: 'Admin Auditora' },
        { id: ANA, name: 'Ana Antiga' },
        { id: BIA, name: 'Bia Nova' },
      ]),
    );
  });
});

describe('GET /api/audit.csv', () => {
  it('is the filtered entries as Excel in Portuguese opens them', async () => {
    const res = await get('/api/audit.csv?from=2024-03-10&to=2024-03-11');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('auditoria-2024-03-10-a-2024-03-11.csv');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Data e hora;Pessoa;ID da pessoa;IP;Ação;Descrição;Item;ID do item;Antes;Depois');
    expect(lines.filter(Boolean)).toHaveLength(4);
    expect(lines[1]).toBe(
      `11/03/2024, 00:00:00;Ana Antiga;${ANA};10.0.0.1;Perfil de acesso alterado;Mudou o perfil de acesso de (item excluído);;;Perfil de acesso: Usuário;Perfil de acesso: Administrador`,
    );
    // A cell a spreadsheet would run as a formula is made inert.
    expect(lines[2]).toContain(`;Bia Nova;${BIA};`);
    expect(lines[2]).toContain(`;"'=HYPERLINK(""x"")";x2;;"Nome: =HYPERLINK(""x"")"`);
    expect(lines[3]).toContain('10/03/2024, 09:00:00;Ana Antiga');
    expect(lines[3]).toContain('Categoria criada;Criou a categoria “Meio-dia”;Meio-dia;c1;;Nome: Meio-dia');
  });

  it('reads a long log in batches and leaves nothing out', async () => {
    await seed(
      Array.from({ length: 1203 }, (_, i) => ({
        at: new Date(Date.UTC(2023, 5, 1, 12, 0, i)).toISOString(),
        after: { name: `Lote ${i}` },
      })),
    );
    const res = await get('/api/audit.csv?from=2023-06-01&to=2023-06-01');
    const lines = res.rawPayload.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1204);
    expect(lines[1]).toContain('Nome: Lote 1202');
    expect(lines.at(-1)).toContain('Nome: Lote 0');
  });
});

describe('who may read it, and that nothing changes it', () => {
  it('is for admins only', async () => {
    for (const url of ['/api/audit', '/api/audit.csv', '/api/audit/actors']) {
      for (const who of [franqueado, user]) expect((await get(url, who)).statusCode, url).toBe(403);
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
  });

  it('has no route that changes or deletes an entry', async () => {
    const [entry] = await auditRows(t.db);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as Method[])
      for (const url of ['/api/audit', `/api/audit/${entry!.id}`, '/api/audit.csv', '/api/audit/actors']) {
        const res = await requestAs(
          t.app,
          admin,
          method,
          url,
          method === 'DELETE' ? undefined : { kind: 'x' },
        );
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
      }
    expect((await auditRows(t.db))[0]).toEqual(entry);
  });

  it('the database refuses to change an entry, or to delete one younger than a year', async () => {
    const [entry] = await auditRows(t.db);
    await expect(
      t.db.update(auditLog).set({ actorName: 'Outra Pessoa' }).where(eq(auditLog.id, entry!.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
    await expect(t.db.execute(sql`update audit_log set before = null`)).rejects.toThrow();
    expect((await auditRows(t.db))[0]).toEqual(entry);
    // Past a year an entry may be purged (retention is "at least a year").
    await seed([{ at: '2020-01-01T12:00:00Z', after: { name: 'Antiga' } }]);
    const deleted = await t.db
      .delete(auditLog)
      .where(sql`${auditLog.at} < '2021-01-01'`)
      .returning({ id: auditLog.id });
    expect(deleted).toHaveLength(1);
  });
});
