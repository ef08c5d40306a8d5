import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { hasControlCharacters } from '../../shared/domain/text';
import { AppError } from '../errors';

/**
 * busboy's parse failures (no boundary, a body that ends before its closing boundary) carry no code,
 * only these messages; they are the client's malformed request, never a server error.
 */
export function isMalformedMultipart(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /^Multipart: Boundary not found$|unexpected end of multipart data/i.test(message);
}

/** A part must say which field it is; a nameless one is a malformed body. */
export function assertPartNamed(part: { fieldname?: string }): void {
  if (!part.fieldname) {
    throw new AppError('MULTIPART_PART_UNNAMED');
  }
}

/** The single `file` part, refused when the body has none or names it otherwise. */
async function filePart(
  request: FastifyRequest,
  { maxBytes, missing }: SingleFileOptions,
): Promise<MultipartFile> {
  if (!request.isMultipart()) throw new AppError(missing);
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part) throw new AppError(missing);
  assertPartNamed(part);
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw new AppError(missing);
  }
  // The shared text rule: the name is stored and shown, so control characters are refused here too.
  if (part.filename && hasControlCharacters(part.filename)) {
    part.file.resume();
    throw new AppError('FILE_NAME_CONTROL_CHARACTERS', { params: { n: 1 } });
  }
  return part;
}

export interface SingleFileOptions {
  /** Size limit, enforced while the part streams in. */
  maxBytes: number;
  /** The error when the request carries no file. */
  missing:
    | 'AVATAR_MISSING'
    | 'SIMILAR_IMAGE_MISSING'
    | 'BANNER_MISSING'
    | 'FILE_MISSING'
    | 'UNIT_LOGO_MISSING';
  /** The error when the file is over `maxBytes` (only for the buffered read). */
  tooLarge?: 'AVATAR_TOO_LARGE' | 'SIMILAR_IMAGE_TOO_LARGE' | 'BANNER_TOO_LARGE' | 'UNIT_LOGO_TOO_LARGE';
}

/** The one file part (field `file`) of a multipart request, still streaming; the caller must consume it. */
export async function readSingleFile(
  request: FastifyRequest,
  options: SingleFileOptions,
): Promise<{ fileName: string; stream: Readable }> {
  const part = await filePart(request, options);
  return { fileName: part.filename || 'arquivo', stream: part.file };
}

/** The one file part, read into memory: only for small images (photo, banner, similar-image probe). */
export async function readSingleFileBuffer(
  request: FastifyRequest,
  options: SingleFileOptions,
): Promise<Buffer> {
  const part = await filePart(request, options);
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' && options.tooLarge) {
      throw new AppError(options.tooLarge);
    }
    throw error;
  }
}
