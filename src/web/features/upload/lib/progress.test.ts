// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { apportionProgress } from './progress';

describe('upload progress apportioned across files, in order, by size', () => {
  it('starts at zero and ends with every file complete', () => {
    expect(apportionProgress([100, 300], 0, 500)).toEqual({ files: [0, 0], overall: 0 });
    expect(apportionProgress([100, 300], 500, 500)).toEqual({ files: [1, 1], overall: 1 });
  });

  it('fills the first file before the second', () => {
    // 400 bytes of files in a 500-byte body: half the body is 200 file bytes.
    const half = apportionProgress([100, 300], 250, 500);
    expect(half.overall).toBe(0.5);
    expect(half.files[0]).toBe(1);
    expect(half.files[1]).toBeCloseTo(100 / 300);
  });

  it('weights by size, so a small file finishes early', () => {
    const result = apportionProgress([10, 990], 100, 1000);
    expect(result.files[0]).toBe(1);
    expect(result.files[1]).toBeCloseTo(90 / 990);
  });

  it('never goes past 100% or below 0%', () => {
    expect(apportionProgress([100], 900, 500)).toEqual({ files: [1], overall: 1 });
    expect(apportionProgress([100], -5, 500)).toEqual({ files: [0], overall: 0 });
  });

  it('handles empty files and an unknown total', () => {
    expect(apportionProgress([0, 100], 10, 200).files[0]).toBe(1);
    expect(apportionProgress([100, 200], 50, 0)).toEqual({ files: [0, 0], overall: 0 });
  });
});
