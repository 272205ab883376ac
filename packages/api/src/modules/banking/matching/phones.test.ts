import { describe, expect, it } from 'vitest';
import { linePhone, phoneKey, phoneMatches } from './phones.ts';

const narration = (description: string) => linePhone({ counterpartyPhone: null, description });

describe('the payer’s phone on a line', () => {
  it('is the one the statement gives, or else a mobile number written in the details', () => {
    expect(linePhone({ counterpartyPhone: '0712***678', description: 'MPESA C2B 254799000111' })).toBe(
      '0712***678',
    );
    expect(narration('MPESA C2B 600100 254712345678 JANE WANJIRU')).toBe('254712345678');
    expect(narration('MPESA C2B 600100 +254712345678 JANE')).toBe('+254712345678');
    expect(narration('MPESA C2B 600100 0712***678 JANE')).toBe('0712***678');
    expect(narration('TRF FROM 0112345678')).toBe('0112345678');
  });

  it('is no till, paybill, account or longer run of figures', () => {
    expect(narration('MPESA C2B 600100 JANE')).toBeNull();
    expect(narration('RTGS REF 90712345678123')).toBeNull();
    expect(narration('ACC 1071234567800')).toBeNull();
    expect(narration('0712******* JANE')).toBeNull();
  });

  it('is the customer’s when its digits, masked or not, are the customer’s number', () => {
    expect(phoneKey('+254 712 345 678')).toBe('712345678');
    expect(phoneMatches('254712***678', '0712 345 678')).toBe(true);
    expect(phoneMatches('0712***679', '0712 345 678')).toBe(false);
    expect(phoneMatches('+254712345678', '0712345678')).toBe(true);
    expect(phoneMatches('0712345678', null)).toBe(false);
  });
});
