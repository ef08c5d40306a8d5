import { z } from 'zod';
import { isInstant } from '../../platform/db/instant';
import { AppError } from '../../platform/errors';

export type SearchSort = 'newest' | 'oldest' | 'popular' | 'downloads' | 'relevance';

/**
 * Keyset position: the last row's sort value and id (and, for relevance, its upload time: `v` is its
 * relevance tier, see search.repository.ts).
 */
const CursorSchema = z.union([
  z.object({ s: z.enum(['newest', 'oldest']), v: z.string().refine(isInstant), id: z.uuid() }),
  // View and download counts are integer columns: digits that fit one.
  z.object({
    s: z.enum(['popular', 'downloads']),
    v: z
      .string()
      .regex(/^\d{1,10}$/)
      .refine((v) => Number(v) <= 2_147_483_647),
    id: z.uuid(),
  }),
  z.object({
    s: z.literal('relevance'),
    v: z.enum(['0', '1', '2']),
    t: z.string().refine(isInstant),
    id: z.uuid(),
  }),
]);
export type Cursor = z.infer<typeof CursorSchema>;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/**
 * The one decoder of client cursors. They are opaque to clients, so anything that is not one of
 * ours — forged, truncated, for another sort — is a 400 `CURSOR_INVALID`, never a failed query.
 */
export function decodeCursor(raw: string, sort: SearchSort): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('CURSOR_INVALID');
  }
  const result = CursorSchema.safeParse(parsed);
  if (!result.success || result.data.s !== sort) throw new AppError('CURSOR_INVALID');
  return result.data;
}
