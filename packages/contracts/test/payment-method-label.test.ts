import { describe, expect, it } from 'vitest';
import { paymentMethodLabel } from '../src/index.ts';

describe('paymentMethodLabel', () => {
  it('names a Paystack payment by how it was made', () => {
    expect(paymentMethodLabel({ method: 'paystack', channel: 'mobile_money' })).toBe('M-Pesa (Paystack)');
    expect(paymentMethodLabel({ method: 'paystack', channel: 'card' })).toBe('Card (Paystack)');
    expect(paymentMethodLabel({ method: 'paystack', channel: 'bank' })).toBe('Bank (Paystack)');
    expect(paymentMethodLabel({ method: 'paystack', channel: 'qr' })).toBe('Paystack');
    expect(paymentMethodLabel({ method: 'paystack', channel: null })).toBe('Paystack');
    expect(paymentMethodLabel({ method: 'paystack' })).toBe('Paystack');
  });

  it('names the methods recorded by hand', () => {
    expect(
      ['cash', 'mpesa', 'bank_transfer', 'other'].map((method) => paymentMethodLabel({ method })),
    ).toEqual(['Cash', 'M-Pesa', 'Bank transfer', 'Other']);
    // A channel means nothing outside Paystack.
    expect(paymentMethodLabel({ method: 'mpesa', channel: 'card' })).toBe('M-Pesa');
  });
});
