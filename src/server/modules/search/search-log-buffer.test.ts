import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSearchLogBuffer, type SearchLogEntry } from './search-log-buffer';

const entry = (query: string): SearchLogEntry => ({
  query,
  filters: {},
  resultCount: 0,
  userId: 'u',
  at: new Date(),
});

afterEach(() => {
  vi.useRealTimers();
});

describe('search log buffer', () => {
  it('writes the searches of half a second in one batch, and at once when a batch is full', async () => {
    vi.useFakeTimers();
    const write = vi.fn(async (_entries: SearchLogEntry[]) => {});
    const logs = createSearchLogBuffer(write, { delayMs: 500, batch: 3 });
    logs.add(entry('a'));
    logs.add(entry('b'));
    expect(write).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(write.mock.calls.map(([e]) => e.map((x) => x.query))).toEqual([['a', 'b']]);

    for (const q of ['c', 'd', 'e']) logs.add(entry(q));
    await logs.flush();
    expect(write.mock.calls.map(([e]) => e.map((x) => x.query))).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('keeps a batch the database refused, and writes it with the next', async () => {
    const written: string[][] = [];
    let refuse = true;
    const onError = vi.fn();
    const logs = createSearchLogBuffer(
      async (entries) => {
        if (refuse) throw new Error('banco indisponível');
        written.push(entries.map((e) => e.query));
      },
      { onError },
    );
    logs.add(entry('a'));
    await logs.flush();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(logs.waiting).toBe(1);
    refuse = false;
    logs.add(entry('b'));
    await logs.flush();
    expect(written).toEqual([['a', 'b']]);
    expect(logs.waiting).toBe(0);
  });
});
