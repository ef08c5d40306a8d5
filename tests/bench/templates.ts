/**
 * Personalized pieces (issue 40): a feed piece (1080×1350) of a template with the unit's name,
 * WhatsApp and RT line and one free line, made from a 4000×3000 JPEG over HTTP. Cold: 20 requests
 * with 20 different texts (each a render); cached: the same 20 again (each a stored file). p95 of
 * each. Part of the first rung's media rows; alone in ~20 s with `npx tsx tests/bench/templates.ts`.
 */
import { fileURLToPath } from 'node:url';
import type { TemplateInput } from '../../src/shared/schemas/template';
import { COMPLETE_UNIT } from '../helpers/unit-fixture';
import { makePhotos } from './ingest';
import type { Results } from './results';
import { type BenchServer, measureAlone } from './server';
import { json, timed, uploadPhoto } from './stamp';
import { percentile } from './stats';

const RUNS = 20;
/** Templates made, each from its own photo (the same file twice is refused as a duplicate). */
export const TEMPLATE_PHOTOS = 11;

const TEMPLATE: TemplateInput = {
  fields: [
    { key: 'nome', kind: 'unit', unitField: 'name', box: { x: 0.06, y: 0.05, w: 0.88, h: 0.1 } },
    { key: 'zap', kind: 'unit', unitField: 'whatsapp', box: { x: 0.06, y: 0.16, w: 0.6, h: 0.06 } },
    { key: 'rt', kind: 'unit', unitField: 'rtName', box: { x: 0.06, y: 0.9, w: 0.88, h: 0.05 } },
    {
      key: 'chamada',
      kind: 'text',
      box: { x: 0.06, y: 0.6, w: 0.88, h: 0.2 },
      maxLines: 2,
      maxLength: 60,
      editable: true,
      default: 'Agende sua avaliação',
      align: 'center',
    },
  ],
  presets: [{ format: 'instagram-feed' }],
};

/** Uploads `photo` and makes it a template; its asset id. */
async function templateOf(
  server: BenchServer,
  categoryId: string,
  photo: Buffer,
  n: number,
): Promise<string> {
  const assetId = await uploadPhoto(server, categoryId, photo, `Modelo da campanha ${n}`, `modelo-${n}.jpg`);
  await json(server, 'PUT', `/api/assets/${assetId}/template`, TEMPLATE);
  return assetId;
}

/**
 * Adds `templates.render_ms_p95` (a template's first piece: the original decoded), `..._text` (another
 * text on a picture already made) and `..._cached` (a piece asked again: read from storage).
 */
export async function measureTemplates(
  server: BenchServer,
  categoryId: string,
  photos: Buffer[],
  results: Results,
): Promise<void> {
  // The bench admin joins a unit with complete data (pieces carry the caller's unit).
  const unit = await json(server, 'POST', '/api/units', {
    ...COMPLETE_UNIT,
    name: `OdontoRede Modelo ${Date.now().toString(36)}`,
  });
  const me = await json(server, 'GET', '/api/auth/session');
  await json(server, 'PATCH', `/api/users/${(me.user as { id: string }).id}`, { unitId: unit.id });
  const assetIds: string[] = [];
  for (const [n, photo] of photos.entries()) assetIds.push(await templateOf(server, categoryId, photo, n));

  const get = (assetId: string, text: string) => async () => {
    const url = `${server.base}/api/assets/${assetId}/piece?format=instagram-feed&text.chamada=${encodeURIComponent(text)}`;
    const res = await fetch(url, { headers: { cookie: server.cookie } });
    if (res.status !== 200) throw new Error(`piece: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  // The server's first piece loads the renderer (sharp, canvas, the fonts): paid once, not timed.
  await timed(get(assetIds[0]!, 'Primeira peça'));
  const first: number[] = [];
  for (const assetId of assetIds.slice(1)) first.push(await timed(get(assetId, 'Agende sua avaliação')));
  const texts = Array.from({ length: RUNS }, (_, i) => `Clareamento dental: agenda nº ${i + 1}`);
  const typed: number[] = [];
  for (const text of texts) typed.push(await timed(get(assetIds[0]!, text)));
  const cached: number[] = [];
  for (const text of texts) cached.push(await timed(get(assetIds[0]!, text)));
  const note = (what: string, n: number) => `${what}, p95 of ${n}`;
  results.add(
    'templates.render_ms_p95',
    percentile(first, 95),
    'ms',
    note("a template's first feed piece", first.length),
  );
  results.add(
    'templates.render_ms_p95_text',
    percentile(typed, 95),
    'ms',
    note('another text, same picture', RUNS),
  );
  results.add(
    'templates.render_ms_p95_cached',
    percentile(cached, 95),
    'ms',
    note('the same pieces again', RUNS),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await measureAlone('Templates (issue 40)', async (server, categoryId, results) => {
    await measureTemplates(server, categoryId, await makePhotos(TEMPLATE_PHOTOS, 11), results);
  });
}
