import { describe, expect, it } from 'vitest';
import { waitWhile } from './wait-while';

describe('waitWhile', () => {
  it('does not wait when nothing is busy', async () => {
    expect(await waitWhile(() => false, { everyMs: 10 })).toBe(0);
  });

  it('waits while busy and goes on once it is not', async () => {
    const answers = [true, true, false, true];
    expect(await waitWhile(() => answers.shift() ?? false, { everyMs: 5 })).toBe(10);
    expect(answers).toEqual([true]);
  });

  it('waits no longer than its bound when busy never ends', async () => {
    let looks = 0;
    const waited = await waitWhile(
      () => {
        looks += 1;
        return true;
      },
      { everyMs: 5, maxMs: 20 },
    );
    expect([waited, looks]).toEqual([20, 4]);
  });
});
