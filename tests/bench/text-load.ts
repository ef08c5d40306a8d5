/**
 * The search load beside an OCR batch (issue 39: "search and health latencies under load must not
 * get worse while a batch is being read"): on a PGlite library built as a rung's, one server, the
 * rung's load (50 connections over the search mix's first pages, health probed every 100 ms) twice,
 * WINDOW_S each: before the batch, then while the server's queue reads OCR_BATCH posters whose words
 * search has never seen. The posters are uploaded (and read) first, then the server is stopped and what was
 * read is forgotten in the database, as in a library that predates reading: an upload moves the
 * library's version and would send the second load to a cold cache, which reading itself does not.
 * `npm run text:reindex` (through the control socket) then queues them, and each batch of new words
 * moves the version as it would in use. Rows `load.<rung>.search.p99_ms_{before,during}_ocr` and
 * `load.<rung>.health_p99_ms_…`, beside the rung's own `load.<rung>.search.p99_ms`.
 *
 * That load is a closed loop at the server's whole capacity: any CPU the reading takes is throughput
 * lost, and with 50 connections waiting on each other, latency added (Little's law). So the pair runs
 * again (the words forgotten again, a new server) paced at half the rate the first load reached,
 * the server with room to spare as in use: rows `…_ocr_paced`.
 */
import { sql } from 'drizzle-orm';
import { askRunningServer } from '../../src/server/platform/ops/control-socket';
import { uploadImages } from './ingest';
import { buildLibrary } from './library';
import { type LoadOptions, type LoadResult, runLoad } from './load';
import { waitForQuietMachine } from './machine';
import type { Results } from './results';
import { loadUrls, searchMix } from './search-mix';
import { type BenchServer, createStore, getter, type RungStore, startServer } from './server';
import { sizeLabel, sleep } from './stats';
import { api, firstCategoryId } from './traffic';

/** Posters the admin uploads at once (at most LIMITS.uploadMaxFiles). */
export const OCR_BATCH = 30;
const UPLOAD_TITLE = 'Cartaz da campanha';

type JobCounts = Partial<Record<'pending' | 'running' | 'done' | 'failed', number>>;

/** How many reading jobs the queue holds in each status (GET /api/jobs, the admin's). */
async function readingJobs(server: BenchServer): Promise<Required<JobCounts>> {
  const { counts } = await api<{ counts: JobCounts }>(server, 'GET', '/api/jobs?kind=text.read&limit=1');
  return { pending: 0, running: 0, done: 0, failed: 0, ...counts };
}

/** Waits until `count` files are read and their words have reached search (a batch a few seconds later). */
async function untilRead(server: BenchServer, count: number): Promise<void> {
  for (let waited = 0; waited < 120_000; waited += 500) {
    const counts = await readingJobs(server);
    if (counts.done + counts.failed >= count && counts.pending + counts.running === 0) {
      await sleep(7_000);
      return;
    }
    await sleep(500);
  }
  throw new Error(`text load: the ${count} uploaded posters were not read within 2 minutes`);
}

/** Waits until the queue reads a file of the batch (it polls every 1.5 s); the counts then. */
async function untilReading(server: BenchServer): Promise<Required<JobCounts>> {
  for (let waited = 0; waited < 30_000; waited += 200) {
    const counts = await readingJobs(server);
    if (counts.running > 0) return counts;
    await sleep(200);
  }
  throw new Error('text load: the queue did not start reading the uploaded posters within 30 s');
}

/**
 * Seconds of each load, before and during the batch: long enough for the whole batch to be read
 * under the load on a 2-core machine, so the load meets every move of the words' version the batch
 * makes and the searches each move sends back to the database (a 10-s load met the first few only).
 */
const WINDOW_S = 40;

const describe = (load: LoadResult) =>
  `${load.rps.toFixed(0)} req/s, timeouts ${load.timeouts}, errors ${load.errors + load.non2xx}`;

/** Forgets what was read in the uploaded posters (the server stopped): their words are new to search. */
async function forgetPosterWords(store: RungStore): Promise<void> {
  const handle = await store.open();
  try {
    const posters = sql`(select id from assets where title like ${`${UPLOAD_TITLE}%`})`;
    await handle.db.execute(sql`delete from asset_text where asset_id in ${posters}`);
    await handle.db.execute(sql`delete from asset_text_status where asset_id in ${posters}`);
    await handle.db.execute(sql`update assets set text_vector = null where id in ${posters}`);
  } finally {
    await handle.close();
  }
}

