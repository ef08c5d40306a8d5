/**
 * `npm run bench` (issue 13): every rung it can, over real HTTP against the compiled server
 * (`node dist/server/main.mjs`, built first when missing or stale: build.ts) started as its own
 * process. Rungs: 100k on PGlite always; 100k on PostgreSQL when BENCH_DATABASE_URL is set (a fresh
 * database per rung, dropped afterwards); 1M on PostgreSQL when BENCH_RUNGS includes `1m`.
 *
 *   BENCH_RUNGS         comma list of pglite, postgres, 1m (default: pglite, plus postgres with a URL)
 *   BENCH_DATABASE_URL  an admin connection (postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_ASSETS        library size of every rung (quick runs), instead of 100k / 1M
 *   BENCH_WEB=0         skip the page-weight rows (no Chromium)
 *   BENCH_STRICT=1      exit 1 when a target is missed (default: the table says so, exit 0)
 *   BENCH_LOAD_WAIT_S   how long to wait for a quiet machine before aborting (default 60)
 *   BENCH_MIXED=0       skip the campaign-launch load (mixed.ts; on every rung but the million)
 *   BENCH_SOAK_S        length of the soak on the PGlite rung in seconds (soak.ts; default 300, 0 skips)
 *   BENCH_TEXT=0        skip the text-inside-files rows (text.ts: OCR, PDF, search beside an OCR batch)
 *   BENCH_ONLY=text     those rows alone (about 3 minutes), no rung and no other row
 *   BDI_SERVER_ENTRY    another compiled server to measure (default dist/server/main.mjs)
 *
 * Prints one table and writes bench/results.json: [{ id, value, unit, target, op, met }], and the run
 * as bench/history/<date>-<commit>.json (`npm run bench:history`; not with BENCH_ASSETS).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../helpers/server-process';
import { ensureBuild } from './build';
import { commitCost } from './commit';
import { makePhotos } from './ingest';
import { BusyMachineError, waitForQuietMachine } from './machine';
import { MIXED_PHOTOS } from './mixed';
import { Results } from './results';
import { INGEST_BATCH, runRung } from './rung';
import { webDir } from './server';
import { soakPhotoCount } from './soak';
import { measureEmptyStart } from './startup';
import { measureText } from './text';

const adminUrl = process.env.BENCH_DATABASE_URL || undefined;
const only = process.env.BENCH_ONLY?.trim().toLowerCase() || undefined;
const rungs = only
  ? []
  : (process.env.BENCH_RUNGS ?? (adminUrl ? 'pglite,postgres' : 'pglite'))
      .split(',')
      .map((r) => r.trim().toLowerCase())
      .filter(Boolean);
const override = process.env.BENCH_ASSETS ? Number(process.env.BENCH_ASSETS) : undefined;
const withWeb = process.env.BENCH_WEB !== '0';
const withMixed = process.env.BENCH_MIXED !== '0';
const soakSeconds = Number(process.env.BENCH_SOAK_S ?? 300);
const withText = only === 'text' || (!only && process.env.BENCH_TEXT !== '0');

async function main(): Promise<number> {
  if (only && only !== 'text') throw new Error(`BENCH_ONLY: unknown section "${only}" (text)`);
  for (const rung of rungs) {
    if (!['pglite', 'postgres', '1m'].includes(rung)) throw new Error(`BENCH_RUNGS: unknown rung "${rung}"`);
  }
  if ((rungs.includes('postgres') || rungs.includes('1m')) && !adminUrl) {
    throw new Error('BENCH_RUNGS names a PostgreSQL rung but BENCH_DATABASE_URL is not set');
  }
  // spawnServer (tests/helpers/server-process.ts) starts the compiled server this names.
  process.env.BDI_SERVER_ENTRY ||= ensureBuild();
  const web = withWeb && fs.existsSync(path.join(webDir, 'index.html'));
  const results = new Results();
  const started = Date.now();

  // Drawn before any timing (drawing 4000×3000 pictures is the harness's work, not the app's).
  const anyMedia = rungs.some((r) => r !== '1m');
  if (anyMedia) console.info('Drawing 60 photos of 4000×3000 (three ingest passes) and 30 of 1200×900…');
  const photos = anyMedia ? await makePhotos(3 * INGEST_BATCH, 1) : [];
  const galleryPhotos = anyMedia ? await makePhotos(30, 100, 1200, 900) : [];
  const media = { photos, galleryPhotos, web };
  // The campaign-launch load's two uploads and the soak's, seeds of their own (duplicates are refused).
  const mixedOn = withMixed && anyMedia;
  const soakOn = soakSeconds > 0 && rungs.includes('pglite');
  if (mixedOn) console.info(`Drawing ${2 * MIXED_PHOTOS} photos of 4000×3000 for the campaign-launch load…`);
  const mixed = mixedOn
    ? {
        alone: await makePhotos(MIXED_PHOTOS, 1000),
        mixed: await makePhotos(MIXED_PHOTOS, 1000 + MIXED_PHOTOS),
      }
    : undefined;
  const soak = soakOn
    ? { seconds: soakSeconds, photos: await makePhotos(soakPhotoCount(soakSeconds), 2000) }
    : undefined;

  let failed = false;
  // `npm start` on an empty library (startup.ts), before anything else loads the machine.
  if (rungs.includes('pglite')) {
    await measureEmptyStart(results).catch((error: Error) => {
      console.error(`Start on an empty library failed: ${error.message}`);
      failed = true;
    });
  }
  let first = true;
  for (const rung of rungs) {
    const kind = rung === 'pglite' ? 'pglite' : 'postgres';
    const size = override ?? (rung === '1m' ? 1_000_000 : 100_000);
    try {
      // Ingest, upload memory and page weight once, on the first 100k rung (not on the million).
      const withMedia = first && rung !== '1m';
      await runRung(
        {
          kind,
          size,
          adminUrl,
          naive: rung !== '1m',
          ...(withMedia ? { media } : {}),
          ...(mixed && rung !== '1m' ? { mixed } : {}),
          ...(soak && rung === 'pglite' ? { soak } : {}),
        },
        results,
      );
      if (withMedia) first = false;
    } catch (error) {
      if (error instanceof BusyMachineError) {
        console.error(error.message);
        failed = true;
        break;
      }
      console.error(`Rung ${rung} failed:`, error);
      failed = true;
    }
  }

  // On a store of its own after the rungs: its uploads and OCR batch move none of their rows.
  if (withText && !failed) {
    await measureText(results, override ?? 100_000).catch((error: Error) => {
      console.error(error instanceof BusyMachineError ? error.message : error);
      failed = true;
    });
  }

  if (!failed && !only) {
    await waitForQuietMachine('durable commits').catch((error: Error) => {
      console.error(error.message);
      failed = true;
    });
    if (!failed) {
      const commit = await commitCost();
      results.add('commit.pglite.durable_ms', commit.durable, 'ms', 'single-row commit, fsync on');
      results.add('commit.pglite.relaxed_ms', commit.relaxed, 'ms', "PGlite's default, fsync off");
    }
  }

  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  results.print(
    `Bench: ${only ? `${only} alone` : `rungs ${rungs.join(', ')}`}${override ? ` at ${override.toLocaleString('en')} assets` : ''}, ` +
      `${os.availableParallelism()} cores, ${minutes} min`,
  );
  console.info(`\nWritten: ${path.relative(repoRoot, await results.write())}`);
  const missed = results.missed();
  if (missed.length) console.info(`Targets missed: ${missed.map((r) => r.id).join(', ')}`);
  if (failed) return 1;
  return process.env.BENCH_STRICT === '1' && missed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
