import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { schemasVersion } from './scripts/schemas-version';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Icons of the sign-in page and the app's entry, kept out of the shared icon chunk; by module file
 * name (an old name such as circle-alert re-exports the new one, which is where the icon is).
 */
const SIGN_IN_ICONS = new Set([
  ...['eye', 'eye-off', 'loader-circle', 'circle-alert', 'circle-exclamation-point', 'circle-check'],
  ...['arrow-left', 'user-round-x'],
  // The entry's own (offline screen, error page).
  ...['rotate-cw', 'wifi-off', 'triangle-alert', 'triangle-exclamation-point'],
]);

const ssrBuild = {
  outDir: fromRoot('./dist/web/.ssr'),
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { input: fromRoot('./src/web/app/first-screen.tsx'), output: { codeSplitting: false } },
};

// Test settings live in vitest.config.ts; this file only builds and serves the browser app.
export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  // Keep Vite's cache in the repo's node_modules, not src/web/node_modules.
  cacheDir: fromRoot('./node_modules/.vite'),
  plugins: [react(), tailwindcss()],
  // The first-screen drawing (ssrBuild) carries its libraries: it runs wherever WEB_DIR is, whether or
  // not a node_modules folder is beside it.
  ssr: { noExternal: true },
  // The stamp of the answers the app keeps in the browser's storage (web/lib/stored-answers.ts).
  define: {
    __SCHEMAS_VERSION__: JSON.stringify(schemasVersion(fromRoot('.'))),
    // The drawing's libraries as the browser's are built: React's production build, whatever the
    // server's NODE_ENV (development React renders about twice as slowly).
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  resolve: {
    alias: {
      '@shared': fromRoot('./src/shared'),
      '@web': fromRoot('./src/web'),
    },
  },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: fromRoot('./dist/web'),
        emptyOutDir: true,
        // Maps for error reports, without the comment that would make browsers fetch them (not served).
        sourcemap: 'hidden',
        // .vite/manifest.json: the server reads each screen's chunks from it to have a signed-in
        // browser fetch them with the page (web-app.ts), not after the entry has run.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Shared chunks under 100 KB (source size) are copied into the chunks that use them
              // rather than fetched on their own: a phone on HTTP/1.1 fetches six files at a time, 60 ms
              // apart on 4G, and each file costs the page's parser some milliseconds at CPU x4. Under
              // 8 KB this took the gallery's first load from seventy scripts to 37; under 100 KB it is 19
              // (269 KB, 4 KB lighter), the sign-in page's 14 -> 9, and the first thumbnail on the bench's
              // 4G profile came some 300 ms sooner. The price is on later screens: each screen's chunk
              // carries its copy of what it shares (all scripts 1.13 -> 1.52 MB with Brotli), some 20 KB
              // more on a first visit to it. A runtime registry keeps one module state and one execution
              // per module however many copies are loaded (strictExecutionOrder keeps the order).
              experimentalInlineCommonChunks: { maxSize: 100_000 },
              groups: [
                {
                  // The signed-in screens' texts as one chunk (the header and menus already need most
                  // feature files); the sign-in page's own (auth, common) stay apart, lighter for it.
                  name: 'messages',
                  test: /src[\\/]shared[\\/]messages[\\/](?!(auth|common|content-check|format|validation)\.ts$)/,
                  priority: 1,
                  // Data only: a file's imports (albums.ts reads common.ts) stay where they are.
                  includeDependenciesRecursively: false,
                },
                {
                  // The texts every page reads (the sign-in page's, validation, common): one chunk, not five.
                  name: 'messages-base',
                  test: /src[\\/]shared[\\/]messages[\\/](auth|common|content-check|format|validation)\.ts$/,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                {
                  // What every icon is drawn with, the entry's included: its own chunk, or the icon
                  // chunk below would take it along and the sign-in page would load every icon.
                  name: 'icon-base',
                  test: /lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/,
                  priority: 2,
                },
                {
                  // The signed-in screens' icons as one chunk: apart, each of some fifty icons was a
                  // request of its own (under 1 KB), six at a time on a phone's HTTP/1.1 connections.
                  // The sign-in page's own icons stay apart so that it does not load the others.
                  name: 'icons',
                  priority: 1,
                  test: (id) => {
                    const icon = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.m?js$/.exec(id)?.[1];
                    return icon !== undefined && !SIGN_IN_ICONS.has(icon);
                  },
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // ws covers a future WebSocket; SSE (/api/events) is plain HTTP and streams through as is.
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false, ws: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
}));
