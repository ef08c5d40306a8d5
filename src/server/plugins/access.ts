import type { FastifySchema } from 'fastify';

/** Who may call a route. Every route declares one; routes without it fail at registration. */
export type Access = 'public' | 'signed-in' | 'admin';

export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
  /** The route's validation schemas (zod): the hostile-input test reads the fields each declares. */
  schema?: FastifySchema;
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
