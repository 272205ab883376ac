import { describe, expect, it } from 'vitest';
import { centsToDecimal, centsToNumber, divideRounded, toCents, toScaled } from '../src/decimal.ts';
import { lineCents } from '../src/line-amounts.ts';

const line = (
  quantity: number | string,
  unit_price: number | string,
  discount: number | string = 0,
  tax_rate: number | string = 0,
) => {
  const cents = lineCents({ quantity, unit_price, discount, tax_rate });
  return Object.fromEntries(Object.entries(cents).map(([key, value]) => [key, centsToNumber(value)]));
};

describe('lineCents', () => {
  it("gives the contract's example: 1 × 57.48, 10 % discount, 21 % tax = 62.59", () => {
    expect(line(1, 57.48, 10, 21)).toEqual({
      subtotal: 57.48,
      discount_amount: 5.75,
      tax_amount: 10.86,
      total: 62.59,
    });
  });

  it('rounds half a cent away from zero, for charges and credits', () => {
    expect(line(1, 0.005).total).toBe(0.01);
    expect(line(1, -0.005).total).toBe(-0.01);
    expect(line(3, 0.0015).subtotal).toBe(0); // 0.0045
    expect(line(1, 0.0049).subtotal).toBe(0);
  });

  it('keeps credit lines negative through discount and tax', () => {
    expect(line(2, -150.25, 10, 16)).toEqual({
      subtotal: -300.5,
      discount_amount: -30.05,
      tax_amount: -43.27, // 16 % of -270.45 is -43.272
      total: -313.72,
    });
  });

  it('stays exact where binary floats drift', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(line(3, 0.1).total).toBe(0.3);
    expect(line(1.005, 1000).subtotal).toBe(1005);
    expect(line(1, 1.005, 0, 0).subtotal).toBe(1.01); // 1.005 * 1 is 1.00499999... as a float
  });

  it('handles large quantities and prices without losing a cent', () => {
    const { subtotal, total } = lineCents({
      quantity: 999_999_999.999,
      unit_price: 9_999_999.9999,
      discount: 0,
      tax_rate: 16,
    });
    // (1e9 − 0.001) × (1e7 − 0.0001) = 9999999999890000.0000001
    expect(centsToDecimal(subtotal)).toBe('9999999999890000.00');
    expect(centsToDecimal(total)).toBe('11599999999872400.00');
    const odd = lineCents({ quantity: 123_456_789.123, unit_price: 0.0007, discount: 0, tax_rate: 0 });
    expect(centsToDecimal(odd.subtotal)).toBe('86419.75'); // 86419.7523861
  });

  it('takes numeric strings as NUMERIC columns return them', () => {
    // 49.975 → 49.98; 5 % → 2.50; 47.48 × 16 % = 7.5968 → 7.60
    expect(line('2.500', '19.9900', '5.00', '16.00').total).toBe(55.08);
  });

  it('refuses more decimals than a column holds', () => {
    expect(() => lineCents({ quantity: '1.0001', unit_price: 1, discount: 0, tax_rate: 0 })).toThrow(
      RangeError,
    );
    expect(() => toScaled('abc', 2)).toThrow(RangeError);
  });
});

describe('helpers', () => {
  it('divideRounded rounds half away from zero', () => {
    expect(divideRounded(5n, 10n)).toBe(1n);
    expect(divideRounded(-5n, 10n)).toBe(-1n);
    expect(divideRounded(4n, 10n)).toBe(0n);
    expect(divideRounded(-15n, 10n)).toBe(-2n);
  });

  it('centsToDecimal writes two places and the sign', () => {
    expect(centsToDecimal(0n)).toBe('0.00');
    expect(centsToDecimal(-5n)).toBe('-0.05');
    expect(centsToDecimal(123450n)).toBe('1234.50');
  });

  it('toCents reads amounts', () => {
    expect(toCents(1234.5)).toBe(123450n);
    expect(toCents('-0.01')).toBe(-1n);
  });
});
