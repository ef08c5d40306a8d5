import { isIP } from 'node:net';
import path from 'node:path';
import { StartupError } from './startup-error';

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Absent: embedded PGlite in `dataDir/db`. */
  databaseUrl?: string;
  /** Absent: local files in `dataDir/files`. */
  s3?: S3Config;
  brandName: string;
  logLevel: string;
  /** Built web app served with the SPA fallback; absent in API-only test apps. */
  webDir?: string;
  /**
   * Which X-Forwarded-* hops to believe (client address for rate limits, scheme for Secure cookies):
   * none, a number of proxy hops, or the proxies' addresses/CIDR ranges (Fastify's `trustProxy`).
   */
  trustProxy: TrustProxy;
  sessionDays: number;
  /**
   * The site's public address (`https://banco.rede.com.br`): the one origin unsafe requests may come
   * from, and HTTPS-only headers when it is https. Absent: the request's own Host is the origin.
   */
  publicUrl?: string;
  /** How long SIGTERM waits for requests in flight before the process gives up and exits 1. */
  shutdownGraceSeconds: number;
  /** Absent: e-mail is off (password reset by e-mail is not offered); everything else works. */
  smtpUrl?: string;
  /** The From address of every message. */
  mailFrom: string;
  /** Megabytes of search answers kept in memory (modules/search/search-cache.ts); 0 keeps none. */
  searchCacheMb: number;
  /**
   * How long the gallery's page waits for its first page of results, to carry them and be drawn
   * with them (web-app.ts): a busy server sends the page without them. FIRST_PAGE_WAIT_MS, 150 by
   * default; the tests give it longer, so that their pages carry what they check on a loaded machine.
   */
  firstPageWaitMs: number;
}

export type TrustProxy = false | number | string[];

type Env = Record<string, string | undefined>;

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new StartupError(`PORT must be a whole number from 0 to 65535, got "${raw}".`);
  }
  return port;
}

/** A URL setting with one of `schemes` (e.g. ['postgres', 'postgresql']), or a StartupError naming it. */
function parseUrlSetting(name: string, raw: string, schemes: string[], example: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StartupError(`${name} is not a valid URL (expected ${example}).`);
  }
  if (!schemes.includes(url.protocol.slice(0, -1))) {
    const expected = schemes.map((scheme) => `${scheme}://`).join(' or ');
    throw new StartupError(`${name} must start with ${expected}, got "${url.protocol}//".`);
  }
  return url;
}

function parseDatabaseUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  parseUrlSetting('DATABASE_URL', raw, ['postgres', 'postgresql'], 'postgres://user:password@host:5432/db');
  return raw;
}

/** Names proxy-addr (behind Fastify's trustProxy) understands besides addresses and ranges. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `true` used to trust every X-Forwarded-For entry, so a client could name any address it liked and
 * walk around per-address limits: it now means one proxy hop, the usual single reverse proxy.
 */
function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) {
    throw new StartupError(
      `TRUST_PROXY must be false, a hop count (1, 2), or a comma-separated list of proxy addresses or CIDR ranges (10.0.0.1,192.168.0.0/16); "${bad}" is none of these.`,
    );
  }
  return entries;
}

/**
 * Fastify's own option. Fastify 5.12 trusts no hop for a bare number (it cannot check the immediate
 * peer), so a hop count becomes proxy-addr's hop function: the operator who sets it promises the app
 * is reachable only through that many proxies.
 */
export function fastifyTrustProxy(
  trustProxy: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

function parseS3(env: Env): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

function parseGraceSeconds(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 25;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 3600) {
    throw new StartupError(
      `SHUTDOWN_GRACE_SECONDS must be a number of seconds from 1 to 3600, got "${raw}".`,
    );
  }
  return seconds;
}

/**
 * Where links sent out (e-mails, the first-admin setup link) point: PUBLIC_URL, or this machine's
 * port; never with a trailing slash, so `${siteUrl(config)}/convite` joins cleanly.
 */
export function siteUrl(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}

function parsePublicUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const url = parseUrlSetting('PUBLIC_URL', raw, ['http', 'https'], 'https://banco.example.com.br');
  // Keep the path (a site served under /banco/) but drop a trailing slash, so links join cleanly.
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** smtp:// or smtps:// with a host; user and password optional (`smtp://user:pass@host:587`). */
function parseSmtpUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const url = parseUrlSetting('SMTP_URL', raw, ['smtp', 'smtps'], 'smtp://user:password@host:587');
  if (!url.hostname)
    throw new StartupError('SMTP_URL names no host (expected smtp://user:password@host:587).');
  return raw;
}

function parseMailFrom(raw: string | undefined): string {
  const value = raw?.trim();
  if (!value) return 'Banco de Imagens <nao-responda@localhost>';
  const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) {
    throw new StartupError(
      `MAIL_FROM must be an e-mail address ("Banco de Imagens <nao-responda@rede.com.br>"), got "${value}".`,
    );
  }
  return value;
}

/**
 * A whole-number setting from 0 to `max` (`fallback` when unset), or a StartupError naming it and its
 * unit: SEARCH_CACHE_MB (megabytes of search answers kept, 0 to 4096, default 32) and
 * FIRST_PAGE_WAIT_MS (0 to 10,000, default 150; 0: pages never carry the gallery's first page).
 */
function wholeNumberSetting(
  name: string,
  raw: string | undefined,
  fallback: number,
  max: number,
  unit: string,
) {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new StartupError(`${name} must be a whole number of ${unit} from 0 to ${max}, got "${raw}".`);
  }
  return value;
}

/** The network's name when BRAND_NAME is not set (the first-run checklist asks for another). */
export const DEFAULT_BRAND_NAME = 'OdontoRede';

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const dataDir = path.resolve(cwd, env.DATA_DIR || './data');
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    s3: parseS3(env),
    brandName: env.BRAND_NAME?.trim() || DEFAULT_BRAND_NAME,
    logLevel: env.LOG_LEVEL || 'info',
    webDir: path.resolve(cwd, env.WEB_DIR || 'dist/web'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sessionDays: Number(env.SESSION_DAYS) > 0 ? Number(env.SESSION_DAYS) : 30,
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    shutdownGraceSeconds: parseGraceSeconds(env.SHUTDOWN_GRACE_SECONDS),
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: parseMailFrom(env.MAIL_FROM),
    searchCacheMb: wholeNumberSetting('SEARCH_CACHE_MB', env.SEARCH_CACHE_MB, 32, 4096, 'megabytes'),
    firstPageWaitMs: wholeNumberSetting(
      'FIRST_PAGE_WAIT_MS',
      env.FIRST_PAGE_WAIT_MS,
      150,
      10_000,
      'milliseconds',
    ),
  };
}
