// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { billRequestBody } from '../src/bills.ts';

const request = {
  bill: {
    contact_id: 3,
    bill_number: 'INV-9',
    issue_date: '2026-03-01',
    due_date: '2026-03-31',
    lines: [{ description: 'Rent', ledger_account_id: 7, quantity: 1, unit_price: 1000 }],
  },
};

describe('bill request bodies', () => {
  it('sends JSON without a file', () => {
    expect(billRequestBody(request)).toEqual({ json: request });
    expect(billRequestBody(request, null)).toEqual({ json: request });
  });

  it('sends multipart with a file: the bill as a JSON string and the file as attachmentFile', () => {
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const body = billRequestBody(request, file);
    if (!('body' in body)) throw new Error('expected multipart');
    expect(JSON.parse(String(body.body.get('bill')))).toEqual(request.bill);
    expect(body.body.get('attachmentFile')).toBeInstanceOf(Blob);
  });
});
