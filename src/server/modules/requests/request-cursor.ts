import { AppError } from '../../platform/errors';
import type { RequestPosition } from './request-records';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The keyset cursor of a request list: the last row's creation instant and id, opaque to clients. */
export function encodeRequestCursor(position: RequestPosition): string {
  return Buffer.from(`${position.createdAt.toISOString()}|${position.id}`).toString('base64url');
}

/** The position a cursor names; anything else a client sends is CURSOR_INVALID, never a failed query. */
export function decodeRequestCursor(cursor: string | undefined): RequestPosition | null {
  if (cursor === undefined || cursor === '') return null;
  const text = /^[A-Za-z0-9_-]{1,200}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const [at = '', id = '', ...rest] = text.split('|');
  const createdAt = new Date(at);
  if (
    rest.length > 0 ||
    !UUID.test(id) ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(at) ||
    Number.isNaN(createdAt.getTime())
  )
    throw new AppError('CURSOR_INVALID');
  return { createdAt, id };
}
