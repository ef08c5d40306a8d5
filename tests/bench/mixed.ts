/**
 * A campaign launch (issue 38, point 5): everything at once against the same things alone, side by
 * side on one server in one run.
 *   (b) alone: the admin uploads 30 distinct photos of 4000×3000 in one request (the upload screen
 *       sends every file of a selection in one POST, at most LIMITS.uploadMaxFiles);
 *   set-up, untimed: an album of 20 of those photos, the admin in a unit with council data (stamps),
 *       every search of the load asked once (what the crowds open comes from their answers);
 *   (a) alone: 50 searchers for 10 s over the load's first pages, each about once a second;
 *   (c) the mix: the same 50 searchers, 20 people opening asset pages (the asset, its related ones,
 *       the view count, the preview) and grid thumbnails, one page every 2 s each, 5 downloading the
 *       album's ZIP and stamped pieces in the four download formats, the health probe every 100 ms, and, once every crowd
 *       runs, the admin uploading 30 fresh photos; the crowds stop when the upload is done and at
 *       least MIN_MIX_SECONDS have passed.
 * Every client is signed in as the harness's admin (the only account it has). The (b) upload runs
 * before (a) so that the search alone and the mix start on the same library.
 */
import {
  type Crowd,
  type CrowdRequest,
  type CrowdResult,
  failuresOf,
  type ProbeResult,
  startCrowd,
  startProbe,
} from './crowd';
import { uploadImages } from './ingest';
import { waitForQuietMachine } from './machine';
import type { Results } from './results';
import type { BenchServer } from './server';
import { sleep } from './stats';
import {
  assetPage,
  collectTargets,
  firstCategoryId,
  joinStampUnit,
  makeAlbum,
  nth,
  type Targets,
  uploadedIds,
} from './traffic';

/** Photos per upload, each set drawn before any timing (run.ts); seeds of their own, as duplicates are refused. */
export const MIXED_PHOTOS = 30;
export interface MixedPhotos {
  alone: Buffer[];
  mixed: Buffer[];
}

const SEARCHERS = 50;
const VIEWERS = 20;
const DOWNLOADERS = 5;
/**
 * People, not saturating loops. A connection that asks again the moment it is answered is no person:
 * 50 of them made 1,000-2,500 searches a second here (20-50 each), kept both cores busy by
 * themselves, and the upload beside them could take only what they left, so a search p99 within 2 ×
 * (half their CPU or more) and an upload at 60 % of its speed (60 % of its CPU) could not both hold
 * in any server. The searchers each search about once a second (typing, paging, refining); each
 * viewer opens an asset page with a gallery row of thumbnails every PAGE_EVERY_S. The
 * downloaders ask their next file as soon as the last one has come, as someone downloading a batch.
 * The load step (load.ts) keeps the saturating connections: it measures what the server can do.
 */
const SEARCH_RATE = SEARCHERS;
const PAGE_EVERY_S = 2;
/** The asset pages each viewer goes round. */
const VIEWER_PAGES = 40;
const ALONE_SECONDS = 10;
const MIN_MIX_SECONDS = 10;
const ALBUM_SIZE = 20;
const FORMATS = ['instagram-feed', 'instagram-stories', 'square', 'whatsapp'] as const;
const ALONE_TITLE = 'Lançamento da campanha: peças';
const MIXED_TITLE = 'Lançamento da campanha: peças novas';

/** VIEWER_PAGES asset pages across the answers' assets, each followed by six grid thumbnails, as a gallery row. */
function viewerRequests(server: BenchServer, targets: Targets): CrowdRequest[] {
  const requests: CrowdRequest[] = [];
  for (let i = 0; i < VIEWER_PAGES; i++) {
    requests.push(...assetPage(server, targets, nth(targets.ids, i * 7)));
    for (let k = 0; k < 6; k++) requests.push({ path: nth(targets.thumbnails, i * 6 + k) });
  }
  return requests;
}

