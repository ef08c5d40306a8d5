/**
 * One rung of the bench: a fresh database of `size` assets, the real server started on it, then the
 * search mix, the naive way, the load, (on the first rung only) ingest, upload memory and web, the
 * campaign-launch load, and (on the PGlite rung) the soak.
 */

import { makePhoto, makePhotos, sharpAlone, uploadImages } from './ingest';
import { buildLibrary } from './library';
import { type LoadResult, runLoad } from './load';
import { waitForQuietMachine } from './machine';
import { type MixedPhotos, measureMixed } from './mixed';
import { naiveSubset, timeNaive } from './naive';
import type { Results } from './results';
import { timeSearch } from './search';
import { loadUrls, searchMix } from './search-mix';
import { type BenchServer, createStore, type DbKind, getter, startServer } from './server';
import { runSoak } from './soak';
import { measureStamp } from './stamp';
import { measureAfterLoad, measureRungStart } from './startup';
import { median, percentile, sizeLabel } from './stats';
import { measureTemplates, TEMPLATE_PHOTOS } from './templates';
import { firstCategoryId } from './traffic';
import { measureUploadRss } from './upload-rss';
import { measureWeb } from './web';

/** Seeds 1–60 are the ingest photos and 100–129 the gallery's (run.ts). */
const STAMP_PHOTO_SEED = 500;

/** Photos per timed upload: `ingest.*` is about 20 distinct 4000×3000 JPEGs in one request. */
export const INGEST_BATCH = 20;

export interface RungOptions {
  kind: DbKind;
  size: number;
  adminUrl?: string;
  naive: boolean;
  /** Ingest, upload memory and page weight: photos made before any timing. */
  media?: { photos: Buffer[]; galleryPhotos: Buffer[]; web: boolean };
  /** The campaign-launch load (mixed.ts): its photos, made before any timing. */
  mixed?: MixedPhotos;
  /** The soak (soak.ts): its length and the photos it uploads. */
  soak?: { seconds: number; photos: Buffer[] };
}

async function media(server: BenchServer, results: Results, options: NonNullable<RungOptions['media']>) {
  const categoryId = await firstCategoryId(server);

  await waitForQuietMachine('upload 30 × 50 MB');
  const rss = await measureUploadRss(server, categoryId);
  results.add(
    'upload.rss_growth_mb',
    rss.growthMb,
    'MB',
    `idle ${rss.idleMb.toFixed(0)} MB, peak by ${rss.peakFrom}`,
  );
  results.add('upload.seconds', rss.seconds, 's', '30 × 50 MB streamed');

  // Three passes of INGEST_BATCH distinct photos, the app's upload and sharp alone side by side in
  // each, medians of passes (as the search is timed). The first upload is also a row of its own: the
  // server's first images meet a cold JIT and cold libvips, which one timed upload used to measure.
  const app: number[] = [];
  const alone: number[] = [];
  for (let pass = 0; pass * INGEST_BATCH < options.photos.length; pass++) {
    const batch = options.photos.slice(pass * INGEST_BATCH, (pass + 1) * INGEST_BATCH);
    await waitForQuietMachine(`ingest pass ${pass + 1}`);
    app.push(await uploadImages(server, categoryId, batch, `Foto grande da clínica ${pass + 1}`));
    alone.push(await sharpAlone(batch));
    console.info(
      `  ingest pass ${pass + 1}: app ${(batch.length / app[pass]!).toFixed(2)}/s, sharp alone ${(batch.length / alone[pass]!).toFixed(2)}/s`,
    );
  }
  const passes = `median of ${app.length} uploads of ${INGEST_BATCH}`;
  results.add('ingest.images_per_s', INGEST_BATCH / median(app), 'images/s', passes);
  results.add('ingest.vs_sharp_alone', median(app) / median(alone), '×', passes);
  results.add('ingest.sharp_alone_images_per_s', INGEST_BATCH / median(alone), 'images/s', passes);
  results.add(
    'ingest.first_upload_images_per_s',
    INGEST_BATCH / app[0]!,
    'images/s',
    "the server's first images",
  );

  await waitForQuietMachine('stamp');
  // A photo of its own: the ingest step has just uploaded the others, and the same file again is
  // refused as a duplicate (DUPLICATE_FILE), which stopped the rung here.
  await measureStamp(server, categoryId, await makePhoto(STAMP_PHOTO_SEED), results);
  await waitForQuietMachine('templates');
  await measureTemplates(
    server,
    categoryId,
    await makePhotos(TEMPLATE_PHOTOS, STAMP_PHOTO_SEED + 1),
    results,
  );

  // With these, the newest 50 assets are images with real thumbnails: the gallery's first screen.
  await uploadImages(server, categoryId, options.galleryPhotos, 'Foto da galeria');
  if (!options.web) return;
  await waitForQuietMachine('web');
  const web = await measureWeb(server);
  results.add('web.signin_js_kb', web.signinJsKb, 'KB');
  results.add('web.signin_all_kb', web.signinAllKb, 'KB', 'every byte of /auth');
  results.add(
    'web.gallery_390_kb',
    web.galleryKb,
    'KB',
    `${web.galleryThumbnails} thumbnails on screen, ${web.galleryThumbnailsFetched} fetched`,
  );
  results.add(
    'web.first_thumbnail_4g_ms',
    web.firstThumbnailMs,
    'ms',
    `median of 5 loads, ${web.firstThumbnailRange.map((ms) => Math.round(ms)).join('–')} ms`,
  );
}

