import { expenseFormFieldsSchema } from '@daftari/contracts';
import { describe, expect, it } from 'vitest';
import { attachmentProblem, EMPTY_EXPENSE, valuesFromExtraction } from '../src/lib/expense-form.ts';
import { extraction } from './fixtures.ts';

const messages = (values: Record<string, unknown>) => {
  // As the form sends them: no currency chosen and no rate typed are left out.
  const { currency, exchange_rate, ...rest } = values;
  const result = expenseFormFieldsSchema.safeParse({
    ...rest,
    ...(currency ? { currency } : {}),
    ...(exchange_rate ? { exchange_rate } : {}),
  });
  if (result.success) return [];
  // The first message of each field, as the form shows it.
  const first = new Map<string, string>();
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!first.has(path)) first.set(path, issue.message);
  }
  return [...first.values()];
};

describe('expense form values', () => {
  it("gives the spec's required messages for every required field", () => {
    expect(messages({ ...EMPTY_EXPENSE, expenseType: '', vat: '', ledger_account_id: '' }).sort()).toEqual(
      [
        'Type is required.',
        'Account is required.',
        'Dated is required.',
        'Total Value is required.',
        'VAT is required.',
        'Description is required.',
      ].sort(),
    );
  });

  it('maps an extraction: date ISO, then dd/MM/yyyy, then generic; VAT rate 0 is Exempt', () => {
    expect(valuesFromExtraction(extraction())).toEqual({
      description: 'Fuel for the delivery van',
      totalValue: '7480.00',
      dated: '2026-03-14',
      receiptReference: 'RCPT-8841',
      ledger_account_id: '11',
      attachmentDescription: 'Total Energies receipt',
      merchantName: 'TotalEnergies Westlands',
      vat: 'Standard',
    });
    const date = (text: string) =>
      valuesFromExtraction(extraction({ metadata: { date: text, transaction_number: null } })).dated;
    expect(date('2026-01-31')).toBe('2026-01-31');
    expect(date('05/04/2026')).toBe('2026-04-05');
    expect(date('April 5, 2026')).toBe('2026-04-05');
    expect(date('not a date')).toBeUndefined();
    const bare = valuesFromExtraction(
      extraction({
        order: { total: null, vat: { rate: 0 }, description: null },
        suggested_account: null,
        merchant: { name: null },
        attachment_description: null,
      }),
    );
    expect(bare).toEqual({
      description: 'Diesel 40L',
      dated: '2026-03-14',
      receiptReference: 'RCPT-8841',
      vat: 'Exempt',
    });
  });

  it('accepts images and PDFs up to 5MB', () => {
    const file = (type: string, size: number) => new File([new Uint8Array(size)], 'f', { type });
    expect(attachmentProblem(file('image/png', 5 * 1024 * 1024))).toBeNull();
    expect(attachmentProblem(file('application/pdf', 5 * 1024 * 1024 + 1))).toMatch(/larger than 5MB/);
    expect(attachmentProblem(file('text/csv', 10))).toMatch(/not an image or a PDF/);
  });
});
