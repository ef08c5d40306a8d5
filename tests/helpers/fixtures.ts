import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { writePsdBuffer } from 'ag-psd';
import sharp from 'sharp';
import { ensureCanvasShim } from '../../src/server/media/psd';

/** Sample files made by the tests themselves: nothing binary is committed. */
export async function jpeg(width = 1200, height = 800, color = '#0e7490'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fde68a"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A landscape PNG whose EXIF says "rotate 90°": shown upright it is portrait. */
export async function pngWithExifRotation(width = 600, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#be123c' } })
    .png()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export function pdf(lines: string[] = ['Manual de identidade visual', 'Rede de clinicas']): Buffer {
  const content = lines
    .map((line, i) => `BT /F1 20 Tf 72 ${720 - i * 28} Td (${line.replace(/[()\\]/g, '')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export function psd(width = 120, height = 80): Buffer {
  ensureCanvasShim();
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([20, 120 + (i % 100), 200, 255], i * 4);
  return Buffer.from(
    writePsdBuffer(
      { width, height, imageData: { width, height, data }, children: [] },
      { generateThumbnail: false },
    ),
  );
}

export function textDocument(): Buffer {
  return Buffer.from(
    'Política de uso de imagem\n\nTodas as unidades devem usar os materiais oficiais da rede.\n',
    'utf8',
  );
}

/** The first bytes of an MP4 (an ftyp box): a video, whatever the file is called. */
export function mp4Header(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mp42isom'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(2048, 7)]);
}

export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await jpeg(800, 600);
  return whole.subarray(0, Math.floor(whole.length / 2));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A tiny file whose header declares 100,000 × 100,000 pixels: an image bomb. */
export function pngBomb(side = 100_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Adam7's seven passes: first column, first row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/**
 * A valid, flat-coloured RGB PNG of any size, built row by row through a deflate stream so that the
 * test never holds the raw pixels: 16000 × 16000 (256 megapixels, under sharp's default limit) is
 * about 750 KB on disk and takes a few seconds to build. `interlaced`: Adam7, the seven passes'
 * rows one after the other.
 */
export async function flatPng(
  width: number,
  height: number,
  { interlaced = false }: { interlaced?: boolean } = {},
): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, interlaced ? 1 : 0], 8);
  const deflate = zlib.createDeflate({ level: 9, strategy: zlib.constants.Z_RLE });
  const parts: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => parts.push(chunk));
  const finished = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const passes = interlaced
    ? ADAM7.map(([x, y, dx, dy]) => ({
        columns: Math.ceil(Math.max(0, width - x) / dx),
        rows: Math.ceil(Math.max(0, height - y) / dy),
      })).filter((pass) => pass.columns > 0 && pass.rows > 0)
    : [{ columns: width, rows: height }];
  for (const pass of passes) {
    const row = Buffer.alloc(pass.columns * 3 + 1);
    for (let y = 0; y < pass.rows; y++) {
      if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await finished;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.concat(parts)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `size` bytes of a JPEG-looking stream, produced lazily so the test never holds it whole. */
export function largeStream(size: number): Readable {
  let sent = 0;
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  return new Readable({
    read() {
      if (sent === 0) {
        this.push(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
        sent += 4;
        return;
      }
      if (sent >= size) {
        this.push(null);
        return;
      }
      const next = chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += next.length;
      this.push(next);
    },
  });
}
