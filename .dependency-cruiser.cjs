/**
 * The boundaries `npm run lint` enforces (issue 11). Each rule names the mistake it stops; a
 * violation fails lint with the rule's name and the offending import.
 *
 * - No import cycles, type-only imports included: a cycle is two files that can only be understood
 *   together.
 * - src/shared runs on both sides: it imports neither src/web nor src/server.
 * - src/web and src/server meet only through src/shared (the HTTP contract).
 * - A web feature (src/web/features/<a>) uses another feature only through that feature's `api/`
 *   folder (its queries and mutations) or its `index.ts`; components, hooks and lib are private.
 *   What several features need lives in src/web/components or src/web/lib.
 * - Web and shared code take zod from src/shared/schemas/z.ts (its Portuguese messages come with it).
 * - The server in layers: boot/ (starts the process, wires the modules) imports everything;
 *   modules/<a>/ import platform/, plugins/, media/ and other modules' index.ts only, with no cycle
 *   between module folders; plugins/ import platform/; platform/ and media/ import no module.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Import cycles (type-only too) make two files inseparable; move the shared piece out.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-is-standalone',
      severity: 'error',
      comment: 'src/shared runs in the browser and on the server: it imports neither side.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(web|server)/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      comment: 'The web reaches the server only over HTTP, through the contracts in src/shared.',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'zod-through-shared-z',
      severity: 'error',
      comment:
        "Web and shared code take zod's `z` from src/shared/schemas/z.ts, which sets its Portuguese messages wherever zod first loads (the web loads it late, not with its entry). Type-only imports are free.",
      from: { path: '^src/(web|shared)/', pathNot: '^src/shared/schemas/(z|zod-pt-br)[.]ts$' },
      to: { path: 'node_modules/zod/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'feature-internals',
      severity: 'error',
      comment:
        'A web feature uses another only through its api/ folder or index.ts; shared pieces go to src/web/components or src/web/lib.',
      from: { path: '^src/web/features/([^/]+)/' },
      to: {
        path: '^src/web/features/([^/]+)/',
        pathNot: '^src/web/features/($1/|[^/]+/(api/|index[.]tsx?$))',
      },
    },
    {
      name: 'module-public-face',
      severity: 'error',
      comment:
        'A server module uses another only through its index.ts (its plugin and the few functions and types it shares); every other file of a module folder is private.',
      from: { path: '^src/server/modules/([^/]+)/' },
      to: {
        path: '^src/server/modules/[^/]+/',
        pathNot: '^src/server/modules/($1/|[^/]+/index[.]ts$)',
      },
    },
    {
      name: 'boot-through-faces',
      severity: 'error',
      comment: 'Outside src/server/modules, a module is reached through its index.ts too.',
      from: { path: '^(src/server/(boot|platform|plugins|media)|scripts)/' },
      to: { path: '^src/server/modules/', pathNot: '^src/server/modules/[^/]+/index[.]ts$' },
    },
    {
      name: 'no-module-cycles',
      severity: 'error',
      comment:
        'Module folders form no cycle (A uses B uses A), even when no single file cycle shows it: move the shared piece to a module both use (asset-read) or to platform, or let the caller hand it over.',
      scope: 'folder',
      from: { path: '^src/server/modules/[^/]+$' },
      to: { path: '^src/server/modules/[^/]+$', circular: true },
    },
    {
      name: 'platform-imports-no-module',
      severity: 'error',
      comment:
        'src/server/platform (and media) is what every module uses: it imports no module, no plugin and nothing of boot.',
      from: { path: '^src/server/(platform|media)/' },
      to: { path: '^src/server/(modules|plugins|boot)/' },
    },
    {
      name: 'plugins-below-modules',
      severity: 'error',
      comment:
        'Fastify plugins (auth, rate limit, errors) sit under the modules: they take what they need as options, never import a module.',
      from: { path: '^src/server/plugins/' },
      to: { path: '^src/server/(modules|boot)/' },
    },
    {
      name: 'modules-not-boot',
      severity: 'error',
      comment: 'boot/ starts the process and wires the modules; a module never imports it.',
      from: { path: '^src/server/modules/' },
      to: { path: '^src/server/boot/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
