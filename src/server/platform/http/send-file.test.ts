import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../../plugins/error-handler';
import { type FileToSend, sendFile } from './send-file';

const bytes = Buffer.from('0123456789abcdefghij');
const file: FileToSend = {
  size: bytes.length,
  contentType: 'image/jpeg',
  fileName: 'Prótese "antes".jpg',
  etag: '"abc123"',
  open: async (range) =>
    Readable.from([range ? bytes.subarray(range.start, (range.end ?? bytes.length - 1) + 1) : bytes]),
};
const starts: string[] = [];
const app = Fastify();

beforeAll(async () => {
  await app.register(errorHandlerPlugin);
  app.get('/file', (request, reply) =>
    sendFile(request, reply, file, { onStart: async (part) => void starts.push(part.kind) }),
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/file', headers });

describe('sendFile', () => {
  it('sends the whole file as a sandboxed attachment with its validator', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-length': '20',
      'accept-ranges': 'bytes',
      etag: '"abc123"',
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Protese _antes_.jpg"; filename*=UTF-8''Pr%C3%B3tese%20%22antes%22.jpg`,
    );
  });

  it('answers one range with 206, a suffix range included', async () => {
    const middle = await get({ range: 'bytes=2-5' });
    expect(middle.statusCode).toBe(206);
    expect(middle.body).toBe('2345');
    expect(middle.headers['content-range']).toBe('bytes 2-5/20');
    expect(middle.headers['content-length']).toBe('4');
    const suffix = await get({ range: 'bytes=-3' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.body).toBe('hij');
    expect(suffix.headers['content-range']).toBe('bytes 17-19/20');
    const open = await get({ range: 'bytes=18-' });
    expect(open.body).toBe('ij');
  });

  it('refuses a range outside the file with 416 and the size, before counting anything', async () => {
    starts.length = 0;
    const res = await get({ range: 'bytes=20-30' });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */20');
    expect(res.json().error.code).toBe('RANGE_NOT_SATISFIABLE');
    expect(starts).toEqual([]);
  });

  it('sends the whole file for several ranges, a malformed header or an If-Range of another version', async () => {
    const variants: Record<string, string>[] = [
      { range: 'bytes=0-1,5-6' },
      { range: 'pages=1-2' },
      { range: 'bytes=2-5', 'if-range': '"other"' },
    ];
    for (const headers of variants) {
      const res = await get(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
    expect((await get({ range: 'bytes=2-5', 'if-range': '"abc123"' })).statusCode).toBe(206);
  });

  it('answers 304 to the browser holding this version, and never starts the download', async () => {
    starts.length = 0;
    const res = await get({ 'if-none-match': '"old", "abc123"' });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(starts).toEqual([]);
    expect((await get({ 'if-none-match': '"old"' })).statusCode).toBe(200);
    expect(starts).toEqual(['whole']);
  });
});
