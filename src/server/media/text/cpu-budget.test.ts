import { describe, expect, it } from 'vitest';
import { cpuBudget } from './cpu-budget';

/** A process whose CPU time and clock the test moves. */
function machine(sharers = 1) {
  const state = { cpuMs: 0, nowMs: 0, sharers };
  const check = cpuBudget({
    cpuMs: 20_000,
    wallMs: 120_000,
    sharers: () => state.sharers,
    usage: () => ({ user: state.cpuMs * 1000, system: 0 }),
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

  it('lets a starved picture wait past 20 s of the clock, and gives it up for now past the wall limit', () => {
    const { state, check } = machine();
    state.cpuMs = 300;
    state.nowMs = 60_000;
    expect(check()).toBeUndefined();
    state.nowMs = 120_001;
    expect(check()).toBe('wall');
  });
});
