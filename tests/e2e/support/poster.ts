import os from 'node:os';
import path from 'node:path';

/** Where poster.setup.ts leaves the poster's id and title for text-in-files.spec.ts (one per test server). */
export const posterFile = () => path.join(os.tmpdir(), `bdi-e2e-poster-${process.env.E2E_PORT}.json`);
