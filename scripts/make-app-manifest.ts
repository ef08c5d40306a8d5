/**
 * Writes what makes the app installable ('Adicionar à tela inicial'): src/web/public/manifest.webmanifest
 * from the message catalogue and the brand colour, and its icons (src/web/public/icons/*.png) drawn
 * from the favicon's tooth glyph. The output is committed, so a build needs no image work: run
 * `npm run app-manifest` again after changing favicon.svg, the theme colour or the texts
 * (tests/integration/web-manifest.test.ts fails until then).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { messages } from '../src/shared/messages/pt-BR';

export const PUBLIC_DIR = path.resolve(import.meta.dirname, '../src/web/public');

/** The favicon's background colour and glyph, read from the file so the two never drift apart. */
async function readFavicon(): Promise<{ colour: string; glyph: string }> {
  const svg = await fs.readFile(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
  const colour = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1];
  const glyph = /<path[^>]*d="([^"]+)"/i.exec(svg)?.[1];
  if (!colour || !glyph) throw new Error('favicon.svg: expected a filled <rect> and a <path>');
  return { colour, glyph };
}

/**
 * `rounded`: the favicon as it is (transparent corners), for browsers that show the icon as given.
 * Otherwise a full-bleed square whose glyph keeps inside the central circle (radius 40 %) that
 * maskable icons and iOS's rounded corners leave untouched.
 */
function iconSvg({ colour, glyph }: { colour: string; glyph: string }, rounded: boolean): string {
  const background = rounded
    ? `<rect width="32" height="32" rx="8" fill="${colour}"/>`
    : `<rect width="32" height="32" fill="${colour}"/>`;
  // The glyph spans about 19 x 22 units around (16, 17.8); 0.8 keeps its corners in the safe circle.
  const transform = rounded ? '' : ' transform="translate(16 16) scale(0.8) translate(-16 -17.8)"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${background}<path fill="#fff"${transform} d="${glyph}"/></svg>`;
}

/** The app's page background (styles.css --background): the splash screen shown while it starts. */
const BACKGROUND = '#ffffff';

export const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true },
  { file: 'icon-512.png', size: 512, rounded: true },
  { file: 'icon-maskable-512.png', size: 512, rounded: false },
  // iOS ignores the manifest's icons for 'Adicionar à Tela de Início' and rounds this one itself.
  { file: 'apple-touch-icon.png', size: 180, rounded: false },
] as const;

/** The manifest, with the theme colour of the favicon (index.html's theme-color says the same). */
export async function webManifest(): Promise<Record<string, unknown>> {
  const { colour } = await readFavicon();
  return {
    id: '/',
    name: messages.app.title,
    short_name: messages.installedApp.shortName,
    description: messages.installedApp.description,
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colour,
    background_color: BACKGROUND,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export async function makeAppManifest(outDir = PUBLIC_DIR): Promise<void> {
  const favicon = await readFavicon();
  const iconsDir = path.join(outDir, 'icons');
  await fs.mkdir(iconsDir, { recursive: true });
  for (const icon of ICONS) {
    await sharp(Buffer.from(iconSvg(favicon, icon.rounded)), { density: (72 * icon.size) / 32 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9, palette: true })
      .toFile(path.join(iconsDir, icon.file));
  }
  await fs.writeFile(
    path.join(outDir, 'manifest.webmanifest'),
    `${JSON.stringify(await webManifest(), null, 2)}\n`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await makeAppManifest();
  console.info(`make-app-manifest: manifest.webmanifest, ${ICONS.map((icon) => icon.file).join(', ')}`);
}
