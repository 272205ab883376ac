import fc from 'fast-check';

/**
 * The operations of the books' property test, as plain data fast-check can generate, shrink and print.
 * Dates are day offsets from the test's frozen today (about two years back, two months ahead), so a seed
 * replays the same sequence on any day. Records are named by an index taken modulo the records of that
 * kind that exist when the operation runs (none: the operation does nothing). Some operations are invalid
 * on purpose (an overpayment, an unbalanced entry, a second reversal, a date in the locked period): they must
 * answer 4xx and change nothing.
 */

export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'mpesa', 'other'] as const;
/** Accounts a manual entry may use; 1200 and 2000 lines carry a contact. */
export const JOURNAL_ACCOUNTS = ['1000', '1100', '1200', '1300', '2000', '3000', '4000', '6000'] as const;
export const EXPENSE_ACCOUNTS = ['6000', '6100', '6500'] as const;
export const PAID_FROM_ACCOUNTS = ['1000', '1100', '1300', '2000'] as const;

/** The days an operation's dates spread over, relative to today. */
export const FIRST_DAY = -700;
export const LAST_DAY = 60;

/** Any day of the span, often one near today (where re-postings, dated today, meet the documents' dates). */
const day = fc.oneof(
  { arbitrary: fc.integer({ min: FIRST_DAY, max: LAST_DAY }), weight: 3 },
  { arbitrary: fc.integer({ min: -20, max: LAST_DAY }), weight: 2 },
);
const pick = fc.nat({ max: 99 });
/** Whole cents; at least 1.00 so that no line rounds to zero (every invoice's total stays above 0). */
const cents = (max: number) => fc.integer({ min: 100, max });

export const itemArbitrary = fc.record({
  cents: cents(2_000_000),
  quantity: fc.constantFrom(1, 2, 3, 0.5, 1.25),
  tax_rate: fc.constantFrom(0, 8, 16, 16),
  discount: fc.constantFrom(0, 0, 5, 10, 12.5),
});
export type ItemSpec = typeof itemArbitrary extends fc.Arbitrary<infer T> ? T : never;

export const expenseArbitrary = fc.record({
  type: fc.constantFrom('Payment', 'Payment', 'Refund'),
  account: fc.constantFrom(...EXPENSE_ACCOUNTS),
  paidFrom: fc.constantFrom(...PAID_FROM_ACCOUNTS),
  dated: day,
  cents: cents(1_000_000),
  vat: fc.constantFrom('Standard', 'Exempt'),
});
export type ExpenseSpec = typeof expenseArbitrary extends fc.Arbitrary<infer T> ? T : never;

const journalLine = fc.record({
  account: fc.constantFrom(...JOURNAL_ACCOUNTS),
  cents: cents(500_000),
  debit: fc.boolean(),
});

export const operationArbitrary = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('contact' as const) }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('invoice' as const),
      contact: pick,
      issue: day,
      dueDays: fc.integer({ min: 0, max: 60 }),
      items: fc.array(itemArbitrary, { minLength: 1, maxLength: 3 }),
      send: fc.boolean(),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('send' as const), invoice: pick }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('editItems' as const),
      invoice: pick,
      action: fc.constantFrom('add', 'update', 'delete'),
      item: itemArbitrary,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('editDates' as const),
      invoice: pick,
      issue: day,
      dueDays: fc.integer({ min: 0, max: 60 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('editContact' as const), invoice: pick, contact: pick }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      invoice: pick,
      /** Percent of the balance (100: all of it). */
      share: fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 99 })),
      method: fc.constantFrom(...PAYMENT_METHODS),
      paidOn: day,
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('overpay' as const),
      invoice: pick,
      extraCents: fc.integer({ min: 1, max: 100_000 }),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('deleteInvoice' as const), invoice: pick }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('void' as const), invoice: pick }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('expense' as const), expense: expenseArbitrary }), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant('editExpense' as const),
      target: pick,
      expense: expenseArbitrary,
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('deleteExpense' as const), target: pick }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('journal' as const),
      date: day,
      lines: fc.array(journalLine, { minLength: 1, maxLength: 3 }),
      balanceOn: fc.constantFrom(...JOURNAL_ACCOUNTS),
      contact: pick,
      /** An entry off by one cent: 422, nothing posted. */
      unbalanced: fc.constantFrom(false, false, false, false, true),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('reverse' as const), entry: pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('reverseDocument' as const) }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('bill' as const),
      contact: pick,
      issue: day,
      dueDays: fc.integer({ min: 0, max: 60 }),
      lines: fc.array(fc.record({ account: fc.constantFrom(...EXPENSE_ACCOUNTS), item: itemArbitrary }), {
        minLength: 1,
        maxLength: 3,
      }),
      draft: fc.constantFrom(false, false, false, true),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('payBill' as const),
      bill: pick,
      /** Percent of the balance (100: all of it); above 100 an overpayment, refused. */
      share: fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 99 }), fc.constant(101)),
      method: fc.constantFrom(...PAYMENT_METHODS),
      paidOn: day,
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('voidBill' as const), bill: pick }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('creditNote' as const),
      invoice: pick,
      /** Percent of what the invoice can still be credited (100: all of it); above 100 an over-credit, refused. */
      share: fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 99 }), fc.constant(101)),
      tax_rate: fc.constantFrom(0, 16),
      /** Days after the invoice's issue date; before it (negative), refused. */
      afterIssue: fc.integer({ min: -3, max: 60 }),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      note: pick,
      /** Percent of what is left to refund (100: all of it); above 100 too much, refused. */
      share: fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 99 }), fc.constant(101)),
      method: fc.constantFrom(...PAYMENT_METHODS),
      paidOn: day,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('lock' as const),
      /** Days before today; null clears the lock date. */
      daysBack: fc.option(fc.integer({ min: 1, max: 400 }), { freq: 3 }),
    }),
    weight: 1,
  },
);
export type Operation = typeof operationArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** A sequence of operations, and the past days (offsets below 0) the invariants are checked as of. */
export const sequenceArbitrary = (maxOperations: number) =>
  fc.record({
    operations: fc.array(operationArbitrary, { minLength: 1, maxLength: maxOperations }),
    pastDays: fc.uniqueArray(fc.integer({ min: FIRST_DAY - 20, max: -1 }), { minLength: 2, maxLength: 3 }),
  });

export type Sequence = ReturnType<typeof sequenceArbitrary> extends fc.Arbitrary<infer T> ? T : never;

/** `yyyy-MM-dd` of `offset` days after `today` (calendar arithmetic in UTC). */
export function dayAfter(today: string, offset: number): string {
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + offset)).toISOString().slice(0, 10);
}
