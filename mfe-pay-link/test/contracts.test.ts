import {
  initializePaystackRequestSchema,
  initializePaystackResultSchema,
  paymentVerificationSchema,
} from '@daftari/contracts';
import { describe, expect, it } from 'vitest';
import { INVOICE_ID, invoice } from './api-mock.ts';

describe('payment contracts', () => {
  it('initialize_paystack takes an invoice uuid', () => {
    expect(initializePaystackRequestSchema.safeParse({ invoice_id: INVOICE_ID }).success).toBe(true);
    expect(initializePaystackRequestSchema.safeParse({ invoice_id: '42' }).success).toBe(false);
  });

  it('initialize_paystack answers with an http(s) checkout URL and a reference', () => {
    const ok = { authorization_url: 'https://checkout.paystack.com/abc', reference: 'DFT-1' };
    expect(initializePaystackResultSchema.parse(ok)).toEqual(ok);
    for (const authorization_url of ['javascript:alert(1)', 'data:text/html,x', 'not a url']) {
      expect(initializePaystackResultSchema.safeParse({ ...ok, authorization_url }).success).toBe(false);
    }
    expect(initializePaystackResultSchema.safeParse({ ...ok, reference: '' }).success).toBe(false);
  });

  it('a verification carries one of four statuses and the invoice', () => {
    for (const status of ['success', 'failed', 'abandoned', 'pending']) {
      expect(
        paymentVerificationSchema.safeParse({ reference: 'r', status, invoice: invoice() }).success,
      ).toBe(true);
    }
    expect(
      paymentVerificationSchema.safeParse({ reference: 'r', status: 'reversed', invoice: invoice() }).success,
    ).toBe(false);
  });
});
