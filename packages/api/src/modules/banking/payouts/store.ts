import type { StatementSuggestion } from '@daftari/contracts';
import { addDays, centsToDecimal } from '@daftari/format';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { accountCurrency } from '../../../db/account-currency.ts';
import type { Db } from '../../../db/client.ts';
import { bankLines, ledgerAccounts, moneyAccounts, payments, paystackPayouts } from '../../../db/schema.ts';
import { AMOUNTS_TOO_LARGE, type Tx, writeTransaction } from '../../../db/transaction.ts';
import { HttpError, invalidField } from '../../../http/errors.ts';
import { postPaystackPayout } from '../../ledger/index.ts';
import { lockMoneyAccount, saveMoneyAccountDetails } from '../accounts-write.ts';
import {
  MAX_SUGGESTIONS,
  matchPayoutDeposits,
  PAYOUT_DAYS,
  readInChunks,
  storeSuggestions,
} from '../matching/index.ts';

/** A settlement as Paystack's API or its export gives it, amounts in cents. */
export interface PayoutInput {
  settlementId: string;
  status: string;
  currency: string;
  settlementDate: string;
  totalProcessed: bigint | null;
  totalFees: bigint | null;
  totalAmount: bigint;
  effectiveAmount: bigint;
  deductions: bigint | null;
  /** The references of the transactions it settled (API only). */
  references: string[] | null;
}

export const notPaystack = () =>
  new HttpError(422, 'Payouts are read into a Paystack account: choose the Paystack money account');

/**
 * The money account payouts are paid into: the one named (remembered for the next time), else the one
 * remembered, else 1100 Bank. It must be one of the business's money accounts of kind bank (422 otherwise).
 */
async function receivingBank(tx: Tx, accountId: number, paystackId: number, named: number | undefined) {
  if (named !== undefined) return named;
  const [setting] = await tx
    .select({ id: moneyAccounts.payoutAccountId })
    .from(moneyAccounts)
    .where(and(eq(moneyAccounts.ledgerAccountId, paystackId), eq(moneyAccounts.accountId, accountId)));
  if (setting?.id) return setting.id;
  const [bank] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.accountId, accountId), eq(ledgerAccounts.number, '1100')));
  if (!bank) throw invalidField('bank_account_id', 'Name the bank account payouts are paid into');
  return bank.id;
}

/**
 * The Paystack account and the receiving bank locked, in ascending id order (two syncs, or a sync and a
 * statement import into the bank, take turns); answers the bank's id.
 */
async function lockAccounts(tx: Tx, accountId: number, paystackId: number, named: number | undefined) {
  const bankId = await receivingBank(tx, accountId, paystackId, named);
  const kinds = new Map<number, string>();
  for (const id of [...new Set([paystackId, bankId])].sort((a, b) => a - b)) {
    const locked = await lockMoneyAccount(tx, accountId, id).catch((error: unknown) => {
      if (id === bankId && id !== paystackId) throw invalidField('bank_account_id', 'Bank account not found');
      throw error;
    });
    kinds.set(id, locked.kind);
  }
  if (kinds.get(paystackId) !== 'paystack') throw notPaystack();
  if (kinds.get(bankId) !== 'bank')
    throw invalidField('bank_account_id', 'Payouts are paid into a money account of kind bank');
  if (named !== undefined) {
    const [paystack] = await tx
      .select({ number: ledgerAccounts.number })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, paystackId));
    await saveMoneyAccountDetails(tx, accountId, paystackId, paystack!.number, { payoutAccountId: bankId });
  }
  return bankId;
}

/** How many of the references no Paystack payment here records: money 1310 never received. */
async function unrecordedCount(tx: Tx, accountId: number, references: string[] | null) {
  if (references === null) return null;
  const distinct = [...new Set(references)];
  const found = await readInChunks(distinct, (chunk) =>
    tx
      .select({ reference: payments.reference })
      .from(payments)
      .where(
        and(
          eq(payments.accountId, accountId),
          eq(payments.method, 'paystack'),
          inArray(payments.reference, chunk),
        ),
      ),
  );
  return distinct.length - new Set(found.map((row) => row.reference)).size;
}

