/**
 * Every page's address in one place: links, redirects and navigation build URLs from here, never
 * from strings of their own, so renaming a page is one change (the router's patterns match these).
 */
export const paths = {
  home: '/',
  auth: (tab?: 'cadastrar') => (tab ? `/auth?tab=${tab}` : '/auth'),
  resetPassword: '/redefinir-senha',
  /** The invitation link's page (issue 36): public, the token in `?token=`. */
  invitation: '/convite',
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
  /** The users screen's "Convites" tab (issue 36). */
  userInvitations: '/users?aba=convites',
  units: '/units',
  upload: '/upload',
  stats: '/stats',
  settings: '/settings',
  consents: '/consentimentos',
  audit: '/audit',
  requests: '/requests',
  request: (id: string) => `/requests/${encodeURIComponent(id)}`,
  /** The admin's queue narrowed to the requests made from one search ("Buscas sem resultado"). */
  requestsOfSearch: (q: string) => `/requests?busca=${encodeURIComponent(q)}`,
  /** "Meus links": the partner links one made (all of them for admins). */
  links: '/links',
  /** The partner's page of a link (public, outside the app's layout). */
  sharedLink: (token: string) => `/s/${encodeURIComponent(token)}`,
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
  sharedLink: '/s/:token',
  request: '/requests/:id',
} as const;
