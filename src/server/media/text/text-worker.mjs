// The text-reading process's entry (text-process.ts), as derive-worker.mjs is the image process's:
// registers tsx, then loads the TypeScript loop. In dist/server the file of this name is
// text-worker.ts itself, built to JavaScript (scripts/build-server.ts).
import { register } from 'tsx/esm/api';

// pdf.js (two modules of 1.5 MB) took seconds to load through tsx's hooks and 0.15 s without: it is
// loaded before them, and the TypeScript's own import finds it loaded.
await import('pdfjs-dist/legacy/build/pdf.mjs');
await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
register();
await import('./text-worker.ts');
