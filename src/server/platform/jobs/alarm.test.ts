import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAlarm } from './alarm';

afterEach(() => {
  vi.useRealTimers();
});

describe("the queue's alarm", () => {
  it('goes off pollMs after the last claim, or at the earliest due time if sooner', async () => {
    vi.useFakeTimers();
    const rings: number[] = [];
    const start = Date.now();
    const alarm = createAlarm(1_000, () => rings.push(Date.now() - start));
    alarm.polled();
    await vi.advanceTimersByTimeAsync(999);
    expect(rings).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(rings).toEqual([1_000]);
    alarm.polled();
    alarm.in(100);
    await vi.advanceTimersByTimeAsync(100);
    expect(rings).toEqual([1_000, 1_100]);
    alarm.stop();
  });

  it('keeps a later due time when an earlier alarm goes off first', async () => {
    vi.useFakeTimers();
    const rings: number[] = [];
    const start = Date.now();
    const alarm = createAlarm(60_000, () => rings.push(Date.now() - start));
    alarm.polled();
    alarm.in(20);
    alarm.in(80);
    await vi.advanceTimersByTimeAsync(20);
    expect(rings).toEqual([20]);
    // The queue claims after each ring, then says so: the alarm is set again, for the 80 ms one.
    alarm.polled();
    await vi.advanceTimersByTimeAsync(60);
    expect(rings).toEqual([20, 80]);
    alarm.polled();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(rings).toEqual([20, 80]);
    await vi.advanceTimersByTimeAsync(1);
    expect(rings).toEqual([20, 80, 60_080]);
    alarm.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(rings).toHaveLength(3);
  });

  it('never keeps the process open', () => {
    const armed: NodeJS.Timeout[] = [];
    const realSetTimeout = globalThis.setTimeout;
    const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
      callback: () => void,
      ms?: number,
    ) => {
      const timer = realSetTimeout(callback, ms);
      armed.push(timer);
      return timer;
    }) as typeof setTimeout);
    try {
      const alarm = createAlarm(1_000, () => {});
      alarm.polled();
      alarm.in(10);
      alarm.stop();
    } finally {
      spy.mockRestore();
    }
    expect(armed.length).toBeGreaterThan(0);
    expect(armed.map((timer) => timer.hasRef())).toEqual(armed.map(() => false));
  });
});
