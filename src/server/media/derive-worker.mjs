// The image-derivation process's entry (`derive-process.ts`). The child is not transformed by the
// tsx or vitest that run the server, so this plain module registers tsx and then loads the
// TypeScript loop: the child runs the very pipeline of image.ts (a probe's hash must equal the
// stored one), not a copy of it. In the compiled server (dist/server, scripts/build-server.ts) the
// file of this name is derive-worker.ts itself, built to JavaScript.
import { register } from 'tsx/esm/api';

register();
await import('./derive-worker.ts');
