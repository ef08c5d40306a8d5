import path from 'node:path';
import { StartupError } from './errors';

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
  /** Trust X-Forwarded-* from a reverse proxy (so Secure cookies follow the original scheme). */
  trustProxy: boolean;
  sessionDays: number;
}

type Env = Record<string, string | undefined>;

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new StartupError(`PORT must be a whole number from 0 to 65535, got "${raw}".`);
  }
  return port;
}

function parseDatabaseUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StartupError(
      'DATABASE_URL is not a valid URL (expected postgres://user:password@host:5432/db).',
    );
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new StartupError(
      `DATABASE_URL must start with postgres:// or postgresql://, got "${url.protocol}//".`,
    );
  }
  return raw;
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

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const dataDir = path.resolve(cwd, env.DATA_DIR || './data');
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    s3: parseS3(env),
    brandName: env.BRAND_NAME?.trim() || 'OdontoRede',
    logLevel: env.LOG_LEVEL || 'info',
    webDir: path.resolve(cwd, env.WEB_DIR || 'dist/web'),
    trustProxy: env.TRUST_PROXY === 'true',
    sessionDays: Number(env.SESSION_DAYS) > 0 ? Number(env.SESSION_DAYS) : 30,
  };
}
