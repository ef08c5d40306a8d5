import { afterEach, describe, expect, it, vi } from 'vitest';
import { recentRead } from './recent-read';

/** A read whose answers the test hands out one by one. */
function gatedReads() {
  const answers: Array<(value: number) => void> = [];
  const read = vi.fn(() => new Promise<number>((resolve) => answers.push(resolve)));
  return { read, answer: (value: number) => answers.shift()?.(value) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a read answered by the last one while it is recent', () => {
  it('reads every time when nothing may be reused', async () => {
    let n = 0;
    const versions = recentRead(async () => ++n);
    expect((await versions.read(0)).row).toBe(1);
    expect((await versions.read(0)).row).toBe(2);
  });

  it('reuses a fresh read, shares one new read, and serves a stale one only while that read waits', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { read, answer } = gatedReads();
    const versions = recentRead(read);
    const first = versions.read(1000, 3000);
    answer(1);
    expect((await first).row).toBe(1);

    vi.advanceTimersByTime(500);
    expect((await versions.read(1000, 3000)).row).toBe(1);
    expect(read).toHaveBeenCalledTimes(1);

    // Past `fresh`: one new read starts; meanwhile the last one answers, as it is within `stale`.
    vi.advanceTimersByTime(1000);
    expect((await versions.read(1000, 3000)).row).toBe(1);
    expect((await versions.read(1000, 3000)).row).toBe(1);
    expect(read).toHaveBeenCalledTimes(2);

    // Past `stale` while that read still waits: callers wait for it, all of them on the same read.
    vi.advanceTimersByTime(2000);
    const waiting = [versions.read(1000, 3000), versions.read(1000, 3000)];
    expect(read).toHaveBeenCalledTimes(2);
    answer(2);
    expect((await Promise.all(waiting)).map((r) => r.row)).toEqual([2, 2]);
  });

  it('a read that fails while the last one serves is no unhandled rejection; the next caller retries', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let fail = false;
    const read = vi.fn(async () => {
      if (fail) throw new Error('database away');
      return 1;
    });
    const versions = recentRead(read);
    await versions.read(1000, 3000);
    fail = true;
    vi.advanceTimersByTime(1500);
    // Served the last read; the new one fails with nobody awaiting it (vitest fails on an unhandled one).
    expect((await versions.read(1000, 3000)).row).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.advanceTimersByTime(2000);
    await expect(versions.read(1000, 3000)).rejects.toThrow('database away');
    fail = false;
    expect((await versions.read(1000, 3000)).row).toBe(1);
    expect(read).toHaveBeenCalledTimes(4);
  });
});
