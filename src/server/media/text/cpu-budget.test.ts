import { describe, expect, it } from 'vitest';
import { cpuBudget } from './cpu-budget';

/** A process whose CPU time and clock the test moves. */
function machine(sharers = 1, ownThreads = false) {
  const state = { cpuMs: 0, ownMs: 0, nowMs: 0, sharers };
  const check = cpuBudget({
    cpuMs: 20_000,
    wallMs: 120_000,
    sharers: () => state.sharers,
    usage: () => ({ user: state.cpuMs * 1000, system: 0 }),
    ...(ownThreads && { own: () => ({ user: state.ownMs * 1000, system: 0 }) }),
    now: () => state.nowMs,
  });
  return { state, check };
}

describe('the time one OCR may take', () => {
  it('counts the CPU time the picture got, shared with the pictures read beside it', () => {
    const { state, check } = machine(2);
    state.cpuMs = 30_000;
    state.nowMs = 15_000;
    expect(check()).toBeUndefined();
    state.cpuMs = 42_000;
    expect(check()).toBe('cpu');
  });

  it("counts the worker's own threads when they are known, never more than the process's share", () => {
    const busy = machine(1, true);
    // The process busy with something else (another test, another file's preprocessing).
    busy.state.cpuMs = 40_000;
    busy.state.ownMs = 1_000;
    expect(busy.check()).toBeUndefined();
    busy.state.ownMs = 20_001;
    expect(busy.check()).toBe('cpu');

    const shared = machine(2, true);
    shared.state.ownMs = 30_000;
    shared.state.cpuMs = 30_000;
    expect(shared.check()).toBeUndefined();
    shared.state.cpuMs = 42_000;
    expect(shared.check()).toBe('cpu');
  });

  it('lets a starved picture wait past 20 s of the clock, and gives it up for now past the wall limit', () => {
    const { state, check } = machine();
    state.cpuMs = 300;
    state.nowMs = 60_000;
    expect(check()).toBeUndefined();
    state.nowMs = 120_001;
    expect(check()).toBe('wall');
  });
});
