import type { FastifyInstance, FastifySchema } from 'fastify';
import { routeErrorCodes } from '../platform/http/error-codes';

/**
 * Who may call a route. Every route declares one; routes without it fail at registration.
 * 'signed-in': an active account; 'account': any signed-in account, a pending one included (its own
 * session, profile and password: what the waiting page needs); 'admin': an active admin;
 * 'admin-or-local': an active admin, or with no session a connection from this machine that no proxy
 * relayed (a Prometheus agent beside the server; see `isLocalConnection`).
 */
export type Access = 'public' | 'account' | 'signed-in' | 'admin' | 'admin-or-local';

export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
  /** The route's validation schemas (zod): the hostile-input test reads the fields each declares. */
  schema?: FastifySchema;
  /** Every error code the route can answer (see routeErrorCodes); OpenAPI lists them too. */
  errors: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every registered route with its access rule (the route-guard test walks it). */
    routeTable: RouteEntry[];
  }
}

/**
 * Records every route with its access rule and refuses, at registration, an API route that declares
 * none: a route cannot be added without deciding who may call it.
 */
export function enforceAccessRules(app: FastifyInstance): void {
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const access: Access | undefined = route.config?.access;
    for (const method of [route.method].flat())
      routeTable.push({
        method,
        url: route.url,
        access,
        schema: route.schema,
        errors: routeErrorCodes({
          method,
          access,
          schema: route.schema,
          errors: route.config?.errors,
          rateLimited: Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit),
        }),
      });
    const isFrameworkRoute = route.url.startsWith('/api/docs') || !route.url.startsWith('/api/');
    if (!access && !isFrameworkRoute) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule (config.access).`);
    }
  });
}
