import { z } from 'zod';
import { messages } from '../../../shared/messages/pt-BR';
import { AppError } from '../../errors';

export type SearchSort = 'newest' | 'oldest' | 'popular' | 'downloads' | 'relevance';

/** Keyset position (the last row's sort value and id), or an offset for relevance order. */
const CursorSchema = z.union([
  z.object({ s: z.enum(['newest', 'oldest', 'popular', 'downloads']), v: z.string().max(64), id: z.uuid() }),
  z.object({ s: z.literal('relevance'), o: z.number().int().min(0).max(1_000_000) }),
]);
export type Cursor = z.infer<typeof CursorSchema>;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** Opaque to clients; anything that is not one of ours, or is for another sort, is a 400. */
export function decodeCursor(raw: string, sort: SearchSort): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('VALIDATION', { message: messages.search.cursorInvalid });
  }
  const result = CursorSchema.safeParse(parsed);
  if (!result.success || result.data.s !== sort)
    throw new AppError('VALIDATION', { message: messages.search.cursorInvalid });
  return result.data;
}
