import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ICONS, PUBLIC_DIR, webManifest } from '../../scripts/make-app-manifest';

const readPublic = (file: string) => fs.readFile(path.join(PUBLIC_DIR, file));

describe('the installable app', () => {
  it('commits the manifest the script writes (run `npm run app-manifest` after changing its sources)', async () => {
    const committed = JSON.parse((await readPublic('manifest.webmanifest')).toString());
    expect(committed).toEqual(await webManifest());
    expect(committed).toMatchObject({ lang: 'pt-BR', start_url: '/', display: 'standalone' });
  });

  it('links the manifest from the page, whose theme colour is the manifest’s', async () => {
    const html = (await fs.readFile(path.join(PUBLIC_DIR, '..', 'index.html'))).toString();
    const manifest = await webManifest();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });

  it('has every icon it names, at its size: 192, 512 and a maskable 512', async () => {
    const icons = (await webManifest()).icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const meta = await sharp(await readPublic(icon.src.slice(1))).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      expect(meta.format).toBe('png');
    }
    for (const icon of ICONS) {
      const meta = await sharp(await readPublic(`icons/${icon.file}`)).metadata();
      expect(meta.width, icon.file).toBe(icon.size);
    }
  });
});
