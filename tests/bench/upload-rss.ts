/**
 * `upload.rss_growth_mb`: 30 files just under the 50 MB limit in one request, streamed (never held in
 * the harness's memory), against the server process's resident set read from /proc. Plain-text
 * documents: the app accepts them without decoding (no thumbnails), so the figure is what receiving,
 * hashing, staging and storing costs in memory. Each file starts with its own line (distinct sha256).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { LIMITS } from '../../src/shared/constants';
import { memoryOf, resetPeak } from './machine';
import type { BenchServer } from './server';

const FILES = LIMITS.uploadMaxFiles;
const FILE_BYTES = LIMITS.uploadMaxFileBytes - 64 * 1024;
const CHUNK = Buffer.from(
  'Relatório mensal da rede: atendimentos, clareamentos, implantes e próteses por unidade; '.repeat(740),
).subarray(0, 64 * 1024);

export interface RssResult {
  seconds: number;
  idleMb: number;
  peakMb: number;
  growthMb: number;
  /** How the peak was read: VmHWM after a reset, or the largest VmRSS sampled every 20 ms. */
  peakFrom: 'VmHWM' | 'samples';
}

const mb = (bytes: number) => bytes / 1024 / 1024;

async function streamUpload(
  server: BenchServer,
  categoryId: string,
): Promise<{ status: number; body: string }> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const url = new URL('/api/assets', server.base);
  const req = http.request(url, {
    method: 'POST',
    headers: {
      ...server.ownPage,
      cookie: server.cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('response', (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += String(chunk);
      });
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.once('error', reject);
  });
  const write = (data: Buffer | string) =>
    req.write(data) ? Promise.resolve() : new Promise<void>((resolve) => req.once('drain', () => resolve()));
  const meta = JSON.stringify({ title: 'Relatório grande', categoryIds: [categoryId] });
  await write(`--${boundary}\r\nContent-Disposition: form-data; name="meta"\r\n\r\n${meta}\r\n`);
  for (let i = 0; i < FILES; i++) {
    await write(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="relatorio-${i}.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    );
    const head = Buffer.from(`Relatório ${i} ${randomBytes(8).toString('hex')}\n`);
    await write(head);
    let left = FILE_BYTES - head.length;
    while (left > 0) {
      const part = CHUNK.subarray(0, Math.min(CHUNK.length, left));
      await write(part);
      left -= part.length;
    }
    await write('\r\n');
  }
  await write(`--${boundary}--\r\n`);
  req.end();
  return answer;
}

export async function measureUploadRss(server: BenchServer, categoryId: string): Promise<RssResult> {
  const idle = memoryOf(server.pid).rss;
  const reset = resetPeak(server.pid);
  let sampled = idle;
  const timer = setInterval(() => {
    try {
      sampled = Math.max(sampled, memoryOf(server.pid).rss);
    } catch {}
  }, 20);
  const start = performance.now();
  let res: { status: number; body: string };
  try {
    res = await streamUpload(server, categoryId);
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - start) / 1000;
  const created = (JSON.parse(res.body) as { created?: number }).created;
  if (res.status !== 201 || created !== FILES) {
    throw new Error(`upload of ${FILES} × 50 MB: ${res.status} ${res.body.slice(0, 500)}`);
  }
  const { peak } = memoryOf(server.pid);
  const top = reset ? Math.max(peak, sampled) : sampled;
  return {
    seconds,
    idleMb: mb(idle),
    peakMb: mb(top),
    growthMb: mb(top - idle),
    peakFrom: reset ? 'VmHWM' : 'samples',
  };
}
