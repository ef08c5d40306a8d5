/**
 * Route `handle` flags read by the root layout. Routes that need a session are grouped under a
 * parent carrying `requiresSession`, so a new screen added to that group is protected by default.
 */
export interface RouteAccess {
  requiresSession?: boolean;
}

export function requiresSession(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as RouteAccess).requiresSession === true;
}
