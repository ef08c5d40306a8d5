import { describe, expect, it } from 'vitest';
import {
  areaPath,
  formatDayLong,
  formatDayShort,
  linePath,
  niceStep,
  niceTicks,
  parseDay,
  scaleLinear,
  seriesSummary,
  xTickIndices,
} from './chart';

describe('niceStep / niceTicks', () => {
  it('rounds steps to 1, 2, 5 times a power of ten, never below 1', () => {
    expect([0, 0.3, 1, 1.5, 3, 7, 12, 45, 260].map(niceStep)).toEqual([1, 1, 1, 2, 5, 10, 20, 50, 500]);
  });

  it('covers the maximum from zero with whole-number ticks', () => {
    expect(niceTicks(17)).toEqual({ top: 20, ticks: [0, 5, 10, 15, 20] });
    expect(niceTicks(4)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceTicks(1234).ticks).toEqual([0, 500, 1000, 1500, 2000]);
    const { top, ticks } = niceTicks(101);
    expect(top).toBeGreaterThanOrEqual(101);
    expect(ticks.every((t) => Number.isInteger(t))).toBe(true);
  });

  it('still draws an axis for an empty or broken series', () => {
    expect(niceTicks(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceTicks(Number.NaN).top).toBe(4);
  });
});

describe('scaleLinear', () => {
  it('maps and inverts, including an inverted range (SVG y grows downwards)', () => {
    const y = scaleLinear([0, 20], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(20)).toBe(0);
    expect(y(5)).toBe(150);
    expect(y.invert(150)).toBe(5);
  });

  it('maps a zero-width domain to the start of the range', () => {
    const x = scaleLinear([0, 0], [40, 300]);
    expect(x(0)).toBe(40);
  });
});

describe('xTickIndices', () => {
  it('labels every day when there is room', () => {
    expect(xTickIndices(5, 8)).toEqual([0, 1, 2, 3, 4]);
  });

  it('spaces labels evenly and always labels the last day', () => {
    const thirty = xTickIndices(30, 6);
    expect(thirty.at(-1)).toBe(29);
    expect(thirty.length).toBeLessThanOrEqual(6);
    const gaps = thirty.slice(1).map((v, i) => v - thirty[i]!);
    expect(new Set(gaps).size).toBe(1);

    const ninety = xTickIndices(90, 4);
    expect(ninety.at(-1)).toBe(89);
    expect(ninety.length).toBeLessThanOrEqual(4);
  });

  it('handles empty series and a single label', () => {
    expect(xTickIndices(0, 5)).toEqual([]);
    expect(xTickIndices(30, 1)).toEqual([29]);
  });
});

describe('paths', () => {
  const points = [
    { x: 0, y: 10 },
    { x: 10.04, y: 5 },
    { x: 20, y: 0 },
  ];
  it('draws a line and a closed area', () => {
    expect(linePath(points)).toBe('M0,10 L10,5 L20,0');
    expect(areaPath(points, 10)).toBe('M0,10 L10,5 L20,0 L20,10 L0,10 Z');
    expect(linePath([])).toBe('');
    expect(areaPath([], 10)).toBe('');
  });
});

describe('seriesSummary', () => {
  it('adds up the period and finds the busiest day', () => {
    const summary = seriesSummary([
      { date: '2025-03-01', views: 2, downloads: 1 },
      { date: '2025-03-02', views: 9, downloads: 12 },
      { date: '2025-03-03', views: 9, downloads: 0 },
    ]);
    expect(summary).toMatchObject({ views: 20, downloads: 13, max: 12 });
    expect(summary.peak?.date).toBe('2025-03-02');
  });

  it('has no peak when nothing happened', () => {
    expect(seriesSummary([{ date: '2025-03-01', views: 0, downloads: 0 }]).peak).toBeNull();
    expect(seriesSummary([]).max).toBe(0);
  });
});

describe('pt-BR day labels', () => {
  it('reads YYYY-MM-DD as a calendar day, whatever the time zone', () => {
    const day = parseDay('2025-03-01');
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2025, 2, 1]);
    expect(formatDayShort('2025-03-01')).toBe('1 mar');
    expect(formatDayShort('2025-12-25')).toBe('25 dez');
    expect(formatDayLong('2025-03-01')).toBe('01/03/2025');
  });
});
