import type { ExternalPlatform } from '../constants';

export interface ExternalLink {
  /** The URL to store and open: for the file-sync service, its direct-download form. */
  url: string;
  platform: ExternalPlatform;
  /** Thumbnail derived from the link alone, or null when one must be generated. */
  thumbnailUrl: string | null;
  /** Video id for the embeddable services (YouTube, Vimeo), file id for Drive. */
  id: string | null;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') candidate = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') candidate = url.searchParams.get('v');
    else {
      const match = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
      candidate = match?.[1];
    }
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const match = /\/(\d{5,12})(?:\/|$)/.exec(url.pathname);
  return match?.[1] ?? null;
}

function driveId(url: URL): string | null {
  if (url.hostname !== 'drive.google.com' && url.hostname !== 'docs.google.com') return null;
  const match = /\/d\/([A-Za-z0-9_-]{10,})/.exec(url.pathname);
  const id = match?.[1] ?? url.searchParams.get('id');
  return id && /^[A-Za-z0-9_-]{10,}$/.test(id) ? id : null;
}

function isDropbox(url: URL): boolean {
  return /(^|\.)dropbox\.com$/.test(url.hostname);
}

/** Parses an http(s) URL; anything else (javascript:, data:, ftp:, garbage) is null. */
export function parseHttpUrl(raw: string): URL | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export type ExternalLinkProblem = 'invalid' | 'not-https' | 'private-host';

/** Top-level names that only exist inside a network (RFC 6761, RFC 6762, RFC 8375, common practice). */
const INTERNAL_SUFFIXES = [
  'localhost',
  'local',
  'localdomain',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'private',
  'home.arpa',
  'test',
  'invalid',
  'example',
];

function isIpLiteral(hostname: string): boolean {
  // The URL parser normalises 127.1, 0x7f.1 and 2130706433 to dotted IPv4, and IPv6 to [..].
  return hostname.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * An external link may only point at a public https site: no IP literal, no localhost, no
 * single-label or internal name. Links are never fetched by the server, but they are opened by
 * franchisees' browsers, embedded and shown as thumbnails, so a link into a clinic's own network is
 * refused like one that downgrades to plain http.
 */
export function checkExternalUrl(raw: string): { url: URL } | { problem: ExternalLinkProblem } {
  const url = parseHttpUrl(raw);
  if (!url || url.username || url.password) return { problem: 'invalid' };
  if (url.protocol !== 'https:') return { problem: 'not-https' };
  const hostname = url.hostname.toLowerCase().replace(/\.$/, '');
  const internal = INTERNAL_SUFFIXES.some((suffix) => hostname === suffix || hostname.endsWith(`.${suffix}`));
  if (!hostname.includes('.') || internal || isIpLiteral(hostname)) return { problem: 'private-host' };
  return { url };
}

/** Hosts of the thumbnails derived from links (the page's Content-Security-Policy allows exactly these). */
export const EXTERNAL_THUMBNAIL_HOSTS = [
  'https://img.youtube.com',
  'https://i.ytimg.com',
  'https://vumbnail.com',
  'https://drive.google.com',
  'https://lh3.googleusercontent.com',
] as const;

/**
 * Recognises the platform of an external link and derives what SPEC.md section 7 derives, from the
 * URL alone: the server never fetches it.
 */
export function analyzeExternalLink(url: URL): ExternalLink {
  const yt = youtubeId(url);
  if (yt) {
    return {
      url: `https://www.youtube.com/watch?v=${yt}`,
      platform: 'youtube',
      id: yt,
      thumbnailUrl: `https://img.youtube.com/vi/${yt}/maxresdefault.jpg`,
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo) {
    return {
      url: `https://vimeo.com/${vimeo}`,
      platform: 'vimeo',
      id: vimeo,
      thumbnailUrl: `https://vumbnail.com/${vimeo}.jpg`,
    };
  }
  const drive = driveId(url);
  if (drive) {
    return {
      url: url.toString(),
      platform: 'google-drive',
      id: drive,
      thumbnailUrl: `https://drive.google.com/thumbnail?id=${drive}&sz=w400-h300`,
    };
  }
  if (isDropbox(url)) {
    const direct = new URL(url.toString());
    direct.searchParams.delete('dl');
    direct.searchParams.delete('raw');
    direct.searchParams.set('dl', '1');
    return { url: direct.toString(), platform: 'dropbox', id: null, thumbnailUrl: null };
  }
  return { url: url.toString(), platform: 'other', id: null, thumbnailUrl: null };
}

/** Where Download sends the user for an external asset: the direct form for Drive and Dropbox. */
export function externalDownloadUrl(link: Pick<ExternalLink, 'url' | 'platform' | 'id'>): string {
  if (link.platform === 'google-drive' && link.id)
    return `https://drive.google.com/uc?export=download&id=${link.id}`;
  return link.url;
}

/** Embeddable player URL (autoplay off, muted) for the two video services, else null. */
export function embedUrl(link: Pick<ExternalLink, 'platform' | 'id'>): string | null {
  if (link.platform === 'youtube' && link.id)
    return `https://www.youtube-nocookie.com/embed/${link.id}?autoplay=0&mute=1`;
  if (link.platform === 'vimeo' && link.id)
    return `https://player.vimeo.com/video/${link.id}?autoplay=0&muted=1`;
  return null;
}
