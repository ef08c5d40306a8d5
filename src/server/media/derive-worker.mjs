// The image-derivation thread's entry (`derive-thread.ts`). A worker is not transformed by the tsx or
// vitest that run the server, so this plain module registers tsx on the thread and then loads the
// TypeScript loop: the thread runs the very pipeline of image.ts (a probe's hash must equal the
// stored one), not a copy of it. In the compiled server (dist/server, scripts/build-server.ts) the
// file of this name is derive-worker.ts itself, built to JavaScript.
import { register } from 'tsx/esm/api';

register();
await import('./derive-worker.ts');
