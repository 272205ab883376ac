import { describe, expect, it } from 'vitest';
import { includedTaxCents } from '../src/included-tax.ts';

describe('includedTaxCents', () => {
  it('finds the tax inside a tax-inclusive total: total × rate / (100 + rate)', () => {
    expect(includedTaxCents(116_000n, 16)).toBe(16_000n);
    expect(includedTaxCents(10_000n, 16)).toBe(1379n); // 13.793…
    expect(includedTaxCents(10_800n, 8)).toBe(800n);
    expect(includedTaxCents(-116_000n, 16)).toBe(-16_000n);
  });

  it('is 0 at 0 %', () => {
    expect(includedTaxCents(123_456n, 0)).toBe(0n);
  });

  it('rounds the cents half away from zero', () => {
    // 100.50 at 1 %: 10050 × 100 / 10100 = 99.5 cents → 100, and −99.5 → −100.
    expect(includedTaxCents(10_050n, 1)).toBe(100n);
    expect(includedTaxCents(-10_050n, 1)).toBe(-100n);
  });

  it('takes the rate to 2 decimals, half away from zero, as it is written', () => {
    expect(includedTaxCents(100_000n, 16.125)).toBe(includedTaxCents(100_000n, 16.13));
    // 0.285 is 0.28499999999999998 as a binary float; written, it is 0.285 and rounds up to 0.29.
    expect(includedTaxCents(1_000_000n, 0.285)).toBe(includedTaxCents(1_000_000n, 0.29));
    expect(includedTaxCents(1_000_000n, 0.29)).toBe(2892n); // 28.916…
  });
});
