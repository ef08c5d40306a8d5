import { describe, expect, it } from 'vitest';
import { createQuietGate } from './quiet-gate';

/** A look that finds the event loop busy `shares` of the time, one after the other (then idle). */
function looks(...shares: number[]) {
  const asked: number[] = [];
  return {
    asked,
    look: async (ms: number) => {
      asked.push(ms);
      return shares.shift() ?? 0;
    },
  };
}

describe('the quiet gate', () => {
  it('lets background work through after one look at a quiet event loop', async () => {
    const { asked, look } = looks(0.1);
    expect(await createQuietGate({ look, windowMs: 100 })()).toBe(100);
    expect(asked).toEqual([100]);
  });

  it('waits while the event loop is busy and lets the work through once it is quiet', async () => {
    const { asked, look } = looks(0.95, 0.9, 0.61, 0.6, 0.99);
    expect(await createQuietGate({ look, busyAbove: 0.6, windowMs: 50 })()).toBe(200);
    expect(asked).toHaveLength(4);
  });

  it('waits no longer than its bound on a server that stays busy', async () => {
    const { asked, look } = looks(...Array<number>(100).fill(1));
    expect(await createQuietGate({ look, windowMs: 100, maxWaitMs: 1_000 })()).toBe(1_000);
    expect(asked).toHaveLength(10);
  });

  it("tells this process's busy event loop from an idle one", async () => {
    const gate = createQuietGate({ windowMs: 50, maxWaitMs: 150 });
    let spinning = true;
    // The event loop kept working, 20 ms at a time, as under a crowd of requests.
    const spin = () => {
      const end = performance.now() + 20;
      while (performance.now() < end) {}
      if (spinning) setImmediate(spin);
    };
    spin();
    const waited = await gate().finally(() => {
      spinning = false;
    });
    expect(waited).toBe(150);
    expect(await gate()).toBe(50);
  });
});
