import { addDays, centsToDecimal, toCents } from '@daftari/format';
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { bankLines, ledgerAccounts } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';
import { HttpError, invalidField } from '../../../http/errors.ts';
import { assertContact } from '../../contacts/index.ts';
import { type BankLineVat, postBankLine } from '../../ledger/index.ts';
import { lockMoneyAccount } from '../accounts-write.ts';
import { declinedBy, type LineRow, type Matcher, markMatched } from './mark.ts';

/** What a line is booked as by hand (POST /bank_lines/{id}/create) or by a rule. */
export interface Booking {
  kind: 'expense' | 'income' | 'transfer';
  ledgerAccountId: number;
  contactId?: number | null;
  vat?: BankLineVat | null;
  description?: string | null;
}

/** How far apart the two sides of a transfer may be dated. */
export const TRANSFER_DAYS = 7;

/**
 * The account a booking posts against, checked: an expense account of the business for an expense, an income
 * account for income, another money account for a transfer (locked now: before any posting of the write).
 */
export async function checkBookingAccount(tx: Tx, accountId: number, line: LineRow, booking: Booking) {
  const field = 'ledger_account_id';
  if (booking.kind === 'transfer') {
    if (booking.ledgerAccountId === line.ledgerAccountId)
      throw invalidField(field, 'A transfer goes to another money account');
    await lockMoneyAccount(tx, accountId, booking.ledgerAccountId).catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 404
        ? invalidField(field, 'Choose a money account of this business')
        : error;
    });
  } else {
    const [account] = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.id, booking.ledgerAccountId),
          eq(ledgerAccounts.accountId, accountId),
          eq(ledgerAccounts.accountType, booking.kind),
          eq(ledgerAccounts.archived, false),
        ),
      );
    if (!account) throw invalidField(field, `Choose an ${booking.kind} account of this business`);
  }
  if (booking.contactId != null) await assertContact(tx, accountId, booking.contactId);
}

/**
 * The other side of a transfer: an open line of the other money account of the opposite amount, within 7 days
 * of the entry (the nearest first), matched to it, posting nothing.
 */
async function meetOtherSide(
  tx: Tx,
  accountId: number,
  line: LineRow,
  otherAccountId: number,
  entryId: number,
) {
  const [other] = await tx
    .select({ id: bankLines.id })
    .from(bankLines)
    .where(
      and(
        eq(bankLines.accountId, accountId),
        eq(bankLines.ledgerAccountId, otherAccountId),
        inArray(bankLines.status, ['unmatched', 'suggested']),
        isNull(bankLines.reconciledAt),
        eq(bankLines.amount, centsToDecimal(-toCents(line.amount))),
        gte(bankLines.date, addDays(line.date, -TRANSFER_DAYS)),
        lte(bankLines.date, addDays(line.date, TRANSFER_DAYS)),
      ),
    )
    .orderBy(sql`abs(${bankLines.date} - ${line.date}::date)`, asc(bankLines.id))
    .limit(1);
  if (other) await markMatched(tx, other.id, { kind: 'transfer', ids: [String(entryId)] });
}

/**
 * Books a line (its account checked by checkBookingAccount first): posts it through the ledger on the line's
 * date, honouring the lock date, and matches it to the entry; a transfer meets its other side when that is
 * already imported.
 */
export async function bookLine(
  tx: Tx,
  accountId: number,
  line: LineRow,
  booking: Booking,
  by: Matcher,
): Promise<LineRow> {
  const entryId = await postBankLine(tx, accountId, {
    lineId: line.id,
    date: line.date,
    moneyAccountId: line.ledgerAccountId,
    amountCents: toCents(line.amount),
    counterAccountId: booking.ledgerAccountId,
    contactId: booking.contactId ?? null,
    vat: booking.kind === 'transfer' ? null : (booking.vat ?? null),
    memo: booking.description || line.description,
  });
  const matched = await markMatched(
    tx,
    line.id,
    { kind: booking.kind, ids: [String(entryId)], created: [`entry:${entryId}`] },
    by,
    by.auto ? undefined : declinedBy(line, booking.kind, []),
  );
  if (booking.kind === 'transfer') await meetOtherSide(tx, accountId, line, booking.ledgerAccountId, entryId);
  return matched;
}
