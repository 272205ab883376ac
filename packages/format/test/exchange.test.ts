import { describe, expect, it } from 'vitest';
import { convertCents, rateText, toRateMicros } from '../src/exchange.ts';

describe('exchange rates', () => {
  it('reads a rate to the millionth, from text or a number', () => {
    expect(toRateMicros('129.5')).toBe(129_500_000n);
    expect(toRateMicros(0.034217)).toBe(34_217n);
    expect(toRateMicros('1')).toBe(1_000_000n);
    expect(() => toRateMicros('1.0000001')).toThrow(RangeError);
  });

  it('converts cents once, rounding half away from zero', () => {
    // USD 1,000.00 at 129.50 is KES 129,500.00; at 130.25, KES 130,250.00.
    expect(convertCents(100_000n, toRateMicros('129.5'))).toBe(12_950_000n);
    expect(convertCents(100_000n, toRateMicros('130.25'))).toBe(13_025_000n);
    // 0.01 at 0.5 is half a cent: away from zero on either side.
    expect(convertCents(1n, toRateMicros('0.5'))).toBe(1n);
    expect(convertCents(-1n, toRateMicros('0.5'))).toBe(-1n);
    expect(convertCents(1n, toRateMicros('0.499999'))).toBe(0n);
    // UGX 1,000,000.00 at 0.034217: 34,217.00 exactly.
    expect(convertCents(100_000_000n, toRateMicros('0.034217'))).toBe(3_421_700n);
  });

  it('writes a rate back in its shortest form', () => {
    expect(rateText(129_500_000n)).toBe('129.5');
    expect(rateText(1_000_000n)).toBe('1');
    expect(rateText(34_217n)).toBe('0.034217');
  });
});
