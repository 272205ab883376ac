import { describe, expect, it } from 'vitest';
import { readWrittenAmount, readWrittenRate, writtenCurrency } from '../src/written-amounts.ts';

describe('readWrittenAmount', () => {
  it.each([
    ['1,250.00', '1250.00'],
    ['KES 1,250', '1250'],
    ['Ksh1,250.50', '1250.50'],
    ['KSh. 99', '99'],
    ['1250.5', '1250.5'],
    [' 1 250 000.75 ', '1250000.75'],
    ["1'250", '1250'],
    ['1250 KES', '1250'],
    ['$12.00', '12.00'],
    ['.5', '0.5'],
    ['007', '7'],
    ['-15', '-15'],
    ['KES -15.00', '-15.00'],
    ['-KES 15', '-15'],
    ['(15.00)', '-15.00'],
    ['-0.00', '0.00'],
    ['0.123456', '0.123456'],
  ])('reads %j as %j', (cell, decimal) => {
    expect(readWrittenAmount(cell)).toBe(decimal);
  });

  it.each([
    '',
    'abc',
    '1,25',
    '12,50',
    '1.2.3',
    '1e3',
    '--5',
    '(-5)',
    'KES',
    '12 apples',
    'Infinity',
    '0x10',
  ])('refuses %j', (cell) => {
    expect(readWrittenAmount(cell)).toBeNull();
  });
});

describe('writtenCurrency', () => {
  it('names the currency written before or after the amount, upper-cased', () => {
    const cases: [string, string | null][] = [
      ['KES 1,250', 'KES'],
      ['kes1250.50', 'KES'],
      ['Ksh1250', 'KES'],
      ['KSh. 1,250', 'KES'],
      ['USD 100', 'USD'],
      ['100.00 usd', 'USD'],
      ['$15', 'USD'],
      ['-€15', 'EUR'],
      ['(£15.00)', 'GBP'],
      ['UGX -15', 'UGX'],
      ['15 EUR-', 'EUR'],
      ['1,250.00', null],
      ['Sh 100', null],
      ['', null],
      ['n/a', null],
    ];
    for (const [cell, currency] of cases) expect([cell, writtenCurrency(cell)]).toEqual([cell, currency]);
  });
});

describe('readWrittenRate', () => {
  it.each([
    ['', '0'],
    ['16', '16'],
    ['16%', '16'],
    ['16.00 %', '16.00'],
    ['8.5', '8.5'],
    ['VAT (16%)', '16'],
    ['16% VAT on Income', '16'],
    ['Exempt', '0'],
    ['Zero Rated', '0'],
    ['none', '0'],
    ['Exempt Income', '0'],
    ['Zero Rated Income', '0'],
    ['-', '0'],
  ])('reads %j as %j', (cell, rate) => {
    expect(readWrittenRate(cell)).toBe(rate);
  });

  it.each(['VAT', 'Standard', '16%/8%', 'abc%'])('refuses %j', (cell) => {
    expect(readWrittenRate(cell)).toBeNull();
  });
});
