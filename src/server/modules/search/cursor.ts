import { z } from 'zod';
import { isInstant } from '../../platform/db/instant';
import { AppError } from '../../platform/errors';
import { decodeCursor as decodeClientCursor, encodeCursor } from '../../platform/http/cursor';

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
    v: z.enum(['0', '1', '2', '3']),
    t: z.string().refine(isInstant),
    id: z.uuid(),
  }),
]);
export type Cursor = z.infer<typeof CursorSchema>;

export { encodeCursor };

/** The one decoder of search cursors: one of ours, and for this sort, or a 400 `CURSOR_INVALID`. */
export function decodeCursor(raw: string, sort: SearchSort): Cursor {
  const cursor = decodeClientCursor(raw, CursorSchema);
  if (cursor.s !== sort) throw new AppError('CURSOR_INVALID');
  return cursor;
}
