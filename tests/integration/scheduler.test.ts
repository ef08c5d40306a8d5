import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';

/** The app's periodic jobs (issue 16's sweeps) end with the app. */
describe("the app's scheduler", () => {
  it('runs a registered job on its timer and stops it when the app closes', async () => {
    const t = await createTestApp({}, { jobs: true });
    let runs = 0;
    let closed = false;
    let ranAfterClose = false;
    t.app.scheduler.every('probe', 20, async () => {
      runs += 1;
      if (closed) ranAfterClose = true;
    });
    for (let i = 0; i < 200 && runs < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(runs).toBeGreaterThanOrEqual(2);
    await t.close();
    closed = true;
    await new Promise((r) => setTimeout(r, 100));
    expect(ranAfterClose).toBe(false);
  });

  it('runs jobs only when asked in tests (the default of createTestApp)', async () => {
    const t = await createTestApp();
    try {
      let runs = 0;
      t.app.scheduler.every('probe', 10, async () => {
        runs += 1;
      });
      await new Promise((r) => setTimeout(r, 100));
      expect(runs).toBe(0);
      await t.app.scheduler.runNow('probe');
      expect(runs).toBe(1);
    } finally {
      await t.close();
    }
  });
});
