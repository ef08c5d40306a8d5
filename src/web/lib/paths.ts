/**
 * Every page's address in one place: links, redirects and navigation build URLs from here, never
 * from strings of their own, so renaming a page is one change (the router's patterns match these).
 */
export const paths = {
  home: '/',
  auth: (tab?: 'cadastrar') => (tab ? `/auth?tab=${tab}` : '/auth'),
  resetPassword: '/redefinir-senha',
  gallery: '/gallery',
  similar: (token: string) => `/gallery?similar=${encodeURIComponent(token)}`,
  asset: (id: string) => `/asset/${encodeURIComponent(id)}`,
  editAsset: (id: string) => `/edit/${encodeURIComponent(id)}`,
  albums: '/albums',
  album: (id: string) => `/albums/${encodeURIComponent(id)}`,
  campaigns: '/campaigns',
  campaign: (id: string) => `/campaigns/${encodeURIComponent(id)}`,
  profile: '/profile',
  notifications: '/notificacoes',
  users: '/users',
  units: '/units',
  upload: '/upload',
  stats: '/stats',
  settings: '/settings',
  consents: '/consentimentos',
  help: '/help',
  terms: '/terms',
  privacy: '/privacy',
} as const;

/** The router's patterns of the pages that take a parameter (each matches its builder above). */
export const routePatterns = {
  asset: '/asset/:id',
  editAsset: '/edit/:id',
  album: '/albums/:id',
  campaign: '/campaigns/:id',
} as const;
