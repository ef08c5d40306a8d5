// `npm run test:unit`: Vitest's projects, on one Node or split over two (scripts/test-runs.mjs).
import { startUnitRuns } from './test-runs.mjs';

const statuses = await Promise.all(startUnitRuns(process.argv.slice(2)));
process.exit(Math.max(...statuses));