/** The album's ZIP (originals), then five stamped pieces, four times round the album and the formats. */
function downloaderRequests(albumId: string, pieces: string[]): CrowdRequest[] {
  const requests: CrowdRequest[] = [];
  for (let block = 0; block < 4; block++) {
    requests.push({ path: `/api/albums/${albumId}/download` });
    for (let j = 0; j < 5; j++) {
      const format = nth(FORMATS, block + j);
      requests.push({ path: `/api/assets/${nth(pieces, block * 5 + j)}/download?format=${format}&stamp=1` });
    }
  }
  return requests;
}

interface Together {
  crowds: CrowdResult[];
  health: ProbeResult;
  seconds: number;
}

/** Runs `during` once every crowd has started, with the health probe; then stops the crowds and the probe. */
async function together(
  server: BenchServer,
  crowds: Crowd[],
  during: () => Promise<void>,
): Promise<Together> {
  let probe: ReturnType<typeof startProbe> | undefined;
  let seconds = 0;
  let failure: unknown;
  try {
    await Promise.all(crowds.map((crowd) => crowd.started));
    probe = startProbe(server.base);
    const began = performance.now();
    await during();
    seconds = (performance.now() - began) / 1000;
  } catch (error) {
    failure = error;
  }
  // Every crowd is stopped, whatever failed: none is left running against the next step.
  const stopped = await Promise.allSettled(crowds.map((crowd) => crowd.stop()));
  const health = await probe?.stop();
  if (failure) throw failure;
  const rejected = stopped.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (rejected) throw rejected.reason;
  return {
    crowds: stopped.map((s) => (s as PromiseFulfilledResult<CrowdResult>).value),
    health: health!,
    seconds,
  };
}

const searchCrowd = (server: BenchServer, searchUrls: string[]) =>
  startCrowd(server, {
    requests: searchUrls.map((path) => ({ path })),
    connections: SEARCHERS,
    rate: SEARCH_RATE,
    maxSeconds: 600,
  });

/** `404×3, 500×1`: the answers other than 2xx over every crowd. */
function non2xxCodes(crowds: CrowdResult[]): string {
  const codes = new Map<string, number>();
  for (const crowd of crowds) {
    for (const [code, count] of Object.entries(crowd.statuses)) {
      if (!code.startsWith('2')) codes.set(code, (codes.get(code) ?? 0) + count);
    }
  }
  return [...codes].map(([code, count]) => `${code}×${count}`).join(', ') || 'none';
}

