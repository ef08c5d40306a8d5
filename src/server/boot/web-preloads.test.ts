import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createScreenPreloads } from './web-preloads';

/** A build manifest shaped as Vite writes it: keys are sources or shared chunks, `imports` keys. */
const manifest = {
  'index.html': {
    file: 'assets/index-E1.js',
    imports: ['_react-R1.js', '_icon-base-I1.js'],
    css: ['assets/index-C1.css'],
  },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_icon-base-I1.js': { file: 'assets/icon-base-I1.js', imports: ['_react-R1.js'] },
  '_icons-I2.js': { file: 'assets/icons-I2.js', imports: ['_icon-base-I1.js'] },
  '_dialog-D1.js': { file: 'assets/dialog-D1.js', imports: ['_icons-I2.js', '_react-R1.js'] },
  'app/layout/root-layout.tsx': { file: 'assets/root-layout-L1.js', imports: ['_dialog-D1.js'] },
  'app/routes/gallery.tsx': { file: 'assets/gallery-G1.js', imports: ['_dialog-D1.js', '_grid-G2.js'] },
  '_grid-G2.js': { file: 'assets/grid-G2.js' },
  'app/routes/auth.tsx': { file: 'assets/auth-A1.js', imports: ['_react-R1.js'] },
  'app/routes/asset.tsx': { file: 'assets/asset-S1.js' },
};

const dirs: string[] = [];
function webDirWith(content: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bdi-preloads-'));
  dirs.push(dir);
  if (content !== undefined) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(content));
  }
  return dir;
}

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const files = (links: string[]) => links.map((link) => /^<([^>]+)>/.exec(link)?.[1]);

describe('screen preloads', () => {
  const preloads = createScreenPreloads(webDirWith(manifest));
  const entry = ['/assets/index-E1.js', '/assets/react-R1.js', '/assets/icon-base-I1.js'];

  it("gives a signed-in gallery the entry, its style sheet, then the layout's and the screen's chunks, each once", () => {
    const links = preloads.forPage('/gallery', true);
    expect(files(links)).toEqual([
      ...entry,
      '/assets/index-C1.css',
      '/assets/root-layout-L1.js',
      '/assets/dialog-D1.js',
      '/assets/icons-I2.js',
      '/assets/gallery-G1.js',
      '/assets/grid-G2.js',
    ]);
    expect(links[0]).toBe('</assets/index-E1.js>; rel=modulepreload');
    expect(links[3]).toBe('</assets/index-C1.css>; rel=preload; as=style; crossorigin');
  });

  it('matches addresses with an id, and gives the layout alone to a signed-in page it does not list', () => {
    expect(files(preloads.forPage('/asset/7b0c', true))).toContain('/assets/asset-S1.js');
    const other = files(preloads.forPage('/users', true));
    expect(other).toContain('/assets/root-layout-L1.js');
    expect(other).not.toContain('/assets/gallery-G1.js');
  });

  it('sends nothing of the layout without a session cookie: a visitor sees the login card or sign-in', () => {
    expect(preloads.forPage('/gallery', false)).toEqual([]);
    const signIn = files(preloads.forPage('/auth', false));
    expect(signIn).toEqual([...entry, '/assets/index-C1.css', '/assets/auth-A1.js']);
    // The sign-in page stands alone even for a browser that still has a cookie.
    expect(files(preloads.forPage('/auth', true))).not.toContain('/assets/root-layout-L1.js');
  });

  it("finds the style sheet on the entry's shared chunk, where the build puts it", () => {
    const moved = createScreenPreloads(
      webDirWith({
        'index.html': { file: 'assets/index-E1.js', imports: ['_web-W1.js'] },
        '_web-W1.js': { file: 'assets/web-W1.js', css: ['assets/web-C1.css'] },
        'app/routes/auth.tsx': { file: 'assets/auth-A1.js', imports: ['_web-W1.js'] },
      }),
    );
    expect(moved.forPage('/auth', false)).toEqual([
      '</assets/index-E1.js>; rel=modulepreload',
      '</assets/web-W1.js>; rel=modulepreload',
      '</assets/web-C1.css>; rel=preload; as=style; crossorigin',
      '</assets/auth-A1.js>; rel=modulepreload',
    ]);
  });

  it('counts the app the entry starts by a dynamic import as entry code, before the style sheet', () => {
    const started = createScreenPreloads(
      webDirWith({
        'index.html': { file: 'assets/index-E1.js', imports: ['_web-W1.js'] },
        '_web-W1.js': {
          file: 'assets/web-W1.js',
          dynamicImports: ['_start-S1.js'],
          css: ['assets/web-C1.css'],
        },
        '_start-S1.js': { file: 'assets/start-S1.js', imports: ['_web-W1.js', '_react-R1.js'] },
        '_react-R1.js': { file: 'assets/react-R1.js' },
        'app/routes/auth.tsx': { file: 'assets/auth-A1.js', imports: ['_react-R1.js'] },
      }),
    );
    expect(files(started.forPage('/auth', false))).toEqual([
      '/assets/index-E1.js',
      '/assets/web-W1.js',
      '/assets/start-S1.js',
      '/assets/react-R1.js',
      '/assets/web-C1.css',
      '/assets/auth-A1.js',
    ]);
  });

  it('sends nothing without a build manifest (API tests, development through Vite)', () => {
    expect(createScreenPreloads(webDirWith(undefined)).forPage('/gallery', true)).toEqual([]);
  });
});
