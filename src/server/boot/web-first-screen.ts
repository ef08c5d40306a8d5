import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GALLERY_VIEW_COOKIE, type PageData } from '../../shared/page-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's drawing of a first screen (web/app/first-screen.tsx), when built; set by registerWebApp. */
    drawFirstScreen?: DrawFirstScreen;
  }
}

/** web/app/first-screen.tsx's renderFirstScreen, as built for Node. */
type DrawFirstScreen = (
  url: string,
  data: PageData,
  options: { galleryView?: string },
) => Promise<string | undefined>;

/** Where `vite build --ssr` writes the first screen's drawing, inside the web app's folder (not served). */
const FIRST_SCREEN_MODULE = path.join('.ssr', 'first-screen.js');

/** What index.html's #root holds until the app renders (its spinner), between these markers. */
const FIRST_SCREEN_MARKERS = ['<!--first-screen-->', '<!--/first-screen-->'] as const;

/**
 * The cards the server draws: a phone's first screen shows four to six, a wide screen's two rows
 * of five; the app's first render brings the rest of the page. Each card costs the server some
 * milliseconds of its event loop.
 */
const DRAWN_CARDS = 12;

/**
 * The gallery's first screen drawn by the app's own components (web/app/first-screen.tsx) from the
 * page's data, its first cards only; undefined when the page does not carry the gallery's first page
 * (signed out, another address, a slow search), the drawing is not built, or it fails: the page then
 * shows its spinner until the app renders, as without it.
 */
export async function drawnFirstScreen(request: FastifyRequest, data: PageData): Promise<string | undefined> {
  const draw = request.server.drawFirstScreen;
  const page = data.galleryFirstPage;
  if (!draw || !page) return undefined;
  try {
    const url = new URL(request.url, 'http://app.invalid').href;
    const firstCards = { ...data, galleryFirstPage: { ...page, items: page.items.slice(0, DRAWN_CARDS) } };
    // In the view this device chose (the app checks the value), so the screen keeps its shape.
    return await draw(url, firstCards, { galleryView: request.cookies[GALLERY_VIEW_COOKIE] });
  } catch (error) {
    request.log.warn({ err: error }, 'first screen not drawn');
    return undefined;
  }
}

/** index.html with `drawn` in #root in place of its spinner. */
export function withFirstScreen(template: string, drawn: string): string {
  const [open, close] = FIRST_SCREEN_MARKERS;
  const start = template.indexOf(open);
  const end = template.indexOf(close);
  if (start < 0 || end < start) return template;
  return `${template.slice(0, start)}${drawn}${template.slice(end + close.length)}`;
}

/**
 * The built first-screen drawing, loaded when the first page asks for it: React and the app's
 * components for Node are about a megabyte of code that a server just started (or one serving only
 * the API) need not hold. Undefined when it is not built; a drawing that fails to load is logged
 * once and draws nothing, so pages show their spinner.
 */
export function firstScreenDrawing(app: FastifyInstance, webDir: string): DrawFirstScreen | undefined {
  const file = path.join(webDir, FIRST_SCREEN_MODULE);
  if (!fs.existsSync(file)) return undefined;
  let loading: Promise<DrawFirstScreen | undefined> | undefined;
  const load = async () => {
    try {
      const loaded = (await import(pathToFileURL(file).href)) as { renderFirstScreen?: DrawFirstScreen };
      return loaded.renderFirstScreen;
    } catch (error) {
      app.log.warn({ err: error, file }, 'first-screen drawing not loaded');
      return undefined;
    }
  };
  return async (...args) => {
    loading ??= load();
    const draw = await loading;
    return draw?.(...args);
  };
}
