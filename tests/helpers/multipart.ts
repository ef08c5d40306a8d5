import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

export interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** Builds a multipart/form-data body for `inject`, parts in the given order. */
export function multipartBody(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----bdi${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(
      Buffer.from(`${head}\r\n`),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface StreamPart {
  name: string;
  data: Buffer | string | import('node:stream').Readable;
  filename?: string;
  contentType?: string;
}

/** The same body as a stream, so that a part may itself be a large stream. */
export function multipartStream(parts: StreamPart[]): {
  body: import('node:stream').Readable;
  contentType: string;
} {
  const boundary = `----bdi${randomBytes(8).toString('hex')}`;
  async function* generate() {
    for (const part of parts) {
      let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
      if (part.filename !== undefined) head += `; filename="${part.filename}"`;
      head += '\r\n';
      if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
      yield Buffer.from(`${head}\r\n`);
      if (typeof part.data === 'string' || Buffer.isBuffer(part.data)) yield Buffer.from(part.data);
      else for await (const chunk of part.data) yield chunk as Buffer;
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { body: Readable.from(generate()), contentType: `multipart/form-data; boundary=${boundary}` };
}
