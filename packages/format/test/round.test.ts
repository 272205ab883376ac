import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero, toAmount } from '../src/index.ts';

describe('roundHalfAwayFromZero', () => {
  it('rounds ties away from zero in both directions', () => {
    expect(roundHalfAwayFromZero(0.5, 0)).toBe(1);
    expect(roundHalfAwayFromZero(-0.5, 0)).toBe(-1);
    expect(roundHalfAwayFromZero(2.5, 0)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5, 0)).toBe(-3);
    expect(roundHalfAwayFromZero(1.005, 2)).toBe(1.01);
    expect(roundHalfAwayFromZero(-1.005, 2)).toBe(-1.01);
    expect(roundHalfAwayFromZero(1.45, 1)).toBe(1.5);
    expect(roundHalfAwayFromZero(-1.45, 1)).toBe(-1.5);
  });

  it('defaults to 2 decimals and leaves exact values alone', () => {
    expect(roundHalfAwayFromZero(1.2345)).toBe(1.23);
    expect(roundHalfAwayFromZero(10)).toBe(10);
    expect(roundHalfAwayFromZero(0.1 + 0.2)).toBe(0.3);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.001, 2), 0)).toBe(true);
    expect(Object.is(roundHalfAwayFromZero(-0, 2), 0)).toBe(true);
  });

  it('passes non-finite values through and copes with exponent notation', () => {
    expect(roundHalfAwayFromZero(Number.NaN)).toBeNaN();
    expect(roundHalfAwayFromZero(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(roundHalfAwayFromZero(1e21)).toBe(1e21);
    expect(roundHalfAwayFromZero(-1e21)).toBe(-1e21);
    expect(roundHalfAwayFromZero(1e-9)).toBe(0);
    expect(roundHalfAwayFromZero(-5e-7, 2)).toBe(0);
  });
});

describe('toAmount', () => {
  it('reads numbers and numeric strings, everything else is 0', () => {
    expect(toAmount(3.5)).toBe(3.5);
    expect(toAmount('3.5')).toBe(3.5);
    expect(toAmount(' -2 ')).toBe(-2);
    expect(toAmount(10n)).toBe(10);
    expect(toAmount('')).toBe(0);
    expect(toAmount('x')).toBe(0);
    expect(toAmount(null)).toBe(0);
    expect(toAmount(undefined)).toBe(0);
    expect(toAmount(Number.NaN)).toBe(0);
    expect(toAmount(Number.NEGATIVE_INFINITY)).toBe(0);
    expect(toAmount([1])).toBe(0);
  });
});
