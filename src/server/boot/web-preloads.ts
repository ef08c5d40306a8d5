import fs from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (`.vite/manifest.json`): a chunk and the chunks it imports. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The layout every signed-in screen renders in (web/app/router.tsx): header, menus, search. */
const LAYOUT = 'app/layout/root-layout.tsx';

/**
 * The screens whose code a browser gets with the page, by address (web/lib/paths, web/app/router):
 * a franchisee's usual ones, which render inside the layout when signed in, and the pages that
 * stand alone (sign-in, a partner link), whoever opens them.
 */
const SCREENS: { pattern: RegExp; module: string; standalone?: boolean }[] = [
  { pattern: /^\/$/, module: 'app/routes/home.tsx' },
  { pattern: /^\/gallery$/, module: 'app/routes/gallery.tsx' },
  { pattern: /^\/asset\/[^/]+$/, module: 'app/routes/asset.tsx' },
  { pattern: /^\/albums$/, module: 'app/routes/albums.tsx' },
  { pattern: /^\/albums\/[^/]+$/, module: 'app/routes/album.tsx' },
  { pattern: /^\/campaigns$/, module: 'app/routes/campaigns.tsx' },
  { pattern: /^\/campaigns\/[^/]+$/, module: 'app/routes/campaign.tsx' },
  { pattern: /^\/requests$/, module: 'app/routes/requests.tsx' },
  { pattern: /^\/requests\/[^/]+$/, module: 'app/routes/request.tsx' },
  { pattern: /^\/notificacoes$/, module: 'app/routes/notifications.tsx' },
  { pattern: /^\/auth$/, module: 'app/routes/auth.tsx', standalone: true },
  { pattern: /^\/s\/[^/]+$/, module: 'app/routes/shared-link.tsx', standalone: true },
  { pattern: /^\/redefinir-senha$/, module: 'app/routes/reset-password.tsx', standalone: true },
  { pattern: /^\/convite$/, module: 'app/routes/invitation.tsx', standalone: true },
];

/**
 * What a page needs, as `Link` header values: index.html's own scripts and style sheet first, then
 * its screen's scripts (`rel=modulepreload`). Without them the browser learns of a screen's code
 * only once the entry has downloaded and run (about a second on a 4G phone), then fetches some
 * hundred small chunks six at a time.
 * Built from the manifest once; `forPage` is then a lookup. No manifest (API tests, development
 * through Vite): no preloads.
 */
export function createScreenPreloads(webDir: string) {
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return { forPage: (): string[] => [] };
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

  /** A chunk's file and every file it imports statically, at any depth. */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  // What index.html loads itself (its entry and that entry's imports). They lead the list: the
  // browser fetches preloads in order, six at a time, and the entry must not wait behind a screen.
  const entry = closure('index.html');
  // The entry imports the app itself when it starts it (web/app/main.tsx, after the first paint of
  // a page the server drew): that and what it imports are the entry's code as well.
  for (const key of [...entry])
    for (const started of manifest[key]?.dynamicImports ?? []) closure(started, entry);
  // The entry's style sheet is named by the chunk that imports it, which need not be the entry's own
  // (the build moves the common code, styles.css's import included, into a shared chunk).
  const styleFiles = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
  // crossorigin as the page's own <link rel="stylesheet" crossorigin> (Vite writes it so): a preload in
  // another credentials mode is not used, and the browser fetches the sheet again when it parses it.
  const styles = [...styleFiles].map((file) => `</${file}>; rel=preload; as=style; crossorigin`);
  const files = (...keys: string[]) => {
    const wanted = new Set<string>(entry);
    for (const key of keys) for (const found of closure(key)) wanted.add(found);
    const scripts = [...wanted].map((key) => `</${manifest[key]!.file}>; rel=modulepreload`);
    // The entry's scripts, its style sheet (it blocks the first paint), then the screen's scripts.
    return [...scripts.slice(0, entry.size), ...styles, ...scripts.slice(entry.size)];
  };
  const layout = files(LAYOUT);
  const byScreen = new Map(
    SCREENS.map((screen) => [
      screen,
      screen.standalone ? files(screen.module) : files(LAYOUT, screen.module),
    ]),
  );

  return {
    /** The `Link` values for `pathname`; the layout's scripts only where a session cookie was sent. */
    forPage(pathname: string, signedIn: boolean): string[] {
      const screen = SCREENS.find((candidate) => candidate.pattern.test(pathname));
      if (screen?.standalone) return byScreen.get(screen) ?? [];
      if (!signedIn) return [];
      return screen ? (byScreen.get(screen) ?? layout) : layout;
    },
  };
}

export type ScreenPreloads = ReturnType<typeof createScreenPreloads>;
