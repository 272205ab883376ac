import { toCents } from '@daftari/format';
import type { Tx } from '../../../db/transaction.ts';
import {
  type BankLineBooking,
  lockDateOf,
  postBankLine,
  postBankLines,
  systemAccountIds,
} from '../../ledger/index.ts';
import { isMpesaCharge } from './charges.ts';
import { type LineRow, markMatched, markMatchedMany } from './mark.ts';

/** M-Pesa's charge lines on an open day, each with its booking: Dr 6800 Bank charges / Cr the money account. */
async function chargeBookings(tx: Tx, accountId: number, lines: LineRow[]) {
  const charges = lines.filter((line) => isMpesaCharge(line.description, toCents(line.amount)));
  if (charges.length === 0) return [];
  const lockDate = await lockDateOf(tx, accountId);
  const { bankCharges } = await systemAccountIds(tx, accountId, ['bankCharges']);
  return charges
    .filter((line) => !lockDate || line.date > lockDate)
    .map((line): { line: LineRow; booking: BankLineBooking } => ({
      line,
      booking: {
        lineId: line.id,
        date: line.date,
        moneyAccountId: line.ledgerAccountId,
        amountCents: toCents(line.amount),
        counterAccountId: bankCharges,
        contactId: null,
        vat: null,
        memo: `Charge: ${line.description}`,
      },
    }));
}

const feeMatch = (entryId: number) => ({
  kind: 'fee',
  ids: [String(entryId)],
  created: [`entry:${entryId}`],
});

/**
 * M-Pesa's charge lines matched as fees, one line at a time: each posts Dr 6800 Bank charges / Cr the money
 * account on its date. Lines on a locked day are left.
 */
export async function matchCharges(tx: Tx, accountId: number, lines: LineRow[]): Promise<void> {
  for (const { line, booking } of await chargeBookings(tx, accountId, lines)) {
    const entryId = await postBankLine(tx, accountId, booking);
    await markMatched(tx, line.id, feeMatch(entryId));
  }
}

/** matchCharges in a few statements (an import's): the same entries, numbers and matches. */
export async function matchChargesAtOnce(tx: Tx, accountId: number, lines: LineRow[]): Promise<void> {
  const charges = await chargeBookings(tx, accountId, lines);
  const entryIds = await postBankLines(
    tx,
    accountId,
    charges.map((charge) => charge.booking),
  );
  await markMatchedMany(
    tx,
    charges.map(({ line }, index) => ({ lineId: line.id, ...feeMatch(entryIds[index]!) })),
  );
}