/** Adds the `mixed.<on>.*` rows (`on`: `pglite`, `postgres`, or the rung's id at other sizes). */
export async function measureMixed(
  server: BenchServer,
  on: string,
  searchUrls: string[],
  photos: MixedPhotos,
  results: Results,
): Promise<void> {
  const categoryId = await firstCategoryId(server);

  await waitForQuietMachine(`${on} mixed: upload alone`);
  const uploadAlone = await uploadImages(server, categoryId, photos.alone, ALONE_TITLE);

  const pieces = (await uploadedIds(server, ALONE_TITLE)).slice(0, ALBUM_SIZE);
  if (pieces.length < ALBUM_SIZE) throw new Error(`mixed: ${pieces.length} photos of the upload found`);
  const albumId = await makeAlbum(server, 'Campanha de lançamento', pieces);
  await joinStampUnit(server, `OdontoRede Lançamento ${Date.now().toString(36)}`);
  const targets = await collectTargets(server, searchUrls);

  await waitForQuietMachine(`${on} mixed: search alone`);
  const alone = await together(server, [searchCrowd(server, searchUrls)], async () => {
    await sleep(ALONE_SECONDS * 1000);
  });
  const searchAlone = alone.crowds[0]!;

  await waitForQuietMachine(`${on} mixed: everything at once`);
  let uploadMixed = Number.NaN;
  let uploadFailed = 0;
  const viewing = viewerRequests(server, targets);
  const mix = await together(
    server,
    [
      searchCrowd(server, searchUrls),
      startCrowd(server, {
        requests: viewing,
        connections: VIEWERS,
        // Each viewer's round of pages (a page is 9 or 10 requests: with its preview or without).
        rate: (VIEWERS * viewing.length) / (VIEWER_PAGES * PAGE_EVERY_S),
        maxSeconds: 600,
      }),
      startCrowd(server, {
        requests: downloaderRequests(albumId, pieces),
        connections: DOWNLOADERS,
        maxSeconds: 600,
      }),
    ],
    async () => {
      // A second of the crowds first: the upload is to meet all of them.
      await sleep(1000);
      const began = performance.now();
      try {
        uploadMixed = await uploadImages(server, categoryId, photos.mixed, MIXED_TITLE);
      } catch (error) {
        uploadFailed = 1;
        console.error(`  mixed: the admin's upload failed: ${(error as Error).message}`);
      }
      await sleep(Math.max(0, MIN_MIX_SECONDS * 1000 - (performance.now() - began) - 1000));
    },
  );
  const [search, viewers, downloaders] = mix.crowds as [CrowdResult, CrowdResult, CrowdResult];

  const prefix = `mixed.${on}`;
  const perSecond = (seconds: number) => (photos.alone.length / seconds).toFixed(2);
  results.add(
    `${prefix}.search_p99_ratio`,
    search.p99 / searchAlone.p99,
    '×',
    `50 searchers: p99 ${search.p99} ms in the mix, ${searchAlone.p99} ms alone`,
  );
  results.add(
    `${prefix}.health_p99_ms`,
    mix.health.p99,
    'ms',
    `${mix.health.samples} probes over ${mix.seconds.toFixed(0)} s, max ${mix.health.max.toFixed(0)} ms; alone ${alone.health.p99.toFixed(0)} ms`,
  );
  results.add(
    `${prefix}.upload_speed_ratio`,
    uploadFailed ? 0 : uploadAlone / uploadMixed,
    '×',
    `${photos.alone.length} photos: ${perSecond(uploadAlone)}/s alone, ${uploadFailed ? 'failed' : `${perSecond(uploadMixed)}/s`} in the mix`,
  );
  const crowds = [search, viewers, downloaders];
  const sum = (pick: (c: CrowdResult) => number) => crowds.reduce((total, c) => total + pick(c), 0);
  results.add(
    `${prefix}.errors`,
    crowds.reduce((total, c) => total + failuresOf(c), 0) + mix.health.failures + uploadFailed,
    'requests',
    `transport ${sum((c) => c.errors)}, timeouts ${sum((c) => c.timeouts)} (search ${search.timeouts}, pages ${viewers.timeouts}, downloads ${downloaders.timeouts}), non-2xx ${sum((c) => c.non2xx)} (${non2xxCodes(crowds)}), health ${mix.health.failures}, upload ${uploadFailed}`,
  );
  const rate = (c: CrowdResult) => `${c.total} requests, ${(c.total / c.seconds).toFixed(1)} req/s`;
  results.add(`${prefix}.search_rps`, search.total / search.seconds, 'req/s', `alone ${rate(searchAlone)}`);
  // The p99 of the requests that completed: with none (all over the timeout), no figure at all.
  const p99Row = (id: string, crowd: CrowdResult, note: string) => {
    if (crowd.total > 0) results.add(id, crowd.p99, 'ms', note);
    else console.info(`  ${id}: none completed (${note})`);
  };
  p99Row(`${prefix}.pages_p99_ms`, viewers, `20 viewers, ${rate(viewers)}`);
  // Afterwards, the same ZIP alone: its originals' clean copies are stored by then (the first
  // download of each file makes one), so the mix's ZIPs and this one can be told apart.
  const zip = await timeZip(server, albumId);
  p99Row(
    `${prefix}.downloads_p99_ms`,
    downloaders,
    `5 downloaders, ${rate(downloaders)}; the album's ZIP alone afterwards ${zip.seconds.toFixed(1)} s, ${zip.mb.toFixed(0)} MB`,
  );
}

/** One download of the album's ZIP, read whole. */
async function timeZip(server: BenchServer, albumId: string): Promise<{ seconds: number; mb: number }> {
  const start = performance.now();
  const res = await fetch(`${server.base}/api/albums/${albumId}/download`, {
    headers: { cookie: server.cookie },
  });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (!res.ok) throw new Error(`album ZIP: ${res.status}`);
  return { seconds: (performance.now() - start) / 1000, mb: bytes / 1024 / 1024 };
}
