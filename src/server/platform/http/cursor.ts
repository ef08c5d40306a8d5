import type { z } from 'zod';
import { AppError } from '../errors';

/** A keyset position as clients carry it: JSON in base64url, opaque to them. */
export function encodeCursor(position: object): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/**
 * A position read back and checked against `schema`. Cursors are opaque to clients, so anything that
 * is not one of ours (forged, truncated, another list's) is a 400 `CURSOR_INVALID`, never a failed query.
 */
export function decodeCursor<T>(raw: string, schema: z.ZodType<T>): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('CURSOR_INVALID');
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw new AppError('CURSOR_INVALID');
  return result.data;
}
