import { describe, expect, it } from 'vitest';
import { addDays, networkDay } from './network-date';

describe('networkDay', () => {
  it('is the day in São Paulo, not in UTC', () => {
    // 02:30 UTC on 1 December is still 30 November in Brasília (UTC-3).
    expect(networkDay(new Date('2026-12-01T02:30:00Z'))).toBe('2026-11-30');
    expect(networkDay(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
  });
});

describe('addDays', () => {
  it('crosses months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-26', 30)).toBe('2026-12-26');
  });
});