/** The bank's open deposits near the payouts just posted, matched to them where sure, else suggested. */
async function matchOpenDeposits(tx: Tx, accountId: number, bankId: number, dates: string[]) {
  if (dates.length === 0) return;
  const lines = await tx
    .select()
    .from(bankLines)
    .where(
      and(
        eq(bankLines.accountId, accountId),
        eq(bankLines.ledgerAccountId, bankId),
        inArray(bankLines.status, ['unmatched', 'suggested']),
        isNull(bankLines.reconciledAt),
        gt(bankLines.amount, '0'),
        sql`${bankLines.date} between ${addDays(dates[0]!, -PAYOUT_DAYS)}::date
          and ${addDays(dates.at(-1)!, PAYOUT_DAYS)}::date`,
      ),
    )
    .orderBy(bankLines.date, bankLines.id);
  const { suggestions } = await matchPayoutDeposits(tx, accountId, bankId, lines);
  const byId = new Map(lines.map((line) => [line.id, line]));
  for (const [id, list] of suggestions) {
    const others = (byId.get(id)?.suggestions ?? []) as StatementSuggestion[];
    const all = [...list, ...others].sort((a, b) => b.confidence - a.confidence);
    suggestions.set(id, all.slice(0, MAX_SUGGESTIONS));
  }
  await storeSuggestions(tx, suggestions);
}

/**
 * Posts the settlements not posted yet, all or nothing, in one transaction: each settled one (status
 * `success`, in the business's currency, something paid) Dr the receiving bank / Cr the Paystack account on
 * its settlement date (a locked day: 422, nothing stored), and its deposit on the bank's statement matched.
 * A settlement posted already (same Paystack id), one not settled yet, or in another currency is skipped.
 */
export async function storePayouts(
  db: Db,
  accountId: number,
  paystackId: number,
  named: number | undefined,
  source: 'api' | 'file',
  inputs: PayoutInput[],
): Promise<{ imported: number; skipped: number }> {
  return writeTransaction(db, AMOUNTS_TOO_LARGE, async (tx) => {
    const bankId = await lockAccounts(tx, accountId, paystackId, named);
    const currency = await accountCurrency(tx, accountId);
    const ids = [...new Set(inputs.map((input) => input.settlementId))];
    const known = new Set(
      (
        await readInChunks(ids, (chunk) =>
          tx
            .select({ id: paystackPayouts.settlementId })
            .from(paystackPayouts)
            .where(
              and(eq(paystackPayouts.accountId, accountId), inArray(paystackPayouts.settlementId, chunk)),
            ),
        )
      ).map((row) => row.id),
    );
    const dates: string[] = [];
    const ordered = [...inputs].sort(
      (a, b) =>
        a.settlementDate.localeCompare(b.settlementDate) || a.settlementId.localeCompare(b.settlementId),
    );
    for (const input of ordered) {
      const settled = input.status === 'success' && input.currency === currency && input.effectiveAmount > 0n;
      if (!settled || known.has(input.settlementId)) continue;
      known.add(input.settlementId);
      const entryId = await postPaystackPayout(tx, accountId, {
        settlementId: input.settlementId,
        settlementDate: input.settlementDate,
        amountCents: input.effectiveAmount,
        bankAccountId: bankId,
        clearingAccountId: paystackId,
      });
      const money = (cents: bigint | null) => (cents === null ? null : centsToDecimal(cents));
      await tx.insert(paystackPayouts).values({
        accountId,
        ledgerAccountId: paystackId,
        bankAccountId: bankId,
        settlementId: input.settlementId,
        source,
        status: input.status,
        currency: input.currency,
        settlementDate: input.settlementDate,
        totalProcessed: money(input.totalProcessed),
        totalFees: money(input.totalFees),
        totalAmount: centsToDecimal(input.totalAmount),
        effectiveAmount: centsToDecimal(input.effectiveAmount),
        deductions: money(input.deductions),
        transactions: input.references?.length ?? null,
        unrecordedTransactions: await unrecordedCount(tx, accountId, input.references),
        journalEntryId: entryId,
      });
      dates.push(input.settlementDate);
    }
    await matchOpenDeposits(tx, accountId, bankId, dates.sort());
    return { imported: dates.length, skipped: inputs.length - dates.length };
  });
}
