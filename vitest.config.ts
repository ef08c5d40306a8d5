import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@web': path.resolve(import.meta.dirname, 'src/web'),
};

/**
 * Bounds a failure, never a pass: on a 2-core machine running a second suite or a CPU hog beside
 * this one, a test that starts server processes and scripts took over a minute (scripts/under-load.mjs).
 */
const INTEGRATION_TIMEOUT_MS = 120_000;

/** Server tests that need a database: run once on PGlite and, with TEST_DATABASE_URL, once on PostgreSQL. */
const integration = [
  'src/server/modules/**/*.test.ts',
  'src/server/platform/limiter/*.test.ts',
  'src/server/platform/jobs/*.test.ts',
  'tests/integration/**/*.test.ts',
];

/**
 * Test files whose docblock asks for a DOM (`@vitest-environment jsdom`): a project of their own, so
 * its workers keep one jsdom window from file to file. Mixed with node files in one project, every
 * change of environment started a new worker that imported React and the app again. The docblock
 * still decides: there is no list to keep.
 */
const DOM_TESTS = fs
  .readdirSync(path.join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .filter((file) =>
    fs.readFileSync(path.join(import.meta.dirname, file), 'utf8').includes('@vitest-environment jsdom'),
  );

if (process.env.CI && !process.env.TEST_DATABASE_URL) {
  throw new Error('CI must run the PostgreSQL suite: set TEST_DATABASE_URL.');
}

/** The unit and screen tests (no database): the two projects below differ only in their environment. */
const unitTests = {
  // Files share their worker's modules and DOM window: building a jsdom window and importing React
  // and the app again for every file was more than half of this suite's time. No test mocks
  // modules, and each screen test renders into its own container.
  isolate: false,
  include: ['src/**/*.test.{ts,tsx}'],
  setupFiles: ['src/web/test/setup-dom.ts'],
  // A project does not inherit the root's timeouts: without these a unit test had Vitest's 5 s,
  // and a screen rendered under a CPU hog took 6 s (CI run, issue 41).
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // s3rver (the S3 driver's test server) ciphers ListObjectsV2 continuation tokens with DES, which
  // OpenSSL 3 keeps in its legacy provider: without it every paged listing fails.
  execArgv: ['--openssl-legacy-provider'],
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves a core free: on the 2-core machine that is one worker, and most of a
    // test file's time is waiting on the database, so two workers finish the suite ~25 % sooner.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        resolve: { alias },
        test: { ...unitTests, name: 'unit', exclude: [...integration, ...DOM_TESTS], environment: 'node' },
      },
      {
        resolve: { alias },
        test: { ...unitTests, name: 'web', include: DOM_TESTS, environment: 'jsdom' },
      },
      {
        resolve: { alias },
        test: {
          name: 'pglite',
          include: integration,
          // Server test files share their worker's modules instead of importing the whole app again
          // for each file (import was half of the suite's time); each file still opens its own
          // database and app, and none mocks modules.
          isolate: false,
          globalSetup: ['tests/helpers/global-setup-pglite.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: INTEGRATION_TIMEOUT_MS,
          hookTimeout: INTEGRATION_TIMEOUT_MS,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: 'postgres',
                include: integration,
                isolate: false,
                globalSetup: ['tests/helpers/global-setup-postgres.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: INTEGRATION_TIMEOUT_MS,
                hookTimeout: INTEGRATION_TIMEOUT_MS,
              },
            },
          ]
        : []),
    ],
  },
});
