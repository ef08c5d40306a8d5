/**
 * "Download for my clinic" (issue 15): the render time of a stamped Instagram stories preset from a
 * 4000×3000 JPEG (the renderer alone, median of 10 after one warm-up), and a stored hit through the
 * HTTP route (the same download again: a file read; median of 10). Part of the first rung's media rows;
 * alone in ~15 s with `npx tsx tests/bench/stamp.ts`.
 */
import { fileURLToPath } from 'node:url';
import { renderDownload, type StampData } from '../../src/server/media/stamp';
import { COMPLETE_UNIT } from '../helpers/unit-fixture';
import { makePhoto } from './ingest';
import type { Results } from './results';
import { type BenchServer, measureAlone } from './server';
import { median } from './stats';

const RUNS = 10;

const UNIT = { ...COMPLETE_UNIT, name: 'OdontoRede Bench Centro' };

const STAMP: StampData = {
  name: UNIT.name,
  address: UNIT.address,
  phone: UNIT.phone,
  whatsapp: UNIT.whatsapp,
  croRegistration: UNIT.croRegistration,
  rtName: UNIT.rtName,
  rtCro: UNIT.rtCro,
  rtUf: UNIT.rtUf,
};

export async function timed(task: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await task();
  return performance.now() - start;
}

export async function json(server: BenchServer, method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.base}${url}`, {
    method,
    headers: { ...server.ownPage, cookie: server.cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** Uploads one JPEG as the bench admin under `categoryId`; its asset id. */
export async function uploadPhoto(
  server: BenchServer,
  categoryId: string,
  photo: Buffer,
  title: string,
  name: string,
): Promise<string> {
  const form = new FormData();
  form.append('meta', JSON.stringify({ title, categoryIds: [categoryId], tags: [] }));
  form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), name);
  const uploaded = await fetch(`${server.base}/api/assets`, {
    method: 'POST',
    headers: { ...server.ownPage, cookie: server.cookie },
    body: form,
  });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  return ((await uploaded.json()) as { items: Array<{ asset: { id: string } }> }).items[0]!.asset.id;
}

/** Adds `stamp.render_stories_ms` and `stamp.stored_hit_ms` (and the first, rendering, request). */
export async function measureStamp(
  server: BenchServer,
  categoryId: string,
  photo: Buffer,
  results: Results,
): Promise<void> {
  await renderDownload({ input: photo, format: 'instagram-stories', focal: null, stamp: STAMP });
  const renders: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    renders.push(
      await timed(() =>
        renderDownload({ input: photo, format: 'instagram-stories', focal: null, stamp: STAMP }),
      ),
    );
  }
  results.add(
    'stamp.render_stories_ms',
    median(renders),
    'ms',
    'stamped stories from 4000×3000, median of 10',
  );

  // The bench admin joins a unit with complete council data, then downloads the same piece again and again.
  const unit = await json(server, 'POST', '/api/units', {
    ...UNIT,
    name: `${UNIT.name} ${Date.now().toString(36)}`,
  });
  const me = await json(server, 'GET', '/api/auth/session');
  const userId = ((me.user as { id?: string } | undefined)?.id ?? me.id) as string;
  await json(server, 'PATCH', `/api/users/${userId}`, { unitId: unit.id });
  const assetId = await uploadPhoto(server, categoryId, photo, 'Peça para a unidade', 'peca.jpg');
  const url = `${server.base}/api/assets/${assetId}/download?format=instagram-stories&stamp=1`;
  const get = async () => {
    const res = await fetch(url, { headers: { cookie: server.cookie } });
    if (res.status !== 200) throw new Error(`stamped download: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  results.add('stamp.first_request_ms', await timed(get), 'ms', 'renders and stores');
  const hits: number[] = [];
  for (let i = 0; i < RUNS; i++) hits.push(await timed(get));
  results.add('stamp.stored_hit_ms', median(hits), 'ms', 'same download again over HTTP, median of 10');
  // The floor to compare with: a stored thumbnail through its route (session + one row + a file read).
  const views: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    views.push(
      await timed(async () => {
        const res = await fetch(`${server.base}/api/assets/${assetId}/thumbnail?size=grid`, {
          headers: { cookie: server.cookie },
        });
        await res.arrayBuffer();
      }),
    );
  }
  results.add('stamp.thumbnail_read_ms', median(views), 'ms', 'a stored thumbnail over HTTP, for comparison');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await measureAlone('Stamp (issue 15)', async (server, categoryId, results) => {
    await measureStamp(server, categoryId, await makePhoto(7), results);
  });
}
