import type { StatementLineMatchRequest } from '@daftari/contracts';
import { centsToDecimal, centsToNumber, formatMoney, toCents } from '@daftari/format';
import { and, eq, inArray } from 'drizzle-orm';
import { billPayments, bills } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';
import { HttpError, invalidField } from '../../../http/errors.ts';
import { applyBillPayment, lockBill } from '../../bills/index.ts';
import { allocate } from './allocate.ts';
import { readInChunks } from './chunks.ts';
import type { LineRow } from './mark.ts';
import { METHOD_OF_ACCOUNT } from './methods.ts';

/** The line (money out) recorded as payments of one vendor's bills, in the order given (Dr 2000 / Cr the account). */
export async function payBills(
  tx: Tx,
  accountId: number,
  number: string,
  line: LineRow,
  request: StatementLineMatchRequest,
) {
  const method = METHOD_OF_ACCOUNT[number] as 'cash' | 'bank_transfer' | 'mpesa' | undefined;
  if (!method) throw new HttpError(422, 'Bills are paid from Cash, Bank or M-Pesa only, for now');
  const lineCents = -toCents(line.amount);
  if (lineCents <= 0n) throw invalidField('kind', 'Money in cannot pay a bill');
  const ids = request.ids.map((id) => (/^[1-9]\d{0,8}$/.test(id) ? Number(id) : 0));
  if (ids.includes(0) || new Set(ids).size !== ids.length) throw invalidField('ids', 'Bill not found');
  const rows = await tx
    .select({ id: bills.id, contactId: bills.contactId })
    .from(bills)
    .where(and(eq(bills.accountId, accountId), inArray(bills.id, ids)));
  if (rows.length !== ids.length) throw invalidField('ids', 'Bill not found');
  if (new Set(rows.map((row) => row.contactId)).size > 1)
    throw invalidField('ids', 'One payment pays the bills of one vendor');
  const locked: Awaited<ReturnType<typeof lockBill>>[] = [];
  for (const id of [...ids].sort((a, b) => a - b)) locked.push(await lockBill(tx, accountId, id));
  const ordered = ids.map((id) => locked.find((bill) => bill.id === id)!);
  const parts = allocate(
    lineCents,
    ordered.map((bill) => toCents(bill.balance)),
    request.amounts,
  );
  const total = parts.reduce((sum, part) => sum + part, 0n);
  if (total !== lineCents) {
    throw invalidField(
      'amounts',
      `The bills take ${formatMoney(centsToDecimal(total))} of the line's ${formatMoney(centsToDecimal(lineCents))}: the amounts must add up to the line`,
    );
  }
  const created: string[] = [];
  for (const [index, bill] of ordered.entries()) {
    if (parts[index] === 0n) continue;
    const paymentId = await applyBillPayment(tx, accountId, bill.id, {
      amount: centsToNumber(parts[index]!),
      paid_on: line.date,
      method,
      reference: created.length === 0 ? line.reference : null,
    });
    created.push(`bill_payment:${paymentId}`);
  }
  return { ids: request.ids, created };
}

/** The bills these bill payments paid, locked in id order (before anything posts). */
export async function lockBillsPaidBy(tx: Tx, accountId: number, paymentIds: number[]): Promise<void> {
  if (paymentIds.length === 0) return;
  const paid = await readInChunks(paymentIds, (chunk) =>
    tx
      .select({ billId: billPayments.billId })
      .from(billPayments)
      .where(and(eq(billPayments.accountId, accountId), inArray(billPayments.id, chunk))),
  );
  for (const billId of [...new Set(paid.map((row) => row.billId))].sort((a, b) => a - b)) {
    await lockBill(tx, accountId, billId);
  }
}
