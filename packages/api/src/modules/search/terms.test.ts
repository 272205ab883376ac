import { describe, expect, it } from 'vitest';
import { searchTerms } from './terms.ts';

describe('searchTerms', () => {
  it('reads a document number however it is typed', () => {
    expect(searchTerms('INV-0042').number).toEqual({ letters: 'inv', value: 42 });
    expect(searchTerms('inv 42').number).toEqual({ letters: 'inv', value: 42 });
    expect(searchTerms('0042').number).toEqual({ letters: '', value: 42 });
    expect(searchTerms('Achieng').number).toBeNull();
    expect(searchTerms('INV-0').number).toBeNull();
    expect(searchTerms('99999999999').number).toBeNull();
  });

  it('reads an amount exactly, as the money columns hold it', () => {
    for (const typed of ['12,500', '12500.00', 'KES 12,500', 'ksh 12500', '12500.0', 'Kshs. 12,500.00'])
      expect(searchTerms(typed).amount, typed).toBe('12500.00');
    expect(searchTerms('0.10').amount).toBe('0.10');
    expect(searchTerms('1,234,567.89').amount).toBe('1234567.89');
    for (const typed of ['0042', '12,50', '1.005', '0', 'abc', '1000000000000'])
      expect(searchTerms(typed).amount, typed).toBeNull();
  });

  it('reads a Kenyan mobile number in any spelling as its last nine digits', () => {
    for (const typed of ['0712 345 678', '+254712345678', '254712345678', '0712-345-678'])
      expect(searchTerms(typed).phone, typed).toBe('712345678');
    expect(searchTerms('12345').phone).toBeNull();
  });

  it('reads part of a phone number, six digits at least, as the digits of its last nine', () => {
    for (const [typed, digits] of [
      ['0712 345', '712345'],
      ['712345', '712345'],
      ['+254712', '712'],
      ['254 712 34', '71234'],
      ['(0712) 345-67', '71234567'],
      ['0712 345 678', '712345678'],
    ])
      expect(searchTerms(typed!).phoneDigits, typed).toBe(digits);
    for (const typed of ['0042', '12345', 'INV-000042', '12,500', 'QAB0001234', '+254 7', '07123456789'])
      expect(searchTerms(typed).phoneDigits, typed).toBeNull();
  });

  it('makes LIKE patterns of the text, wildcards escaped, contains from three characters', () => {
    expect(searchTerms('  50%  Off ')).toMatchObject({
      text: '50% off',
      prefix: '50\\% off%',
      contains: '%50\\% off%',
    });
    expect(searchTerms('ab')).toMatchObject({ prefix: 'ab%', contains: null });
  });
});
