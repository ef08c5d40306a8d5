/**
 * The soak (issue 38, point 4): a server left for BENCH_SOAK_S (5 minutes by default) under a
 * steady, paced mix (8 connections, SOAK_RATE requests a second: searches of the load, asset pages,
 * grid thumbnails the answers carry, original downloads of the photos) with one photo uploaded a
 * minute, its resident set (/proc, the server process alone: ExifTool's process is not in it) read
 * every SAMPLE_MS. A leak is about growth, not speed: the pace stays well under what the server can
 * do, so the figure is not the heap of a saturated server.
 */
import { type CrowdRequest, failuresOf, startCrowd } from './crowd';
import { uploadImages } from './ingest';
import { memoryOf } from './machine';
import type { Results } from './results';
import type { BenchServer } from './server';
import { median, sleep } from './stats';
import { assetPage, collectTargets, firstCategoryId, nth, type Targets } from './traffic';

const CONNECTIONS = 8;
const SOAK_RATE = 50;
const SAMPLE_MS = 2000;
const UPLOAD_EVERY_S = 60;
/** The first upload comes half a minute in, then one a minute: a 60 s try still sees one. */
const FIRST_UPLOAD_S = 30;
/** The growth is read over the last 3 of 5 minutes: the last 60 % of the soak, 180 s at most. */
const WINDOW_SHARE = 0.6;
const WINDOW_MAX_S = 180;

/** Photos a soak of `seconds` uploads: one before it starts (so there is a photo to download), one a minute. */
export function soakPhotoCount(seconds: number): number {
  return 1 + Math.max(0, Math.ceil((seconds - FIRST_UPLOAD_S) / UPLOAD_EVERY_S));
}

/** Ten requests a round: four searches, an asset page, three thumbnails, one original download. */
function soakRequests(server: BenchServer, targets: Targets, searchUrls: string[]): CrowdRequest[] {
  const requests: CrowdRequest[] = [];
  for (let i = 0; i < 60; i++) {
    const [page] = assetPage(server, targets, nth(targets.ids, i * 7));
    requests.push(
      { path: nth(searchUrls, i * 4) },
      { path: nth(searchUrls, i * 4 + 1) },
      page!,
      { path: nth(targets.thumbnails, i * 3) },
      { path: nth(searchUrls, i * 4 + 2) },
      { path: nth(targets.thumbnails, i * 3 + 1) },
      { path: `/api/assets/${nth(targets.files, i)}/download` },
      { path: nth(searchUrls, i * 4 + 3) },
      { path: `/api/assets/${nth(targets.ids, i * 7)}/related` },
      { path: nth(targets.thumbnails, i * 3 + 2) },
    );
  }
  return requests;
}

interface Sample {
  seconds: number;
  mb: number;
}

/**
 * Theil–Sen slope (MB/s): the median of the slopes between every pair of samples. A GC sawtooth or
 * the spike of an upload moves a least-squares line or a difference of two medians by a tooth; it
 * moves only a minority of the pairs here, so a flat resident set reads flat and a leak reads as its rate.
 */
function theilSen(samples: Sample[]): number {
  const slopes: number[] = [];
  for (let i = 0; i < samples.length; i++) {
    for (let j = i + 1; j < samples.length; j++) {
      const dt = samples[j]!.seconds - samples[i]!.seconds;
      if (dt > 0) slopes.push((samples[j]!.mb - samples[i]!.mb) / dt);
    }
  }
  return median(slopes);
}

/** Adds `memory.soak_growth_mb` (growth over the window) and `memory.soak_rss_mb` (the resident set at the end). */
export async function runSoak(
  server: BenchServer,
  searchUrls: string[],
  photos: Buffer[],
  seconds: number,
  results: Results,
): Promise<void> {
  const categoryId = await firstCategoryId(server);
  await uploadImages(server, categoryId, photos.slice(0, 1), 'Soak: foto 1');
  const targets = await collectTargets(server, searchUrls);
  console.info(
    `  soak: ${seconds} s, ${CONNECTIONS} connections at ${SOAK_RATE} req/s, ${targets.ids.length} assets, ${targets.files.length} with files`,
  );

  const crowd = startCrowd(server, {
    requests: soakRequests(server, targets, searchUrls),
    connections: CONNECTIONS,
    rate: SOAK_RATE,
    maxSeconds: seconds + 60,
  });
  const samples: Sample[] = [];
  let uploads = 0;
  let uploadFailures = 0;
  let failure: unknown;
  let sampler: NodeJS.Timeout | undefined;
  try {
    await crowd.started;
    const began = performance.now();
    const elapsed = () => (performance.now() - began) / 1000;
    sampler = setInterval(() => {
      try {
        samples.push({ seconds: elapsed(), mb: memoryOf(server.pid).rss / 1024 / 1024 });
      } catch {}
    }, SAMPLE_MS);
    const uploader = async () => {
      for (let n = 1; n < photos.length; n++) {
        const at = FIRST_UPLOAD_S + (n - 1) * UPLOAD_EVERY_S;
        if (at >= seconds) break;
        await sleep(Math.max(0, (at - elapsed()) * 1000));
        try {
          await uploadImages(server, categoryId, [photos[n]!], `Soak: foto ${n + 1}`);
          uploads++;
        } catch (error) {
          uploadFailures++;
          console.error(`  soak: upload ${n + 1} failed: ${(error as Error).message}`);
        }
      }
    };
    await Promise.all([uploader(), sleep(seconds * 1000)]);
    samples.push({ seconds: elapsed(), mb: memoryOf(server.pid).rss / 1024 / 1024 });
  } catch (error) {
    failure = error;
  }
  clearInterval(sampler);
  const traffic = await crowd.stop();
  if (failure) throw failure;

  const end = samples.at(-1)!.seconds;
  const window = Math.min(WINDOW_MAX_S, end * WINDOW_SHARE);
  const inWindow = samples.filter((s) => s.seconds >= end - window);
  const growth = theilSen(inWindow) * window;
  const edge = (from: number, to: number) =>
    median(samples.filter((s) => s.seconds >= from && s.seconds <= to).map((s) => s.mb));
  const first = edge(end - window, end - window + 30);
  const last = edge(end - 30, end);
  results.add(
    'memory.soak_growth_mb',
    growth,
    'MB',
    `Theil–Sen slope × the last ${window.toFixed(0)} s of ${end.toFixed(0)} (${inWindow.length} samples; medians of its first and last 30 s ${first.toFixed(0)} → ${last.toFixed(0)} MB)`,
  );
  // Each minute's median as well: a reader tells a heap still settling from a steady climb.
  const minutes = Array.from({ length: Math.max(1, Math.floor(end / 60)) }, (_, m) =>
    edge(m * 60, (m + 1) * 60),
  );
  results.add(
    'memory.soak_rss_mb',
    samples.at(-1)!.mb,
    'MB',
    `${traffic.total} requests (${failuresOf(traffic)} failed: ${traffic.errors} transport, ${traffic.timeouts} timeouts, ${traffic.non2xx} non-2xx), ${uploads + 1} uploads (${uploadFailures} failed); medians by minute ${minutes.map((mb) => mb.toFixed(0)).join(', ')} MB`,
  );
}
