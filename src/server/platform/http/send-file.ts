import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import parseRange from 'range-parser';
import { AppError } from '../errors';
import type { ByteRange } from '../storage/storage';
import { attachmentDisposition } from './disposition';

/**
 * A file a service hands to a route: what it is, and how to read it (whole or one byte range). The
 * route turns it into HTTP with `sendFile`; services never see headers.
 */
export interface FileToSend {
  size: number;
  contentType: string;
  /** The name the browser saves it under (accents kept; see attachmentDisposition). */
  fileName: string;
  /** A strong validator, quoted: `"<sha256>"`. */
  etag: string;
  open(range?: ByteRange): Promise<Readable>;
}

/** What the request asks of a file of `size` bytes: all of it, one range, or a range it cannot have. */
export type RequestedPart =
  | { kind: 'whole' }
  | { kind: 'range'; start: number; end: number }
  | { kind: 'unsatisfiable' };

/**
 * `Range` read by `range-parser` (start-end, start-, -suffix). Several ranges or a header it cannot
 * read get the whole file, as RFC 9110 allows; `If-Range` with another validator too.
 */
export function requestedPart(request: FastifyRequest, size: number, etag: string): RequestedPart {
  const header = request.headers.range;
  if (!header) return { kind: 'whole' };
  const ifRange = request.headers['if-range'];
  if (typeof ifRange === 'string' && ifRange.trim() !== etag) return { kind: 'whole' };
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return { kind: 'unsatisfiable' };
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return { kind: 'whole' };
  const [range] = ranges;
  return range ? { kind: 'range', start: range.start, end: range.end } : { kind: 'whole' };
}

/** True when the browser's copy (If-None-Match / If-Modified-Since) is still this file. */
export function isNotModified(request: FastifyRequest, etag: string): boolean {
  return fresh(request.headers, { etag });
}

export interface SendFileOptions {
  /** Runs once the answer is decided and before any byte goes (downloads count here). */
  onStart?(part: Exclude<RequestedPart, { kind: 'unsatisfiable' }>): Promise<void>;
  cacheControl?: string;
}

/**
 * Answers with `file`: 304 when the browser has it, 416 for a range outside it, 206 for one range,
 * else 200 with the whole file; always as a download that is never rendered on our origin.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileToSend,
  options: SendFileOptions = {},
): Promise<FastifyReply> {
  if (isNotModified(request, file.etag)) return reply.status(304).header('etag', file.etag).send();
  const part = requestedPart(request, file.size, file.etag);
  if (part.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${file.size}`);
    throw new AppError('RANGE_NOT_SATISFIABLE');
  }
  const stream = await file.open(part.kind === 'range' ? { start: part.start, end: part.end } : undefined);
  await options.onStart?.(part);
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('accept-ranges', 'bytes')
    .header('etag', file.etag)
    .header('cache-control', options.cacheControl ?? 'private, no-cache')
    // Files are never rendered from our origin: no sniffing, and a sandbox if a browser tries.
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('x-content-type-options', 'nosniff');
  if (part.kind === 'range') {
    return reply
      .status(206)
      .header('content-range', `bytes ${part.start}-${part.end}/${file.size}`)
      .header('content-length', part.end - part.start + 1)
      .send(stream);
  }
  return reply.header('content-length', file.size).send(stream);
}
