import { EXPENSE_TAX_CATEGORIES, STANDARD_VAT_RATE } from '@daftari/contracts';
import { includedTaxCents } from '@daftari/format';
import type { Posting } from '../documents.ts';
import { memoOf, toPostingLines } from '../posting.ts';
import type { SystemAccountIds } from '../system-accounts.ts';
import { vatRateKey } from '../vat-rates.ts';

/** The system accounts a statement line's booking may post to. */
export const BANK_LINE_ACCOUNTS = ['vatInput', 'vatOutput'] as const;

/** The VAT a line is booked with: Standard 16 % (included in the line), Exempt or Zero. */
export type BankLineVat = 'Standard' | 'Exempt' | 'Zero';

/** A statement line booked against one account of the chart. */
export interface BankLineBooking {
  lineId: number;
  date: string;
  /** The money account the line is on. */
  moneyAccountId: number;
  /** Signed cents: money in positive, out negative. */
  amountCents: bigint;
  /** The other side: an expense or income account, 6800 for a fee, another money account for a transfer. */
  counterAccountId: number;
  contactId: number | null;
  /** Null: no VAT rule applies (fees, transfers). */
  vat: BankLineVat | null;
  memo: string;
}

/**
 * A statement line booked (dated the line's date): Dr the money account the money in / Cr the other account,
 * net of VAT, and Cr 2100 the VAT a standard-rated income includes; money out the mirror, with 1400 taking
 * the VAT of an expense. A fee is Dr 6800 / Cr the money account; a transfer Dr one money account / Cr the
 * other.
 */
export function bankLinePosting(
  booking: BankLineBooking,
  ids: SystemAccountIds<typeof BANK_LINE_ACCOUNTS>,
): Posting {
  const amount = booking.amountCents;
  const rate = booking.vat === 'Standard' ? STANDARD_VAT_RATE : 0;
  const vat = booking.vat === 'Standard' ? includedTaxCents(amount, rate) : 0n;
  const vatRate =
    booking.vat === null ? null : vatRateKey(String(rate), EXPENSE_TAX_CATEGORIES[booking.vat] ?? null);
  return {
    sourceType: 'bank_line',
    sourceId: String(booking.lineId),
    date: booking.date,
    memo: memoOf(booking.memo),
    lines: toPostingLines([
      { ledgerAccountId: booking.moneyAccountId, amount },
      {
        ledgerAccountId: booking.counterAccountId,
        contactId: booking.contactId,
        vatRate,
        amount: -(amount - vat),
      },
      { ledgerAccountId: amount > 0n ? ids.vatOutput : ids.vatInput, vatRate, amount: -vat },
    ]),
  };
}