/** A load's rows under `prefix` (`load.postgres`: `load.postgres.search.rps` and the others). */
function addLoad(results: Results, prefix: string, load: LoadResult, label: string) {
  results.add(`${prefix}.search.rps`, load.rps, 'req/s', `50 connections, 10 s, ${label}`);
  results.add(`${prefix}.search.p99_ms`, load.p99, 'ms');
  results.add(`${prefix}.search.timeouts`, load.timeouts, 'requests');
  results.add(`${prefix}.search.errors`, load.errors + load.non2xx, 'requests', 'errors + non-2xx');
  results.add(`${prefix}.health_p99_ms`, load.health.p99, 'ms', `${load.health.samples} probes`);
}

export async function runRung(options: RungOptions, results: Results): Promise<void> {
  const { kind, size } = options;
  const label = sizeLabel(size);
  const id = `${kind}.${label}`;
  console.info(`\n== ${kind}, ${size.toLocaleString('en')} assets ==`);
  const store = await createStore(kind, options.adminUrl);
  try {
    const handle = await store.open();
    const steps = searchMix();
    const subset = naiveSubset(steps);
    let naive: Awaited<ReturnType<typeof timeNaive>> | undefined;
    try {
      const started = performance.now();
      await buildLibrary(handle.db, size, (done) =>
        console.info(
          `  built ${done.toLocaleString('en')} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        ),
      );
      results.add(`build.${id}.seconds`, (performance.now() - started) / 1000, 's', 'library generation');
      if (options.naive) {
        // In this process, on the same database, before the server owns it (PGlite is single-process).
        await waitForQuietMachine(`${id} naive`);
        naive = await timeNaive(
          handle.db,
          subset.map((i) => steps[i]!),
        );
      }
    } finally {
      await handle.close();
    }
    // `npm start` on the library as an operator restarts it (startup.ts).
    if (options.size !== 1_000_000) await measureRungStart(results, store, id);

    // The search itself is timed without the answers the server keeps (SEARCH_CACHE_MB=0): the
    // passes repeat the same searches, which the second and third would otherwise read from memory.
    // The load runs both ways: uncached (the search's own throughput), then as the server runs.
    const uncached = await startServer(store, { SEARCH_CACHE_MB: '0' });
    const on = label === '100k' ? kind : id;
    try {
      const server = uncached;
      const timing = await timeSearch(getter(server), steps, 3, id);
      results.add(`search.${id}.p95_ms`, timing.p95, 'ms', 'median of 3 passes');
      results.add(`search.${id}.p50_ms`, timing.p50, 'ms', 'median of 3 passes');
      for (const [group, ms] of timing.groupP50) results.add(`search.${id}.${group}.p50_ms`, ms, 'ms');
      if (naive) {
        const appSubsetP95 = median(
          timing.passes.map((p) =>
            percentile(
              subset.map((i) => p.samples[i]!),
              95,
            ),
          ),
        );
        const appSubsetP50 = median(
          timing.passes.map((p) =>
            percentile(
              subset.map((i) => p.samples[i]!),
              50,
            ),
          ),
        );
        results.add(`search.${id}.naive_p95_ms`, naive.p95, 'ms', `${naive.samples} steps of the mix`);
        results.add(
          `search.${id}.naive_ratio_p95`,
          naive.p95 / appSubsetP95,
          '×',
          'same steps, app over HTTP',
        );
        results.add(`search.${id}.naive_ratio_p50`, naive.p50 / appSubsetP50, '×', 'same steps');
      }

      await waitForQuietMachine(`${id} load, uncached`);
      addLoad(results, `load.${on}.uncached`, await runLoad(server, loadUrls(steps)), label);
    } finally {
      await uncached.stop();
    }
    const server = await startServer(store);
    try {
      // As the uncached server had the passes before its load: each of the load's searches asked
      // once (its counts are kept in memory, and a count is the dearest part of a first page).
      const get = getter(server);
      for (const url of loadUrls(steps)) await get(url);
      // And five seconds of the crowd before the timed ten: this server has just started, and its
      // first seconds under 50 connections (a JIT compiling for concurrency, heaps growing) are its
      // slowest (the health probe's p99 there is well above later loads'). Those seconds keep rows
      // of their own (`load.<rung>.first_5s.*`), so the history says how much slower.
      await waitForQuietMachine(`${id} load, first seconds`);
      const first = await runLoad(server, loadUrls(steps), { duration: 5 });
      results.add(`load.${on}.first_5s.search.rps`, first.rps, 'req/s', 'a fresh server, 5 s');
      results.add(
        `load.${on}.first_5s.health_p99_ms`,
        first.health.p99,
        'ms',
        `${first.health.samples} probes`,
      );
      await waitForQuietMachine(`${id} load`);
      // The load rows are at 100,000 assets; other sizes get their own ids.
      addLoad(results, `load.${on}`, await runLoad(server, loadUrls(steps)), label);
      await measureAfterLoad(results, server.pid, on);
      if (options.media) await media(server, results, options.media);
      // On this server, after the load (and the media steps, whose rows it would otherwise move): a
      // launch meets a server that has been up for a while with its search answers kept, not one
      // just started.
      if (options.mixed) await measureMixed(server, on, loadUrls(steps), options.mixed, results);
    } finally {
      await server.stop();
    }
    if (options.soak) {
      // On a server of its own, started after the other has stopped (PGlite takes one at a time):
      // the growth is then the soak's, not the load's and the launch's heaps settling.
      await waitForQuietMachine(`${id} soak`);
      const soaked = await startServer(store);
      try {
        await runSoak(soaked, loadUrls(steps), options.soak.photos, options.soak.seconds, results);
      } finally {
        await soaked.stop();
      }
    }
  } finally {
    await store.remove();
  }
}
