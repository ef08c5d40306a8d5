import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jpeg } from '../../../tests/helpers/fixtures';
import { deriveApart, deriveProcessId, deriveProcessRunning, stopDeriveProcess } from './derive-process';
import { deriveFromImage } from './image';
import { deriveMedia, MediaError } from './process';

let dir: string;
let photo: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-derive-'));
  photo = path.join(dir, 'photo.jpg');
  // EXIF orientation 6: the process must read the header it is given, as the server does.
  await fs.writeFile(
    photo,
    await sharp(await jpeg(3000, 2000))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer(),
  );
});

afterAll(async () => {
  await stopDeriveProcess();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('the image derivation process', () => {
  it('makes byte for byte what deriveFromImage makes in the server, from a path or from bytes', async () => {
    const header = await sharp(photo).metadata();
    const here = await deriveFromImage(photo, header);
    const there = await deriveApart(photo, header);
    expect(Buffer.isBuffer(there.preview) && Buffer.isBuffer(there.grid)).toBe(true);
    expect(there.preview.equals(here.preview)).toBe(true);
    expect(there.grid.equals(here.grid)).toBe(true);
    expect({ ...there, grid: 0, preview: 0 }).toEqual({ ...here, grid: 0, preview: 0 });
    // Orientation 6 turns the 3000×2000 picture upright.
    expect([there.width, there.height]).toEqual([2000, 3000]);
    const fromBytes = await deriveApart(await fs.readFile(photo));
    expect(fromBytes.phash).toBe(here.phash);
  });

  it.runIf(process.platform === 'linux')(
    'runs every thread of its process at the lowest priority, libvips workers included',
    async () => {
      await deriveApart(photo);
      const pid = deriveProcessId();
      expect(pid).toBeGreaterThan(0);
      // /proc/<pid>/task/<tid>/stat: the 19th field is the thread's nice value.
      const niceOf = async (tid: string) => {
        const stat = await fs.readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      };
      const threads = await fs.readdir(`/proc/${pid}/task`);
      // The main thread, V8's and libuv's helpers and the threads sharp started for the photo.
      expect(threads.length).toBeGreaterThan(4);
      expect(await Promise.all(threads.map(niceOf))).toEqual(threads.map(() => 19));
      expect(os.getPriority()).toBe(0);
    },
  );

  it("an unreadable image fails with sharp's message, and the upload says IMAGE_UNREADABLE", async () => {
    const truncated = path.join(dir, 'truncated.jpg');
    await fs.writeFile(truncated, (await fs.readFile(photo)).subarray(0, 20_000));
    const header = await sharp(truncated).metadata();
    const failure = await deriveApart(truncated, header).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/premature|truncated|end of/i);
    await expect(deriveMedia('image', truncated)).rejects.toEqual(new MediaError('IMAGE_UNREADABLE'));
  });

  it('a stopped process fails what it was deriving; the next derive starts a new one', async () => {
    await deriveApart(photo);
    const cut = deriveApart(photo).catch((error: Error) => error);
    await stopDeriveProcess();
    expect(((await cut) as Error).message).toBe('the image derivation process has stopped');
    const again = await deriveApart(photo);
    expect(again.width).toBe(2000);
  });

  it('ends the process after a minute with nothing to derive; the next image starts another', async () => {
    await deriveApart(photo);
    expect(deriveProcessRunning()).toBe(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await deriveApart(photo);
      vi.advanceTimersByTime(59_000);
      expect(deriveProcessRunning()).toBe(true);
      vi.advanceTimersByTime(1_000);
      expect(deriveProcessRunning()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    expect((await deriveApart(photo)).width).toBe(2000);
    expect(deriveProcessRunning()).toBe(true);
  });
});
