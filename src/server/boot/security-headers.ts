import { EXTERNAL_THUMBNAIL_HOSTS } from '../../shared/domain/external-link';
import type { Config } from '../platform/config';

/**
 * Content-Security-Policy and friends. HTTPS-only directives (upgrade-insecure-requests, HSTS) are
 * sent only when PUBLIC_URL is https: on a plain-HTTP LAN address they would send the browser to
 * an https:// that does not exist and leave a blank page.
 */
export function securityHeaders(config: Config) {
  const https = config.publicUrl?.startsWith('https://') ?? false;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...EXTERNAL_THUMBNAIL_HOSTS],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: [
          "'self'",
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          'https://player.vimeo.com',
          'https://drive.google.com',
        ],
        fontSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // pdf.js runs its parser in a worker built from our own origin.
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        // The installable app's manifest.webmanifest (default-src says the same; named for clarity).
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrcAttr: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    // Browsers ignore (and complain about) COOP on an untrustworthy origin such as http on a LAN.
    crossOriginOpenerPolicy: https ? { policy: 'same-origin' as const } : false,
    // Thumbnails of the video services are cross-origin images without CORP headers.
    crossOriginEmbedderPolicy: false,
  } as const;
}
