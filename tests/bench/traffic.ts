/**
 * What the mixed load and the soak ask besides searches, taken from the app itself: the ids,
 * thumbnails and previews the search answers carry (the bench library's generated rows have no
 * files; the uploaded photos do), the admin's own uploads, an album, and a unit to stamp with.
 */
import { COMPLETE_UNIT } from '../helpers/unit-fixture';
import type { CrowdRequest } from './crowd';
import type { BenchServer } from './server';

interface ListedAsset {
  id: string;
  title: string;
  type: string;
  thumbnailUrl: string | null;
  previewUrl: string | null;
}

/** A JSON request as the site's own pages make it; throws on anything but 2xx. */
export async function api<T>(server: BenchServer, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.base}${url}`, {
    method,
    headers: {
      ...server.ownPage,
      cookie: server.cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function firstCategoryId(server: BenchServer): Promise<string> {
  const body = await api<{ items: Array<{ children: Array<{ id: string }> }> }>(
    server,
    'GET',
    '/api/categories',
  );
  return body.items[0]!.children[0]!.id;
}

/** The ids of the files uploaded as `title` (an upload of several names each file `title (n)`). */
export async function uploadedIds(server: BenchServer, title: string): Promise<string[]> {
  const page = await api<{ items: ListedAsset[] }>(server, 'GET', '/api/assets?sort=newest&limit=100');
  return page.items.filter((a) => a.title === title || a.title.startsWith(`${title} (`)).map((a) => a.id);
}

/** An album of `assetIds` (the one the ZIP crowd downloads); its id. */
export async function makeAlbum(server: BenchServer, name: string, assetIds: string[]): Promise<string> {
  const album = await api<{ id: string }>(server, 'POST', '/api/albums', { name });
  await api(server, 'POST', `/api/albums/${album.id}/assets`, { assetIds });
  return album.id;
}

/** The admin joins a new unit with complete council data, so that `stamp=1` downloads can be drawn. */
export async function joinStampUnit(server: BenchServer, name: string): Promise<void> {
  const unit = await api<{ id: string }>(server, 'POST', '/api/units', { ...COMPLETE_UNIT, name });
  const { user } = await api<{ user: { id: string } }>(server, 'GET', '/api/auth/session');
  await api(server, 'PATCH', `/api/users/${user.id}`, { unitId: unit.id });
}

export interface Targets {
  /** Every asset the search answers listed, in the order first seen. */
  ids: string[];
  /** Grid thumbnail URLs as the answers carry them (versioned). */
  thumbnails: string[];
  /** Preview URL by asset id, for the asset pages. */
  previews: Map<string, string>;
  /** Images with a stored file: the ones a download can be asked of. */
  files: string[];
}

/** Asks each search once and gathers what its answer lists. */
export async function collectTargets(server: BenchServer, searchUrls: string[]): Promise<Targets> {
  const seen = new Set<string>();
  const targets: Targets = { ids: [], thumbnails: [], previews: new Map(), files: [] };
  for (const url of searchUrls) {
    const { items } = await api<{ items: ListedAsset[] }>(server, 'GET', url);
    for (const asset of items) {
      if (seen.has(asset.id)) continue;
      seen.add(asset.id);
      targets.ids.push(asset.id);
      if (asset.thumbnailUrl) targets.thumbnails.push(asset.thumbnailUrl);
      if (asset.previewUrl) targets.previews.set(asset.id, asset.previewUrl);
      if (asset.type === 'image' && asset.thumbnailUrl) targets.files.push(asset.id);
    }
  }
  if (targets.files.length === 0) throw new Error('the search answers list no image with a file');
  return targets;
}

/** What the asset page asks (src/web: the asset, its related ones, the view count, the preview). */
export function assetPage(server: BenchServer, targets: Targets, id: string): CrowdRequest[] {
  const preview = targets.previews.get(id);
  return [
    { path: `/api/assets/${id}` },
    { path: `/api/assets/${id}/related` },
    { method: 'POST', path: `/api/assets/${id}/views`, headers: server.ownPage },
    ...(preview ? [{ path: preview }] : []),
  ];
}

/** The `i`-th item of `list`, round and round. */
export function nth<T>(list: readonly T[], i: number): T {
  return list[i % list.length]!;
}
