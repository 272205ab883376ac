import { describe, expect, it } from 'vitest';
import { billCreateRequestSchema, billListQuerySchema, billUpdateRequestSchema } from '../src/index.ts';

const line = { description: 'Rent', ledger_account_id: 7, quantity: 1, unit_price: 1000 };
const bill = (fields: Record<string, unknown> = {}) => ({
  bill: {
    contact_id: 3,
    bill_number: ' INV-9 ',
    issue_date: '2026-03-01',
    due_date: '2026-03-31',
    lines: [line],
    ...fields,
  },
});
const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('bill requests', () => {
  it('takes a bill with lines, trimming its number and defaulting the line VAT and discount to 0', () => {
    const parsed = billCreateRequestSchema.parse(bill());
    expect(parsed.bill.bill_number).toBe('INV-9');
    expect(parsed.bill.lines[0]).toEqual({ ...line, tax_rate: 0, discount: 0 });
  });

  it('names the field of each problem', () => {
    expect(problems(billCreateRequestSchema.safeParse(bill({ lines: [] })))).toEqual([
      ['bill.lines', 'Add at least one line'],
    ]);
    expect(
      problems(
        billCreateRequestSchema.safeParse(bill({ lines: [{ ...line, ledger_account_id: undefined }] })),
      ),
    ).toEqual([['bill.lines.0.ledger_account_id', 'Account is required']]);
    expect(problems(billCreateRequestSchema.safeParse(bill({ due_date: '2026-02-01' })))).toEqual([
      ['bill.due_date', 'Due date cannot be before the issue date'],
    ]);
    expect(problems(billUpdateRequestSchema.safeParse({ bill: { due_date: '2026-02-30' } }))).toEqual([
      ['bill.due_date', 'Due date is not a real date'],
    ]);
  });

  it('filters the list by status, overdue included, and refuses an unknown one', () => {
    expect(billListQuerySchema.parse({ status: 'overdue' }).status).toBe('overdue');
    expect(billListQuerySchema.safeParse({ status: 'sent' }).success).toBe(false);
  });
});
