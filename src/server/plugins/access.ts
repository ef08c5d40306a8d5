/** Who may call a route. Every route declares one; routes without it fail at registration. */
export type Access = 'public' | 'signed-in' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
