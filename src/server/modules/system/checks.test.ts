import { describe, expect, it } from 'vitest';
import { passesWithin } from './checks';

describe('passesWithin', () => {
  it('passes a check that resolves and fails one that throws', async () => {
    expect(await passesWithin(async () => {})).toBe(true);
    expect(
      await passesWithin(async () => {
        throw new Error('unreachable');
      }),
    ).toBe(false);
  });

  it('fails a check that hangs, once the limit passes', async () => {
    expect(await passesWithin(() => new Promise<void>(() => {}), 20)).toBe(false);
  });
});
