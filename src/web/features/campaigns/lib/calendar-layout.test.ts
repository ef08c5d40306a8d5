import { describe, expect, it } from 'vitest';
import { isMonthKey, monthLayout, shiftMonth } from './calendar-layout';

const campaign = (id: string, startsOn: string, endsOn: string) => ({ id, startsOn, endsOn });

describe('monthLayout', () => {
  it('draws whole weeks from Sunday, the days around the month outside it', () => {
    // 1 November 2026 is a Sunday; 30 November a Monday.
    const november = monthLayout('2026-11', [], '2026-11-20');
    expect(november.firstDay).toBe('2026-11-01');
    expect(november.lastDay).toBe('2026-11-30');
    expect(november.weeks).toHaveLength(5);
    expect(november.weeks[0]!.days[0]).toMatchObject({ day: '2026-11-01', dayOfMonth: 1, inMonth: true });
    expect(november.weeks[4]!.days.map((d) => d.day)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(november.weeks[4]!.days.map((d) => d.inMonth)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(november.weeks.flatMap((w) => w.days).filter((d) => d.isToday)).toEqual([
      expect.objectContaining({ day: '2026-11-20' }),
    ]);

    // 1 December 2026 is a Tuesday: the first week starts on Sunday 29 November.
    const december = monthLayout('2026-12', [], '2026-11-20');
    expect(december.weeks[0]!.days[0]).toMatchObject({ day: '2026-11-29', inMonth: false });
    expect(december.weeks[0]!.days[2]).toMatchObject({ day: '2026-12-01', inMonth: true });
    expect(december.weeks.flatMap((w) => w.days).some((d) => d.isToday)).toBe(false);
    // February 2026 starts on a Sunday and fills exactly four weeks.
    expect(monthLayout('2026-02', [], '2026-11-20').weeks).toHaveLength(4);
  });

  it('splits a campaign into one bar per week, cut at the month edges, with its continuations', () => {
    const natal = campaign('natal', '2026-11-25', '2026-12-05');
    const november = monthLayout('2026-11', [natal], '2026-11-20');
    const bars = november.weeks.map((w) =>
      w.bars.map(({ column, span, continuesBefore, continuesAfter, first }) => ({
        column,
        span,
        continuesBefore,
        continuesAfter,
        first,
      })),
    );
    expect(bars[3]).toEqual([
      { column: 3, span: 4, continuesBefore: false, continuesAfter: true, first: true },
    ]);
    // The last week ends with November: the bar stops on Monday 30 and goes on into December.
    expect(bars[4]).toEqual([
      { column: 0, span: 2, continuesBefore: true, continuesAfter: true, first: false },
    ]);

    const december = monthLayout('2026-12', [natal], '2026-11-20');
    expect(december.weeks[0]!.bars).toEqual([
      expect.objectContaining({
        column: 2,
        span: 5,
        continuesBefore: true,
        continuesAfter: false,
        first: true,
      }),
    ]);
    expect(december.weeks.slice(1).every((w) => w.bars.length === 0)).toBe(true);
  });

  it('stacks overlapping bars in rows and reuses a row once it is free', () => {
    const layout = monthLayout(
      '2026-11',
      [
        campaign('long', '2026-11-02', '2026-11-07'),
        campaign('short', '2026-11-03', '2026-11-04'),
        campaign('later', '2026-11-05', '2026-11-06'),
        campaign('other-week', '2026-11-10', '2026-11-10'),
      ],
      '2026-11-20',
    );
    // 1 November 2026 is a Sunday: the first week is 1..7.
    const week = layout.weeks[0]!;
    expect(week.lanes).toBe(2);
    expect(week.bars.map((b) => [b.item.id, b.lane])).toEqual([
      ['long', 0],
      ['short', 1],
      ['later', 1],
    ]);
    expect(layout.weeks[1]!.bars.map((b) => [b.item.id, b.column, b.span, b.lane])).toEqual([
      ['other-week', 2, 1, 0],
    ]);
    expect(layout.weeks[2]!.lanes).toBe(0);
  });

  it('leaves out campaigns outside the month', () => {
    const layout = monthLayout('2026-11', [campaign('out', '2026-12-02', '2026-12-03')], '2026-11-20');
    expect(layout.weeks.flatMap((w) => w.bars)).toEqual([]);
  });
});

describe('months', () => {
  it('moves across years and checks the URL form', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(isMonthKey('2026-11')).toBe(true);
    expect(isMonthKey('2026-13')).toBe(false);
    expect(isMonthKey('novembro')).toBe(false);
  });
});
