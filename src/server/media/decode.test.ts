import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkPixelBudget, decodeSlots, ImageTooLargeError, imagePixelCost, withDecodeSlot } from './decode';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

const flat = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

describe('decode slots', () => {
  it('runs at most two decodes at once; a third waits for a free slot', async () => {
    const releases: Array<() => void> = [];
    let inFlight = 0;
    let peak = 0;
    const task = () =>
      withDecodeSlot(async () => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await new Promise<void>((resolve) => releases.push(resolve));
        inFlight -= 1;
      });
    const running = [task(), task(), task()];
    await new Promise((resolve) => setImmediate(resolve));
    expect(decodeSlots()).toEqual({ active: 2, pending: 1 });
    expect(releases).toHaveLength(2);

    releases[0]!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(releases).toHaveLength(3);
    expect(decodeSlots()).toEqual({ active: 2, pending: 0 });
    releases[1]!();
    releases[2]!();
    await Promise.all(running);
    expect(peak).toBe(2);
    expect(decodeSlots()).toEqual({ active: 0, pending: 0 });
  });

  it('frees the slot when a decode fails', async () => {
    await expect(withDecodeSlot(() => Promise.reject(new Error('quebrou')))).rejects.toThrow('quebrou');
    expect(decodeSlots()).toEqual({ active: 0, pending: 0 });
  });
});

describe('pixel cost from the header', () => {
  it('counts every frame of an animated GIF and WebP', async () => {
    const frames = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map((c) => flat(50, 40, c)));
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const webp = await sharp(frames, { join: { animated: true } })
      .webp()
      .toBuffer();
    expect(await imagePixelCost(gif)).toBe(50 * 40 * 3);
    expect(await imagePixelCost(webp)).toBe(50 * 40 * 3);
  });

  it('counts every frame of an animated PNG (acTL chunk)', async () => {
    const png = await flat(50, 40, '#ff0000');
    const actl = Buffer.alloc(8);
    actl.writeUInt32BE(7, 0);
    // acTL right after IHDR (8-byte signature + 25-byte IHDR chunk): 7 frames.
    const apng = Buffer.concat([png.subarray(0, 33), pngChunk('acTL', actl), png.subarray(33)]);
    expect(await imagePixelCost(apng)).toBe(50 * 40 * 7);
  });

  it('counts an interlaced PNG or progressive JPEG twice: it is decoded whole in memory', async () => {
    const base = sharp({ create: { width: 50, height: 40, channels: 3, background: '#123456' } });
    expect(await imagePixelCost(await base.clone().png().toBuffer())).toBe(2000);
    expect(await imagePixelCost(await base.clone().png({ progressive: true }).toBuffer())).toBe(4000);
    expect(await imagePixelCost(await base.clone().jpeg({ progressive: true }).toBuffer())).toBe(4000);
  });

  it('refuses past the purpose limit and passes below it', async () => {
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(6000, 0);
    ihdr.writeUInt32BE(6000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    // 36 megapixels declared, no pixel data: only the header is ever read.
    const header = Buffer.concat([
      PNG_SIGNATURE,
      pngChunk('IHDR', ihdr),
      pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    await expect(checkPixelBudget(header, 'avatar')).rejects.toBeInstanceOf(ImageTooLargeError);
    await expect(checkPixelBudget(header, 'avatar')).rejects.toMatchObject({ maxMegapixels: 25 });
    await expect(checkPixelBudget(header, 'upload')).resolves.toBeUndefined();
  });
});
