import { describe, expect, it } from 'vitest';
import {
  accountUpdateRequestSchema,
  expenseFormFieldsSchema,
  journalEntryCreateRequestSchema,
  ledgerAccountListQuerySchema,
  ledgerAccountUpdateRequestSchema,
} from '../src/index.ts';

const entry = (lines: unknown[]) => ({ journal_entry: { date: '2026-01-31', lines } });
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('manual journal entries', () => {
  it('takes lines with a debit or a credit, a memo and contacts', () => {
    const parsed = journalEntryCreateRequestSchema.parse({
      journal_entry: {
        date: '2026-01-31',
        memo: '  ',
        lines: [
          { ledger_account_id: 1, debit: 10.5, contact_id: 4, description: ' Till ' },
          { ledger_account_id: 2, credit: 10.5, debit: null },
        ],
      },
    });
    expect(parsed.journal_entry.memo).toBeNull();
    expect(parsed.journal_entry.lines[0]).toMatchObject({ debit: 10.5, contact_id: 4, description: 'Till' });
  });

  it('refuses fewer than two lines, both or neither side, and amounts that are not above 0 with 2 decimals', () => {
    expect(
      messages(journalEntryCreateRequestSchema.safeParse(entry([{ ledger_account_id: 1, debit: 1 }]))),
    ).toEqual([['journal_entry.lines', 'A journal entry needs at least 2 lines']]);
    const result = journalEntryCreateRequestSchema.safeParse(
      entry([
        { ledger_account_id: 1, debit: 1, credit: 1 },
        { ledger_account_id: 2 },
        { ledger_account_id: 3, debit: 0 },
        { ledger_account_id: 4, credit: 1.005 },
      ]),
    );
    expect(messages(result)).toEqual([
      ['journal_entry.lines.0.credit', 'A line takes a debit or a credit, not both'],
      ['journal_entry.lines.1.debit', 'A line needs a debit or a credit'],
      ['journal_entry.lines.2.debit', 'Debit must be more than 0'],
      ['journal_entry.lines.3.credit', 'Credit must have at most 2 decimals'],
    ]);
  });
});

describe('chart of accounts and the lock date', () => {
  it('reads the list flags and the changes an account takes', () => {
    expect(ledgerAccountListQuerySchema.parse({ type: 'asset', include_archived: 'true' })).toEqual({
      type: 'asset',
      include_archived: true,
    });
    expect(ledgerAccountListQuerySchema.safeParse({ include_archived: '1' }).success).toBe(false);
    expect(
      messages(ledgerAccountUpdateRequestSchema.safeParse({ ledger_account: { number: '12a' } })),
    ).toEqual([['ledger_account.number', 'Number must be digits only']]);
  });

  it('takes a lock date or null in the account settings', () => {
    expect(accountUpdateRequestSchema.parse({ account: { lock_date: '2026-03-31' } }).account.lock_date).toBe(
      '2026-03-31',
    );
    expect(accountUpdateRequestSchema.parse({ account: { lock_date: null } }).account.lock_date).toBeNull();
    expect(accountUpdateRequestSchema.safeParse({ account: { lock_date: '31/03/2026' } }).success).toBe(
      false,
    );
  });

  it('reads the account an expense was paid from, empty meaning the default', () => {
    const form = {
      expenseType: 'Payment',
      ledger_account_id: '7',
      dated: '2026-03-10',
      totalValue: '10.00',
      vat: 'Exempt',
      description: 'Paper',
    };
    expect(expenseFormFieldsSchema.parse({ ...form, paid_from_account_id: '12' }).paid_from_account_id).toBe(
      12,
    );
    expect(
      expenseFormFieldsSchema.parse({ ...form, paid_from_account_id: '' }).paid_from_account_id,
    ).toBeNull();
    expect(expenseFormFieldsSchema.parse(form).paid_from_account_id).toBeNull();
    expect(expenseFormFieldsSchema.safeParse({ ...form, paid_from_account_id: 'x' }).success).toBe(false);
  });
});
