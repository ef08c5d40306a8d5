import { z } from './z';

const CheckSchema = <Kind extends [string, ...string[]]>(kinds: Kind) =>
  z.object({ kind: z.enum(kinds), ok: z.boolean() });

/** `/api/health`: 200 when every check passed, 503 with the same shape (`degraded`) otherwise. */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: CheckSchema(['pglite', 'postgres']),
  storage: CheckSchema(['local', 's3']),
  /** 'off' without SMTP_URL; 'failing' when the last message gave up after every retry. A mail
   * problem does not make the instance degraded: every feature works without e-mail. */
  mail: z.enum(['off', 'ok', 'failing']),
});
export type Health = z.infer<typeof HealthSchema>;

/** `/api/ready`: 503 `{ ready: false }` while the database is unreachable or the server is stopping. */
export const ReadinessSchema = z.object({ ready: z.boolean() });
export type Readiness = z.infer<typeof ReadinessSchema>;

/** `/api/config`: the franchise brand, and whether the server sends e-mail (password reset by e-mail). */
export const PublicConfigSchema = z.object({
  brandName: z.string(),
  mailEnabled: z.boolean(),
  /** No administrator yet: /auth shows the first-run form "Criar a conta de administrador" (issue 36). */
  setupRequired: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
