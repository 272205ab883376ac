import { describe, expect, it } from 'vitest';
import { formatPercent, percentOf } from '../src/index.ts';

describe('percentOf', () => {
  it('gives one decimal', () => {
    expect(percentOf(50, 200)).toBe('25.0');
    expect(percentOf(1, 3)).toBe('33.3');
    expect(percentOf(2, 3)).toBe('66.7');
    expect(percentOf(200, 200)).toBe('100.0');
    expect(percentOf(0, 200)).toBe('0.0');
  });

  it("is '0.0' when the total is zero, missing or non-numeric", () => {
    expect(percentOf(50, 0)).toBe('0.0');
    expect(percentOf(0, 0)).toBe('0.0');
    expect(percentOf(50, undefined)).toBe('0.0');
    expect(percentOf(50, 'abc')).toBe('0.0');
    expect(percentOf(50, Number.NaN)).toBe('0.0');
  });

  it('treats a missing part as 0 and reads numeric strings', () => {
    expect(percentOf(undefined, 100)).toBe('0.0');
    expect(percentOf('25', '100')).toBe('25.0');
    expect(percentOf('1234.50', '2469')).toBe('50.0');
  });

  it('rounds half away from zero at one decimal', () => {
    expect(percentOf(1, 8)).toBe('12.5');
    expect(percentOf(1, 16)).toBe('6.3'); // 6.25
    expect(percentOf(-1, 16)).toBe('-6.3');
    expect(percentOf(1, 1600)).toBe('0.1'); // 0.0625
    expect(percentOf(1, 3000)).toBe('0.0'); // 0.0333
  });

  it('handles over 100% and negatives without clamping', () => {
    expect(percentOf(300, 200)).toBe('150.0');
    expect(percentOf(-50, 200)).toBe('-25.0');
    expect(percentOf(-1, 30000)).toBe('0.0');
  });
});

describe('formatPercent', () => {
  it('adds a percent sign', () => {
    expect(formatPercent(1, 4)).toBe('25.0%');
    expect(formatPercent(1, 0)).toBe('0.0%');
  });
});
