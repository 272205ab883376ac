import { centsToDecimal } from '@daftari/format';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Posting } from '../documents.ts';
import type { PostingLine } from '../posting.ts';

// What the posting tests share: lines written the way an entry reads (Dr / Cr), and the checks every entry
// passes. The tests give each system account the id of its number (1200 for the receivable), so an expected
// line reads like the chart.

interface LineOptions {
  contactId?: number;
  vatRate?: string;
}

/** A debit line of `cents` on the account with id `ledgerAccountId`. */
export const dr = (ledgerAccountId: number, cents: bigint, options: LineOptions = {}): PostingLine => ({
  ledgerAccountId,
  contactId: options.contactId ?? null,
  description: null,
  debit: cents,
  credit: 0n,
  vatRate: options.vatRate ?? null,
});

/** A credit line of `cents` on the account with id `ledgerAccountId`. */
export const cr = (ledgerAccountId: number, cents: bigint, options: LineOptions = {}): PostingLine => ({
  ...dr(ledgerAccountId, 0n, options),
  credit: cents,
});

/** Debits equal credits, and every line is on exactly one side with more than 0 cents. */
export function expectBalanced(posting: Pick<Posting, 'lines'>): void {
  let balance = 0n;
  for (const line of posting.lines) {
    expect(line.debit > 0n !== line.credit > 0n, `one side of ${JSON.stringify(line, String)}`).toBe(true);
    expect(line.debit >= 0n && line.credit >= 0n).toBe(true);
    balance += line.debit - line.credit;
  }
  expect(balance).toBe(0n);
}

/** The debits of an entry on one account. */
export const debitsOn = (posting: Pick<Posting, 'lines'>, ledgerAccountId: number): bigint =>
  posting.lines
    .filter((line) => line.ledgerAccountId === ledgerAccountId)
    .reduce((sum, line) => sum + line.debit, 0n);

/** The credits of an entry on one account. */
export const creditsOn = (posting: Pick<Posting, 'lines'>, ledgerAccountId: number): bigint =>
  posting.lines
    .filter((line) => line.ledgerAccountId === ledgerAccountId)
    .reduce((sum, line) => sum + line.credit, 0n);

/** Cents as the database answers NUMERIC(14,2) text (`12.30`). */
export const text = (cents: bigint) => centsToDecimal(cents);

/** Any amount NUMERIC(14,2) holds, 0 included, in cents. */
export const centsArbitrary = fc.bigInt({ min: 0n, max: 99_999_999_999_999n });

/** A document line as posting rules read it: an income or expense account, a VAT rate or category, amounts. */
export const itemArbitrary = fc
  .record({
    ledgerAccountId: fc.constantFrom(4000, 4100, 5000),
    vat: fc.constantFrom<[string, string | null]>(
      ['16.00', null],
      ['8.00', null],
      ['12.50', null],
      ['0.00', null],
      ['0.00', 'exempt'],
      ['0.00', 'non_vat'],
    ),
    taxable: centsArbitrary,
    tax: centsArbitrary,
  })
  .map(({ ledgerAccountId, vat: [taxRate, taxCategory], taxable, tax }) => ({
    ledgerAccountId,
    taxRate,
    taxCategory,
    taxable: text(taxable),
    tax: text(tax),
  }));
