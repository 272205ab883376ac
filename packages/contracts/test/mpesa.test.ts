import { describe, expect, it } from 'vitest';
import { manualPaymentRequestSchema } from '../src/invoices.ts';
import { mpesaChargeRequestSchema } from '../src/mpesa.ts';

const invoiceId = '0b6f3c1e-8d2a-4f5b-9c7e-1a2b3c4d5e6f';

describe('mpesaChargeRequestSchema', () => {
  it('answers the phone in E.164', () => {
    const parsed = mpesaChargeRequestSchema.parse({ invoice_id: invoiceId, phone: '0712 345 678' });
    expect(parsed.phone).toBe('+254712345678');
  });

  it('refuses a number that is not a Kenyan mobile with a clear message', () => {
    const parsed = mpesaChargeRequestSchema.safeParse({ invoice_id: invoiceId, phone: '0812345678' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/Kenyan M-Pesa number/);
  });
});

describe('manual M-Pesa payments', () => {
  const payment = (reference: string | undefined) =>
    manualPaymentRequestSchema.safeParse({
      payment: { amount: 100, paid_on: '2026-11-25', method: 'mpesa', reference },
    });

  it('take the transaction code upper-cased', () => {
    expect(payment('slk4h7r2qx').data?.payment.reference).toBe('SLK4H7R2QX');
  });

  it.each([
    [undefined, 'M-Pesa code is required'],
    ['SLK4H7R2Q', 'M-Pesa code must be the 10 letters and digits of the M-Pesa message'],
    ['SLK4H7R2Q-', 'M-Pesa code must be the 10 letters and digits of the M-Pesa message'],
  ])('refuse %j', (reference, message) => {
    const parsed = payment(reference);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['payment', 'reference'], message });
  });

  it('leave other methods free-form', () => {
    const parsed = manualPaymentRequestSchema.parse({
      payment: { amount: 100, paid_on: '2026-11-25', method: 'cash', reference: 'till 3' },
    });
    expect(parsed.payment.reference).toBe('till 3');
  });
});

describe('bill payments by M-Pesa', () => {
  it('take the reference as the owner notes it, or none', async () => {
    const { billPaymentRequestSchema } = await import('../src/bills.ts');
    for (const reference of [undefined, 'QKL9']) {
      const parsed = billPaymentRequestSchema.parse({
        payment: { amount: 100, paid_on: '2026-11-25', method: 'mpesa', reference },
      });
      expect(parsed.payment.reference ?? null).toBe(reference ?? null);
    }
  });
});
