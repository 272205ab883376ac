import { describe, expect, it } from 'vitest';
import { decimalText, exactCents, fitsMoneyColumn, toScaled } from '../src/decimal.ts';

describe('toScaled', () => {
  it('reads text digit by digit and refuses more decimals than asked for', () => {
    expect(toScaled(' 12.5 ', 2)).toBe(1250n);
    expect(toScaled('-0.001', 3)).toBe(-1n);
    expect(toScaled('1.2300', 2)).toBe(123n);
    expect(() => toScaled('1.234', 2)).toThrow(/more than 2 decimals/);
    expect(() => toScaled('1e3', 2)).toThrow(RangeError);
    expect(() => toScaled('12,50', 2)).toThrow(RangeError);
  });

  it('writes a number with the decimals asked for first', () => {
    expect(toScaled(0.1 + 0.2, 2)).toBe(30n);
    expect(toScaled(19.9999, 4)).toBe(199_999n);
  });
});

describe('decimalText', () => {
  it('writes exactly the decimals a NUMERIC column holds', () => {
    expect(decimalText(16, 2)).toBe('16.00');
    expect(decimalText(2.5, 3)).toBe('2.500');
    expect(decimalText(-0.0001, 4)).toBe('-0.0001');
    expect(decimalText('19.99', 4)).toBe('19.9900');
    expect(decimalText(999_999_999_999.9999, 4)).toBe('999999999999.9999');
  });

  it('agrees with toFixed on numbers that have at most that many decimals', () => {
    for (const value of [0, 1, -1, 0.07, 1.1 * 3, 1234.56, -1234.5, 999_999_999_999.99]) {
      expect(decimalText(value, 2)).toBe(value.toFixed(2));
    }
  });
});

describe('exactCents', () => {
  it('reads decimal text exactly', () => {
    expect(exactCents('1234.56')).toBe(123456n);
    expect(exactCents('1234.560')).toBe(123456n);
    expect(exactCents('-0.01')).toBe(-1n);
    expect(exactCents('999999999999.99')).toBe(99_999_999_999_999n);
  });

  it('reads numbers within float noise of a whole number of cents', () => {
    expect(exactCents(0.1 + 0.2)).toBe(30n);
    expect(exactCents(1.1 * 3)).toBe(330n);
    expect(exactCents(-19.99)).toBe(-1999n);
    for (let cents = 1; cents <= 100_000; cents += 13) expect(exactCents(cents / 100)).toBe(BigInt(cents));
  });

  it('refuses a third decimal instead of rounding, and what is not an amount', () => {
    expect(() => exactCents('1.005')).toThrow(/more than 2 decimals/);
    expect(() => exactCents(1.005)).toThrow(/more than 2 decimals/);
    expect(() => exactCents(0.001)).toThrow(/more than 2 decimals/);
    expect(() => exactCents(Number.NaN)).toThrow(RangeError);
    expect(() => exactCents(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
    expect(() => exactCents('')).toThrow(RangeError);
    expect(() => exactCents('1e3')).toThrow(RangeError);
  });
});

describe('fitsMoneyColumn', () => {
  it('holds amounts below 10^14 cents either way', () => {
    expect(fitsMoneyColumn(0n)).toBe(true);
    expect(fitsMoneyColumn(99_999_999_999_999n)).toBe(true);
    expect(fitsMoneyColumn(-99_999_999_999_999n)).toBe(true);
    expect(fitsMoneyColumn(100_000_000_000_000n)).toBe(false);
    expect(fitsMoneyColumn(-100_000_000_000_000n)).toBe(false);
  });
});
