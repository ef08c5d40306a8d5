/**
 * Performance harness (`npm run bench`): builds a library of 100,000 assets in a fresh embedded
 * database, then times the gallery queries through the real app, the ingest of large photos, and
 * the memory the process gains. Prints a table and fails when a target is missed.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, openPglite, queryRows } from '../../src/server/db/client';
import { seedDatabase } from '../../src/server/db/seed';
import { RATE_LIMITS } from '../../src/server/modules/limiter/limits';
import { createLocalStorage } from '../../src/server/storage/local';
import { multipartBody } from '../helpers/multipart';
import { buildLibrary } from './library';

const ASSETS = Number(process.env.BENCH_ASSETS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

interface Row {
  what: string;
  p50: number;
  p95: number;
  target?: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(fn: () => Promise<unknown>, runs = RUNS): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 2; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/**
 * What durable commits cost (issue 10): single-row commits on the embedded database as the app
 * opens it (fsync on, each commit synced to the host) against PGlite's own default (fsync off),
 * on the same disk, interleaved so that the machine's load falls on both alike.
 */
async function commitCost(commits = 200): Promise<{ durable: number; relaxed: number }> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-bench-commit-'));
  const durable = await openPglite(path.join(root, 'durable'));
  const relaxed = await PGlite.create(path.join(root, 'relaxed'));
  const totals = { durable: 0, relaxed: 0 };
  try {
    for (const db of [durable, relaxed]) await db.exec('create table c (n int)');
    for (let round = 0; round < 4; round++) {
      for (const [name, db] of [
        ['durable', durable],
        ['relaxed', relaxed],
      ] as const) {
        const start = performance.now();
        for (let i = 0; i < commits / 4; i++) await db.query('insert into c values ($1)', [i]);
        totals[name] += performance.now() - start;
      }
    }
  } finally {
    await durable.close();
    await relaxed.close();
    await fs.rm(root, { recursive: true, force: true });
  }
  return { durable: totals.durable / commits, relaxed: totals.relaxed / commits };
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-bench-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error' }), webDir: undefined };
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  await seedDatabase(database.db);
  const db = database.db;

  let started = performance.now();
  await buildLibrary(db, ASSETS);
  const buildSeconds = (performance.now() - started) / 1000;

  const storage = createLocalStorage(path.join(dataDir, 'files'));
  const app = await buildApp(config, { database, storage, logger: false });
  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Bench', email: 'bench@rede.com.br', password: 'senha-segura-123' },
  });
  const cookie = `bdi_session=${register.cookies.find((c) => c.name === 'bdi_session')!.value}`;
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
  // Unsafe requests as the site's own pages send them (the cross-site check refuses any other).
  const ownPage = { cookie, 'sec-fetch-site': 'same-origin' };
  // Made before the idle reading: drawing 4000×3000 pictures is the harness's memory, not the app's.
  const photos: Buffer[] = [];
  for (let i = 0; i < 8; i++) {
    photos.push(
      await sharp({
        create: {
          width: 4000,
          height: 3000,
          channels: 3,
          background: `#${(0x224466 + i * 0x101010).toString(16)}`,
        },
      })
        .composite([
          {
            input: Buffer.from(
              `<svg width="4000" height="3000"><circle cx="${1000 + i * 200}" cy="1500" r="900" fill="#fde68a"/></svg>`,
            ),
          },
        ])
        .jpeg({ quality: 88 })
        .toBuffer(),
    );
  }
  const idle = process.memoryUsage().rss;

  const rows: Row[] = [];
  const measure = async (what: string, url: string, target: number) => {
    const res = await get(url);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    rows.push({ what, ...(await time(() => get(url))), target });
  };
  await measure('gallery, first page (40, newest)', '/api/assets?limit=40', 250);
  await measure('gallery, sorted by views', '/api/assets?limit=40&sort=popular', 250);
  await measure("text 'protese' (accent-insensitive)", '/api/assets?q=protese&limit=40', 400);
  await measure("typo 'clareamnto' (word correction)", '/api/assets?q=clareamnto&limit=40', 600);
  await measure("two words 'antes depois'", '/api/assets?q=antes%20depois&limit=40', 400);
  await measure(
    'group filter (all subcategories)',
    '/api/assets?categories=procedimentos-odontologicos&limit=40',
    300,
  );
  await measure(
    'tag + type filter, most downloaded',
    '/api/assets?tags=antes-e-depois&types=image&sort=downloads&limit=40',
    300,
  );

  let cursor: string | null = null;
  for (let page = 0; page < 25; page++) {
    const res = await get(`/api/assets?limit=40${cursor ? `&cursor=${cursor}` : ''}`);
    cursor = res.json().nextCursor;
  }
  await measure('page 26 by keyset cursor', `/api/assets?limit=40&cursor=${cursor}`, 250);

  const [picked] = await queryRows<{ id: string }>(
    db,
    sql`select id from assets where type = 'image' limit 1`,
  );
  const someId = picked!.id;
  await measure('related assets (6)', `/api/assets/${someId}/related`, 300);

  const probe = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0e7490' } })
    .jpeg()
    .toBuffer();
  const similarBody = multipartBody([
    { name: 'file', filename: 'p.jpg', contentType: 'image/jpeg', data: probe },
  ]);
  rows.push({
    what: 'similar images (Hamming over all hashes)',
    ...(await time(
      async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/assets/similar',
          headers: { ...ownPage, 'content-type': similarBody.contentType },
          payload: similarBody.body,
        });
        // A refusal (429, 403) would be timed as a fast answer: only real searches count.
        if (res.statusCode !== 200) throw new Error(`similar: ${res.statusCode} ${res.body}`);
      },
      // Two warm-up calls plus these stay within one user's per-minute allowance (a 429 is no timing).
      Math.min(RUNS, RATE_LIMITS.similarSearchPerUser.limit - 2),
    )),
    target: 600,
  });

  const afterQueries = process.memoryUsage().rss;

  // Ingest: large photos through the whole pipeline (stage, detect, thumbnails, hashes, store, commit).
  const categories = (await get('/api/categories')).json();
  const meta = JSON.stringify({ title: 'Foto grande', categoryIds: [categories.items[0].children[0].id] });
  const upload = multipartBody([
    { name: 'meta', data: meta },
    ...photos.map((data, i) => ({ name: 'files', filename: `f${i}.jpg`, contentType: 'image/jpeg', data })),
  ]);
  started = performance.now();
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/assets',
    headers: { ...ownPage, 'content-type': upload.contentType },
    payload: upload.body,
  });
  const ingestSeconds = (performance.now() - started) / 1000;
  if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.body}`);
  const peak = process.memoryUsage().rss;

  await app.close();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });

  const commit = await commitCost();

  const failures = rows.filter((r) => r.target !== undefined && r.p95 > r.target);
  console.info(
    `\nLibrary: ${ASSETS.toLocaleString('en')} assets built in ${buildSeconds.toFixed(1)} s (PGlite, ${os.cpus().length} cores)\n`,
  );
  console.info('| query | p50 ms | p95 ms | target p95 |');
  console.info('| --- | ---: | ---: | ---: |');
  for (const r of rows)
    console.info(`| ${r.what} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.target ?? '—'} |`);
  const perSecond = photos.length / ingestSeconds;
  console.info(
    `\nIngest: ${photos.length} photos of 4000×3000 in ${ingestSeconds.toFixed(1)} s = ${perSecond.toFixed(1)} photos/s (target ≥ 2)`,
  );
  const mb = (bytes: number) => bytes / 1024 / 1024;
  const growthMb = mb(peak - idle);
  console.info(
    `Memory: RSS grew ${mb(afterQueries - idle).toFixed(0)} MB over idle during the queries, ${mb(peak - afterQueries).toFixed(0)} MB more during ingest: ${growthMb.toFixed(0)} MB (target ≤ 400 MB)\n`,
  );
  console.info(
    `Durable commits: ${commit.durable.toFixed(2)} ms per single-row commit with fsync on, ${commit.relaxed.toFixed(2)} ms with PGlite's default fsync off (200 commits each, interleaved)\n`,
  );
  if (perSecond < 2) failures.push({ what: 'ingest', p50: 0, p95: 0 });
  if (growthMb > 400) failures.push({ what: 'memory', p50: 0, p95: 0 });
  if (failures.length) {
    console.error(`Missed targets: ${failures.map((f) => f.what).join(', ')}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