interface BeforeAndDuring {
  before: LoadResult;
  during: LoadResult;
  /** What the batch did meanwhile, for the row's note. */
  batchNote: string;
}

/**
 * One server on the library whose posters' words were forgotten: its load before the batch, then
 * the same load while its queue reads the batch. `load` is runLoad's (a closed loop, or paced).
 */
async function beforeAndDuring(
  store: RungStore,
  posters: number,
  on: string,
  load: LoadOptions,
): Promise<BeforeAndDuring> {
  await forgetPosterWords(store);
  const server = await startServer(store);
  try {
    // As the rung's server before its load: each search asked once, then five untimed seconds.
    const urls = loadUrls(searchMix());
    const get = getter(server);
    for (const url of urls) await get(url);
    await waitForQuietMachine(`text: ${on} load, first seconds`);
    await runLoad(server, urls, { ...load, duration: 5 });

    await waitForQuietMachine(`text: ${on} load before OCR`);
    const before = await runLoad(server, urls, load);
    await waitForQuietMachine(`text: ${on} reading ${posters} posters`);
    await askRunningServer(store.dataDir, '/text-reindex', { all: false });
    // No quiet-machine wait from here: the batch is read meanwhile, and a wait would let it end.
    const atStart = await untilReading(server);
    const during = await runLoad(server, urls, load);
    const atEnd = await readingJobs(server);

    const read = atEnd.done + atEnd.failed - atStart.done - atStart.failed;
    const left = atEnd.pending + atEnd.running;
    if (left > 0)
      console.info(
        `  text load: the load ended with ${left} posters still to read; a longer load would cover them`,
      );
    return {
      before,
      during,
      batchNote: `${read} of ${posters} posters read during the load, ${left} left at its end`,
    };
  } catch (error) {
    const { exitCode, signalCode } = server.child;
    if (exitCode !== null || signalCode !== null) {
      console.error(
        `  text load: the server exited (${exitCode ?? signalCode}):\n${server.stderr().slice(-3000)}`,
      );
    }
    throw error;
  } finally {
    await server.stop();
  }
}

/** The rows of one before/during pair; `suffix` names the load ('' for the closed loop, '_paced'). */
function addRows(results: Results, on: string, suffix: string, what: string, pair: BeforeAndDuring): void {
  const { before, during, batchNote } = pair;
  results.add(
    `load.${on}.search.p99_ms_before_ocr${suffix}`,
    before.p99,
    'ms',
    `${what}, the same server just before: ${describe(before)}`,
  );
  results.add(
    `load.${on}.search.p99_ms_during_ocr${suffix}`,
    during.p99,
    'ms',
    `${describe(during)}; ${batchNote}`,
  );
  results.add(
    `load.${on}.health_p99_ms_before_ocr${suffix}`,
    before.health.p99,
    'ms',
    `${before.health.samples} probes`,
  );
  results.add(
    `load.${on}.health_p99_ms_during_ocr${suffix}`,
    during.health.p99,
    'ms',
    `${during.health.samples} probes, max ${during.health.max.toFixed(0)} ms`,
  );
}

export async function measureSearchDuringOcr(
  results: Results,
  posters: Buffer[],
  size: number,
): Promise<void> {
  const label = sizeLabel(size);
  const on = label === '100k' ? 'pglite' : `pglite.${label}`;
  const store = await createStore('pglite');
  try {
    const handle = await store.open();
    try {
      const started = performance.now();
      await buildLibrary(handle.db, size, () => {});
      console.info(`  library of ${label} built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    } finally {
      await handle.close();
    }
    const uploader = await startServer(store);
    try {
      await uploadImages(uploader, await firstCategoryId(uploader), posters, UPLOAD_TITLE);
      await untilRead(uploader, posters.length);
    } finally {
      await uploader.stop();
    }
    // As many connections as answers allow: the server's whole capacity, where any CPU the reading
    // takes is throughput lost and, by Little's law, latency added.
    const closed = await beforeAndDuring(store, posters.length, on, { duration: WINDOW_S });
    addRows(results, on, '', `50 connections, ${WINDOW_S} s, ${label}`, closed);
    // Half that rate, the server with room to spare: what a request waits for while a batch is read.
    const rate = Math.round(closed.before.rps / 2);
    const paced = await beforeAndDuring(store, posters.length, on, { duration: WINDOW_S, rate });
    addRows(results, on, '_paced', `${rate} req/s (half the closed loop's), ${WINDOW_S} s, ${label}`, paced);
  } finally {
    await store.remove();
  }
}
