import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY, formatAmount, formatMoney } from '../src/index.ts';

describe('formatMoney', () => {
  it('defaults to KES, en-US grouping, exactly 2 decimals', () => {
    expect(DEFAULT_CURRENCY).toBe('KES');
    expect(formatMoney(1234.5)).toBe('KES 1,234.50');
    expect(formatMoney(0)).toBe('KES 0.00');
    expect(formatMoney(1)).toBe('KES 1.00');
    expect(formatMoney(1234567.891)).toBe('KES 1,234,567.89');
    expect(formatMoney(0.1 + 0.2)).toBe('KES 0.30');
  });

  it('uses a plain space between code and amount (no NBSP)', () => {
    expect(formatMoney(10)).not.toMatch(/\u00a0/);
    expect(formatMoney(10, 'NGN')).toBe('NGN 10.00');
  });

  it('uses en-US symbols for currencies that have one, still with 2 decimals', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(99, 'EUR')).toBe('€99.00');
    expect(formatMoney(1000, 'JPY')).toBe('¥1,000.00');
    expect(formatMoney(5, 'kes')).toBe('KES 5.00');
  });

  it('formats negatives with a leading minus', () => {
    expect(formatMoney(-1234.5)).toBe('-KES 1,234.50');
    expect(formatMoney(-0.5, 'USD')).toBe('-$0.50');
  });

  it('never shows negative zero', () => {
    expect(formatMoney(-0)).toBe('KES 0.00');
    expect(formatMoney(-0.001)).toBe('KES 0.00');
    expect(formatMoney(-0.004, 'USD')).toBe('$0.00');
  });

  it('rounds half away from zero at 2 decimals, on the decimal value', () => {
    expect(formatMoney(1.005)).toBe('KES 1.01');
    expect(formatMoney(-1.005)).toBe('-KES 1.01');
    expect(formatMoney(2.675)).toBe('KES 2.68');
    expect(formatMoney(1.004)).toBe('KES 1.00');
    expect(formatMoney(0.125)).toBe('KES 0.13');
    expect(formatMoney(-0.125)).toBe('-KES 0.13');
    expect(formatMoney(1.995)).toBe('KES 2.00');
    expect(formatMoney(999.995)).toBe('KES 1,000.00');
    expect(formatMoney('10.005')).toBe('KES 10.01');
  });

  it('accepts numeric strings (Postgres NUMERIC arrives as text)', () => {
    expect(formatMoney('1234.5')).toBe('KES 1,234.50');
    expect(formatMoney(' 42 ')).toBe('KES 42.00');
    expect(formatMoney('-7.1')).toBe('-KES 7.10');
    expect(formatMoney('1e3')).toBe('KES 1,000.00');
  });

  it('shows a missing or non-numeric amount as 0', () => {
    expect(formatMoney(undefined)).toBe('KES 0.00');
    expect(formatMoney(null)).toBe('KES 0.00');
    expect(formatMoney(Number.NaN)).toBe('KES 0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('KES 0.00');
    expect(formatMoney('')).toBe('KES 0.00');
    expect(formatMoney('abc')).toBe('KES 0.00');
    expect(formatMoney('12abc')).toBe('KES 0.00');
    expect(formatMoney('1,234.50')).toBe('KES 0.00');
    expect(formatMoney({})).toBe('KES 0.00');
    expect(formatMoney(true)).toBe('KES 0.00');
    expect(formatMoney(Number.NaN, 'USD')).toBe('$0.00');
  });

  it('shows an unsupported or malformed currency as the code followed by the amount', () => {
    expect(formatMoney(1234.5, 'KSHS')).toBe('KSHS 1,234.50');
    expect(formatMoney(1234.5, 'BTC1')).toBe('BTC1 1,234.50');
    expect(formatMoney(-3.456, 'points')).toBe('points -3.46');
    expect(formatMoney(1.005, 'K$')).toBe('K$ 1.01');
    expect(formatMoney('oops', 'XX')).toBe('XX 0.00');
  });

  it('treats a well-formed but unknown ISO code like Intl does: code then amount', () => {
    expect(formatMoney(1234.5, 'XYZ')).toBe('XYZ 1,234.50');
  });

  it('falls back to KES for a missing or blank currency', () => {
    expect(formatMoney(5, undefined)).toBe('KES 5.00');
    expect(formatMoney(5, null)).toBe('KES 5.00');
    expect(formatMoney(5, '')).toBe('KES 5.00');
    expect(formatMoney(5, '  ')).toBe('KES 5.00');
    expect(formatMoney(5, ' usd ')).toBe('$5.00');
  });

  it('handles very large and very small magnitudes', () => {
    expect(formatMoney(1e15)).toBe('KES 1,000,000,000,000,000.00');
    expect(formatMoney(1e-7)).toBe('KES 0.00');
    expect(formatMoney(0.005)).toBe('KES 0.01');
  });
});

describe('formatAmount', () => {
  it('formats without currency', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount('-1.005')).toBe('-1.01');
    expect(formatAmount(undefined)).toBe('0.00');
    expect(formatAmount(-0.001)).toBe('0.00');
  });
});
