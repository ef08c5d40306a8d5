import path from 'node:path';

/**
 * Where poster.setup.ts leaves the poster's id and title for text-in-files.spec.ts (one per test
 * server), in the checkout's test results rather than the machine's temporary folder.
 */
export const posterFile = () => path.resolve('test-results', `e2e-poster-${process.env.E2E_PORT}.json`);
