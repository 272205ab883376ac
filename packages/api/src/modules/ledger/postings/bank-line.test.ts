import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BankLineBooking, bankLinePosting } from './bank-line.ts';
import { centsArbitrary, cr, dr, expectBalanced } from './test-lines.ts';

const ids = { vatInput: 1400, vatOutput: 2100 };
const MPESA = 1300;
const UTILITIES = 6300;
const SALES = 4000;

const booking = (more: Partial<BankLineBooking> = {}): BankLineBooking => ({
  lineId: 7,
  date: '2026-03-04',
  moneyAccountId: MPESA,
  amountCents: -116000n,
  counterAccountId: UTILITIES,
  contactId: null,
  vat: 'Standard',
  memo: 'KPLC PREPAID',
  ...more,
});

describe('the posting of a statement line', () => {
  it('books money out as an expense net of the VAT it includes, the VAT to 1400', () => {
    const posting = bankLinePosting(booking(), ids);
    expect(posting).toEqual({
      sourceType: 'bank_line',
      sourceId: '7',
      date: '2026-03-04',
      memo: 'KPLC PREPAID',
      lines: [
        cr(MPESA, 116000n),
        dr(UTILITIES, 100000n, { vatRate: '16' }),
        dr(1400, 16000n, { vatRate: '16' }),
      ],
    });
  });

  it('books money in as income, its VAT to 2100, with the contact on the income line', () => {
    const posting = bankLinePosting(
      booking({ amountCents: 58000n, counterAccountId: SALES, contactId: 3 }),
      ids,
    );
    expect(posting.lines).toEqual([
      dr(MPESA, 58000n),
      cr(SALES, 50000n, { vatRate: '16', contactId: 3 }),
      cr(2100, 8000n, { vatRate: '16' }),
    ]);
  });

  it('books a fee or a transfer without VAT, and an exempt or zero-rated line with its key', () => {
    expect(
      bankLinePosting(booking({ amountCents: -2900n, counterAccountId: 6800, vat: null }), ids).lines,
    ).toEqual([cr(MPESA, 2900n), dr(6800, 2900n)]);
    expect(bankLinePosting(booking({ vat: 'Exempt' }), ids).lines).toEqual([
      cr(MPESA, 116000n),
      dr(UTILITIES, 116000n, { vatRate: 'exempt' }),
    ]);
    expect(bankLinePosting(booking({ vat: 'Zero' }), ids).lines).toEqual([
      cr(MPESA, 116000n),
      dr(UTILITIES, 116000n, { vatRate: '0' }),
    ]);
  });

  it('always balances, with the money account moved by exactly the line', () => {
    fc.assert(
      fc.property(
        centsArbitrary,
        fc.boolean(),
        fc.constantFrom('Standard', 'Exempt', 'Zero', null),
        (cents, out, vat) => {
          const amountCents = out ? -cents : cents;
          const posting = bankLinePosting(booking({ amountCents, vat: vat as BankLineBooking['vat'] }), ids);
          expectBalanced(posting);
          const money = posting.lines.filter((line) => line.ledgerAccountId === MPESA);
          expect(money.reduce((sum, line) => sum + line.debit - line.credit, 0n)).toBe(amountCents);
        },
      ),
    );
  });
});
