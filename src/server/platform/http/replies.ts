import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from './disposition';

export interface Attachment {
  contentType: string;
  /** The name the browser saves it under (see attachmentDisposition). */
  fileName: string;
  /** An export made for this request alone (a report, the person's data): never kept by a cache. */
  noStore?: boolean;
}

/** Answers `body` (bytes, text or a stream) as a file to save, never to show on our origin. */
export function sendAttachment(reply: FastifyReply, file: Attachment, body: unknown): FastifyReply {
  reply.header('content-type', file.contentType);
  reply.header('content-disposition', attachmentDisposition(file.fileName));
  if (file.noStore) reply.header('cache-control', 'no-store');
  return reply.send(body);
}

/** A ZIP a service streams (an album, a campaign, a selection of files). */
export function sendZip(reply: FastifyReply, zip: { fileName: string; stream: Readable }): FastifyReply {
  return sendAttachment(reply, { contentType: 'application/zip', fileName: zip.fileName }, zip.stream);
}

/** A CSV report for Excel (see csv.ts), made for this request alone. */
export function sendCsvReport(reply: FastifyReply, fileName: string, body: unknown): FastifyReply {
  return sendAttachment(reply, { contentType: 'text/csv; charset=utf-8', fileName, noStore: true }, body);
}

/**
 * Answers an image whose URL carries a version (?v=): the bytes behind it never change, so the
 * browser keeps them for a year; `public` only for what visitors see before signing in.
 */
export function sendVersionedImage(
  reply: FastifyReply,
  contentType: string,
  body: unknown,
  audience: 'private' | 'public' = 'private',
): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('cache-control', `${audience}, max-age=31536000, immutable`)
    .send(body);
}
