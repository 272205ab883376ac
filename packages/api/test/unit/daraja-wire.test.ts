import { describe, expect, it } from 'vitest';
import {
  darajaPhone,
  nairobiTimestamp,
  stkPassword,
  wholeShillings,
} from '../../src/adapters/daraja/wire.ts';
import { isValidationRequest } from '../../src/modules/mpesa/confirmation.ts';
import { kenyanForms, nationalDigits } from '../../src/modules/mpesa/payer-contact.ts';

const SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';

describe('Daraja wire rules', () => {
  it("computes the STK password of Safaricom's own example", () => {
    // The M-Pesa Express documentation's request: shortcode 174379, timestamp 20210628092408.
    expect(stkPassword('174379', SANDBOX_PASSKEY, '20210628092408')).toBe(
      'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMjEwNjI4MDkyNDA4',
    );
  });

  it("writes the timestamp as yyyyMMddHHmmss on Nairobi's clock (UTC+3, across midnight too)", () => {
    expect(nairobiTimestamp(new Date('2026-03-02T07:00:09.999Z'))).toBe('20260302100009');
    expect(nairobiTimestamp(new Date('2026-12-31T22:30:00Z'))).toBe('20270101013000');
  });

  it('takes phones as 2547… or 2541…, and charges whole shillings rounded up', () => {
    expect(darajaPhone('+254712345678')).toBe('254712345678');
    expect(darajaPhone('+254110123456')).toBe('254110123456');
    expect(() => darajaPhone('+255712345678')).toThrow();
    expect([wholeShillings(119000n), wholeShillings(9950n), wholeShillings(1n)]).toEqual([1190n, 100n, 1n]);
  });

  it('reads a Kenyan number in every spelling, and writes it in every form', () => {
    for (const typed of ['0712 345 678', '+254 712-345-678', '254712345678', '712345678']) {
      expect(nationalDigits(typed), typed).toBe('712345678');
    }
    expect(nationalDigits('0110123456')).toBe('110123456');
    expect(nationalDigits('0812345678')).toBeNull();
    expect(kenyanForms('110123456')).toEqual(['0110123456', '254110123456', '+254110123456', '110123456']);
  });

  it('tells a validation request (blank OrgAccountBalance) from a confirmation', () => {
    expect(isValidationRequest({ TransID: 'X', OrgAccountBalance: '' })).toBe(true);
    expect(isValidationRequest({ TransID: 'X', OrgAccountBalance: null })).toBe(true);
    expect(isValidationRequest({ TransID: 'X', OrgAccountBalance: '49197.00' })).toBe(false);
    expect(isValidationRequest({ TransID: 'X' })).toBe(false);
    expect(isValidationRequest('text')).toBe(false);
  });
});
