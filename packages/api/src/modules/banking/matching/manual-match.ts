import type { StatementLine, StatementLineMatchRequest } from '@daftari/contracts';
import { addDays, centsToDecimal, formatMoney, toCents } from '@daftari/format';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bankLines, invoices, payments } from '../../../db/schema.ts';
import { type Tx, writeTransaction } from '../../../db/transaction.ts';
import { HttpError, invalidField } from '../../../http/errors.ts';
import { isUuid } from '../../../http/ids.ts';
import { applyPayment, lockInvoices } from '../../invoices/index.ts';
import { postBankLine, systemAccountIds } from '../../ledger/index.ts';
import { lockMoneyAccount } from '../accounts-write.ts';
import { lockLine } from '../line-actions.ts';
import { toStatementLine } from '../lines.ts';
import { allocate } from './allocate.ts';
import { payBills } from './bills.ts';
import { linkExpense, linkJournalEntry } from './link.ts';
import { declinedBy, markMatched } from './mark.ts';
import { METHOD_OF_ACCOUNT, methodsLandingIn } from './methods.ts';

type LineRow = typeof bankLines.$inferSelect;

const notFound = (what: string) => invalidField('ids', `${what} not found`);

/** The last of `ids` naming 2300 Unallocated receipts as the home of what the invoices leave. */
const UNALLOCATED = 'unallocated';

/** The line recorded as payments of one customer's invoices (Dr the money account / Cr 1200 each). */
async function payInvoices(
  tx: Tx,
  accountId: number,
  number: string,
  line: LineRow,
  request: StatementLineMatchRequest,
) {
  const method = METHOD_OF_ACCOUNT[number];
  if (!method)
    throw new HttpError(422, 'Payments of invoices are matched into Cash, Bank or M-Pesa only, for now');
  const lineCents = toCents(line.amount);
  if (lineCents <= 0n) throw invalidField('kind', 'Money out cannot pay an invoice');
  // `…, "unallocated"`: what the invoices do not take goes to 2300 Unallocated receipts.
  const unallocated = request.ids.at(-1) === UNALLOCATED;
  const invoiceIds = unallocated ? request.ids.slice(0, -1) : request.ids;
  if (!invoiceIds.every(isUuid) || new Set(invoiceIds).size !== invoiceIds.length) throw notFound('Invoice');
  await lockInvoices(tx, accountId, invoiceIds).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404 ? notFound('Invoice') : error;
  });
  const rows = await tx
    .select({
      id: invoices.id,
      contactId: invoices.contactId,
      balance: invoices.balance,
      status: invoices.status,
    })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), inArray(invoices.id, invoiceIds)));
  const ordered = invoiceIds.map((id) => rows.find((row) => row.id === id)!);
  if (new Set(ordered.map((row) => row.contactId)).size > 1) {
    throw invalidField('ids', 'One payment pays the invoices of one customer');
  }
  const parts = allocate(
    lineCents,
    ordered.map((row) => toCents(row.balance)),
    request.amounts,
  );
  const total = parts.reduce((sum, part) => sum + part, 0n);
  if (total > lineCents || (total !== lineCents && !unallocated)) {
    throw invalidField(
      'amounts',
      `The invoices take ${formatMoney(centsToDecimal(total))} of the line's ${formatMoney(line.amount)}: the amounts must add up to the line`,
    );
  }
  const created: string[] = [];
  for (const [index, invoice] of ordered.entries()) {
    if (parts[index] === 0n) continue;
    const paymentId = await applyPayment(tx, accountId, invoice.id, {
      amount: centsToDecimal(parts[index]!),
      paidOn: line.date,
      method,
      // Each part carries the line's reference: the first refuses one the business has recorded already.
      reference: line.reference,
      part: created.length > 0,
    });
    created.push(`payment:${paymentId}`);
  }
  if (total < lineCents) {
    const { unallocatedMpesa } = await systemAccountIds(tx, accountId, ['unallocatedMpesa']);
    const entryId = await postBankLine(tx, accountId, {
      lineId: line.id,
      date: line.date,
      moneyAccountId: line.ledgerAccountId,
      amountCents: lineCents - total,
      counterAccountId: unallocatedMpesa,
      contactId: ordered[0]?.contactId ?? null,
      vat: null,
      memo: `Unallocated: ${line.description}`,
    });
    created.push(`entry:${entryId}`);
  }
  return { ids: request.ids, created };
}

/** The line matched to a payment already recorded into this money account, of its amount, within 7 days. */
async function linkPayment(
  tx: Tx,
  accountId: number,
  number: string,
  line: LineRow,
  request: StatementLineMatchRequest,
) {
  const [raw] = request.ids;
  const id = request.ids.length === 1 && /^[1-9]\d{0,9}$/.test(raw!) ? Number(raw) : 0;
  const [payment] = id
    ? await tx
        .select({
          id: payments.id,
          amount: payments.amount,
          paidOn: payments.paidOn,
          method: payments.method,
        })
        .from(payments)
        .where(and(eq(payments.accountId, accountId), eq(payments.id, id)))
    : [];
  if (!payment) throw notFound('Payment');
  if (!methodsLandingIn(number).includes(payment.method as never)) {
    throw invalidField('ids', 'That payment was not made into this account');
  }
  if (toCents(payment.amount) !== toCents(line.amount))
    throw invalidField('ids', 'That payment is not of the line’s amount');
  if (payment.paidOn < addDays(line.date, -7) || payment.paidOn > addDays(line.date, 7)) {
    throw invalidField('ids', 'That payment is more than 7 days from the line');
  }
  const [other] = await tx
    .select({ id: bankLines.id })
    .from(bankLines)
    .where(
      and(
        eq(bankLines.accountId, accountId),
        eq(bankLines.matchKind, 'payment'),
        sql`${bankLines.matchIds} @> ${JSON.stringify([String(payment.id)])}::jsonb`,
      ),
    );
  if (other) throw new HttpError(409, 'That payment is matched to another line already');
  return { ids: [String(payment.id)], created: [] as string[] };
}

/**
 * POST /bank_lines/{id}/match: the line is a payment of invoices (recorded now), or a payment, an expense or a
 * journal entry already in the books.
 * 409 for a line already matched or excluded; 422 when the documents do not fit it; nothing posts then.
 */
export async function matchLine(
  db: Db,
  auth: { accountId: number; userId: number },
  id: number,
  request: StatementLineMatchRequest,
): Promise<StatementLine> {
  const line = await writeTransaction(db, 'The amounts are too large', async (tx) => {
    const current = await lockLine(tx, auth.accountId, id);
    if (current.status === 'matched') throw new HttpError(409, 'This line is matched already');
    if (current.status === 'excluded') throw new HttpError(409, 'This line is excluded: include it first');
    const { number } = await lockMoneyAccount(tx, auth.accountId, current.ledgerAccountId);
    const match =
      request.kind === 'invoice_payment'
        ? await payInvoices(tx, auth.accountId, number, current, request)
        : request.kind === 'bill_payment'
          ? await payBills(tx, auth.accountId, number, current, request)
          : request.kind === 'expense'
            ? await linkExpense(tx, auth.accountId, current, request.ids)
            : request.kind === 'journal_entry'
              ? await linkJournalEntry(tx, auth.accountId, current, request.ids)
              : await linkPayment(tx, auth.accountId, number, current, request);
    const matched = await markMatched(
      tx,
      id,
      { kind: request.kind, ids: match.ids, created: match.created },
      { auto: false, userId: auth.userId },
      declinedBy(current, request.kind, match.ids),
    );
    return matched!;
  });
  return toStatementLine(line);
}
