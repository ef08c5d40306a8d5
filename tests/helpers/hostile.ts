import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type Database, queryRows } from '../../src/server/platform/db/client';
import type { RouteEntry } from '../../src/server/plugins/access';
import { hasControlCharacters } from '../../src/shared/domain/text';
import {
  HOSTILE_JSON_VALUES,
  HOSTILE_MULTIPART,
  HOSTILE_RAW_BODIES,
  HOSTILE_STRINGS,
  RAW_URL_PIECES,
} from './hostile-corpus';

/** Percent-encodes like encodeURIComponent, a lone surrogate as its (invalid) UTF-8 bytes. */
export function encodeHostile(value: string): string {
  return value.replace(/[\ud800-\udfff]|[^\ud800-\udfff]+/gu, (part) => {
    const code = part.charCodeAt(0);
    if (part.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(part);
  });
}

export const FAKE_ID = '00000000-0000-4000-8000-000000000000';

/** The keys a zod object schema declares (through refine, pipe, default and optional wrappers). */
export function fieldsOf(schema: unknown): string[] {
  const node = schema as
    | { shape?: Record<string, unknown>; _zod?: { def?: Record<string, unknown> } }
    | undefined;
  if (!node) return [];
  if (node.shape && typeof node.shape === 'object') return Object.keys(node.shape);
  const def = node._zod?.def;
  if (!def) return [];
  return fieldsOf(def.in ?? def.innerType ?? def.schema);
}

/** Every API route the walk visits: HEAD, the docs and the never-ending event stream are left out. */
export function walkableRoutes(app: FastifyInstance): RouteEntry[] {
  return app.routeTable.filter(
    (r) =>
      r.url.startsWith('/api/') &&
      !r.url.startsWith('/api/docs') &&
      r.method !== 'HEAD' &&
      r.url !== '/api/events',
  );
}

export const isMultipartRoute = (route: RouteEntry) =>
  ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data');

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface Probe {
  label: string;
  options: InjectOptions;
  /** The value carries a control character: the shared text rule must refuse it with a 400. */
  control?: boolean;
}

const isControl = (value: unknown) =>
  (typeof value === 'string' && hasControlCharacters(value)) || value === '%00';
/** A body's text with half a surrogate pair: every text field refuses it (issue 36), with a 400. */
const isBrokenText = (value: unknown) => typeof value === 'string' && /[\ud800-\udfff]/u.test(value);

/** `url` with each `:param` replaced: the named one by `value` (already encoded), the rest by a fake id. */
export function fillPath(url: string, name?: string, value?: string): string {
  return url.replace(/:(\w+)/g, (_, param: string) =>
    param === name && value !== undefined ? value : FAKE_ID,
  );
}

export function request(
  route: RouteEntry,
  url: string,
  cookie: string,
  body?: Partial<InjectOptions>,
): InjectOptions {
  return {
    method: route.method as InjectOptions['method'],
    url,
    headers: {
      cookie,
      // After the merge the test helper adds it on its own; passing it here keeps both branches honest.
      ...(UNSAFE.has(route.method) ? { origin: 'http://localhost' } : {}),
      ...(body?.headers ?? {}),
    },
    ...(body?.payload !== undefined ? { payload: body.payload } : {}),
  };
}

function decodeOrSelf(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Every path-parameter and query-parameter probe for one route. */
export function urlProbes(route: RouteEntry, cookie: string): Probe[] {
  const probes: Probe[] = [];
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const query = fieldsOf(route.schema?.querystring);
  const emptyBody = UNSAFE.has(route.method) ? { payload: {} } : undefined;
  for (const param of params) {
    const values = [
      ...HOSTILE_STRINGS.filter(Boolean).map(encodeHostile),
      ...RAW_URL_PIECES,
      '../../etc/passwd',
    ];
    for (const value of values) {
      probes.push({
        label: `${route.method} ${route.url} :${param}=${value.slice(0, 40)}`,
        options: request(route, fillPath(route.url, param, value), cookie, emptyBody),
        control: isControl(decodeOrSelf(value)),
      });
    }
  }
  for (const key of query) {
    const values = [...HOSTILE_STRINGS.map(encodeHostile), ...RAW_URL_PIECES];
    for (const value of values) {
      probes.push({
        label: `${route.method} ${route.url} ?${key}=${value.slice(0, 40)}`,
        options: request(route, `${fillPath(route.url)}?${key}=${value}`, cookie, emptyBody),
        control: isControl(decodeOrSelf(value)),
      });
    }
    probes.push({
      label: `${route.method} ${route.url} ?${key} repeated`,
      options: request(route, `${fillPath(route.url)}?${key}=a&${key}=b&${key}[x]=c`, cookie, emptyBody),
    });
  }
  return probes;
}

/** Every JSON body probe for one route: each declared field gets each hostile value, alone. */
export function bodyProbes(route: RouteEntry, cookie: string): Probe[] {
  if (!UNSAFE.has(route.method) || isMultipartRoute(route)) return [];
  const url = fillPath(route.url);
  const probes: Probe[] = [];
  for (const field of fieldsOf(route.schema?.body)) {
    for (const value of [...HOSTILE_STRINGS, ...HOSTILE_JSON_VALUES]) {
      probes.push({
        label: `${route.method} ${route.url} body.${field}=${JSON.stringify(value)?.slice(0, 40)}`,
        options: request(route, url, cookie, {
          payload: JSON.stringify({ [field]: value }),
          headers: { 'content-type': 'application/json' },
        }),
        control: isControl(value) || isBrokenText(value),
      });
    }
  }
  for (const raw of HOSTILE_RAW_BODIES) {
    probes.push({
      label: `${route.method} ${route.url} raw ${raw.contentType} ${raw.payload.slice(0, 30)}`,
      options: request(route, url, cookie, {
        payload: raw.payload,
        headers: { 'content-type': raw.contentType },
      }),
    });
  }
  return probes;
}

export function multipartProbes(route: RouteEntry, cookie: string, skip: string[] = []): Probe[] {
  if (!isMultipartRoute(route)) return [];
  return Object.entries(HOSTILE_MULTIPART)
    .filter(([name]) => !skip.includes(name))
    .map(([name, raw]) => ({
      label: `${route.method} ${route.url} multipart ${name}`,
      options: request(route, fillPath(route.url), cookie, {
        payload: raw.payload,
        headers: { 'content-type': raw.contentType },
      }),
    }));
}

export interface Outcome {
  label: string;
  status: number;
  body: string;
}

/** Sends the probes in modest parallel batches; returns every answer that broke the rules. */
export async function send(
  app: FastifyInstance,
  probes: Probe[],
  batch = 25,
  onAnswer?: (probe: Probe, status: number) => void,
): Promise<Outcome[]> {
  const broken: Outcome[] = [];
  for (let i = 0; i < probes.length; i += batch) {
    const slice = probes.slice(i, i + batch);
    const answers = await Promise.all(
      slice.map((probe) =>
        app.inject(probe.options).then(
          (res) => ({ probe, res }),
          (error: unknown) => ({ probe, res: undefined as LightMyRequestResponse | undefined, error }),
        ),
      ),
    );
    for (const { probe, res } of answers) {
      if (!res) {
        broken.push({ label: probe.label, status: -1, body: 'inject threw' });
        continue;
      }
      onAnswer?.(probe, res.statusCode);
      // A control character is a 400 (a rate limit answering first, 429, is fine too).
      const refusedAsItShould = !probe.control || res.statusCode === 400 || res.statusCode === 429;
      if (res.statusCode >= 500 || (res.statusCode >= 400 && !hasErrorShape(res)) || !refusedAsItShould) {
        broken.push({ label: probe.label, status: res.statusCode, body: res.body.slice(0, 300) });
      }
    }
  }
  return broken;
}

/** One line per kind of failure (route, status, code), with a count and an example: readable when it fails. */
export function summarize(broken: Outcome[]): string[] {
  const groups = new Map<string, { n: number; example: string }>();
  for (const outcome of broken) {
    let code = '';
    try {
      code = (JSON.parse(outcome.body) as { error?: { code?: string } }).error?.code ?? '';
    } catch {}
    const route = outcome.label.split(' ').slice(0, 2).join(' ');
    const key = `${outcome.status} ${code} ${route}`;
    const group = groups.get(key) ?? { n: 0, example: outcome.label.slice(0, 120) };
    group.n += 1;
    groups.set(key, group);
  }
  return [...groups].map(([key, g]) => `${key} ×${g.n} e.g. ${g.example}`).sort();
}

function hasErrorShape(res: LightMyRequestResponse): boolean {
  try {
    const body = res.json() as { error?: { code?: unknown; message?: unknown } };
    return typeof body.error?.code === 'string' && typeof body.error.message === 'string';
  } catch {
    return false;
  }
}

/** Rows per table the walk must leave alone (plus the settings values, which a valid body could flip). */
export async function snapshot(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [
    'users',
    'units',
    'assets',
    'categories',
    'tags',
    'albums',
    'settings',
    'asset_events',
  ]) {
    const [row] = await queryRows<{ n: number | string }>(db, sql.raw(`select count(*) as n from ${table}`));
    counts[table] = Number(row!.n);
  }
  return counts;
}

/** Every piece of user text stored anywhere the walk could write, for the control-character check. */
export async function storedTexts(db: Database): Promise<string[]> {
  const rows = await queryRows<{ t: string | null }>(
    db,
    sql`select name as t from users union all select name from albums union all select description from albums
      union all select name from tags union all select name from categories union all select description from categories
      union all select title from assets union all select query from search_logs
      union all select name from units union all select city from units union all select address from units
      union all select cro_registration from units union all select rt_name from units`,
  );
  return rows.map((r) => r.t ?? '');
}

/**
 * After a walk: no stored text holds a control character, health answers ok, and the signed-in
 * session that sent the probes still works. Returns what broke, for one `toEqual([])`.
 */
export async function unharmed(app: FastifyInstance, db: Database, cookie: string): Promise<string[]> {
  const problems = (await storedTexts(db))
    .filter(hasControlCharacters)
    .map((t) => `stored ${JSON.stringify(t)}`);
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  if (health.statusCode !== 200 || health.json().status !== 'ok') problems.push(`health ${health.body}`);
  const session = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  if (session.statusCode !== 200) problems.push(`session ${session.statusCode}`);
  return problems;
}
