import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

export interface SingleFileOptions {
  /** Size limit, enforced while the part streams in. */
  maxBytes: number;
  /** pt-BR text when the request carries no file. */
  missing: string;
  /** pt-BR text when the file is over `maxBytes` (only for the buffered read). */
  tooLarge?: string;
}

/** The one file part of a multipart request, still streaming; the caller must consume it. */
export async function readSingleFile(
  request: FastifyRequest,
  { maxBytes, missing }: SingleFileOptions,
): Promise<{ fileName: string; stream: Readable }> {
  if (!request.isMultipart()) throw new AppError('VALIDATION', { message: missing });
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part) throw new AppError('VALIDATION', { message: missing });
  return { fileName: part.filename || 'arquivo', stream: part.file };
}

/** The one file part, read into memory: only for small images (photo, banner, similar-image probe). */
export async function readSingleFileBuffer(
  request: FastifyRequest,
  options: SingleFileOptions,
): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('VALIDATION', { message: options.missing });
  const part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
  if (!part) throw new AppError('VALIDATION', { message: options.missing });
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' && options.tooLarge) {
      throw new AppError('PAYLOAD_TOO_LARGE', { message: options.tooLarge });
    }
    throw error;
  }
}
