import type { Revaluation } from '@daftari/contracts';
import { addDays, toCents, toRateMicros } from '@daftari/format';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { journalEntries, journalLines, journalSequences, moneyAccounts } from '../../db/schema.ts';
import { type Tx, writeTransaction } from '../../db/transaction.ts';
import { takingJournalSequence } from '../../db/write-order.ts';
import { HttpError } from '../../http/errors.ts';
import { resolveRate } from '../exchange-rates/index.ts';
import { assertOpenPeriod } from './lock-date.ts';
import { post, reverseEntry } from './posting.ts';
import { type ForeignBalance, REVALUATION_ACCOUNTS, revaluationPosting } from './postings/revaluation.ts';
import { getJournalEntry } from './queries.ts';
import { systemAccountIds } from './system-accounts.ts';

/** The monetary system accounts: receivables, payables and the money accounts without a row of their own. */
const MONETARY = ['receivable', 'payable', 'cash', 'bank', 'mpesa', 'paystackClearing'] as const;

/**
 * The journal sequence, locked before the balances are read: no posting of the business runs between that
 * read and the revaluation's entry. The revaluation locks no document nor contact (it changes none), so it
 * starts at the last step of the write order (db/write-order.ts). The upsert leaves the counter as it was.
 */
async function lockJournal(tx: Tx, accountId: number): Promise<void> {
  takingJournalSequence(tx);
  await tx.execute(sql`
    insert into ${journalSequences} as s (account_id, next_value) values (${accountId}, 1)
    on conflict (account_id) do update set next_value = s.next_value`);
}

/** Per monetary account, contact and currency: what the ledger holds in another currency as of `asOf`. */
async function foreignBalances(tx: Tx, accountId: number, asOf: string): Promise<ForeignBalance[]> {
  const system = Object.values(await systemAccountIds(tx, accountId, MONETARY));
  const result = await tx.execute(sql`
    select l.ledger_account_id as "ledgerAccountId", l.contact_id as "contactId", l.currency,
      sum(l.amount_currency)::text as foreign, sum(l.debit - l.credit)::text as books
    from ${journalLines} l
    where l.account_id = ${accountId} and l.currency is not null and l.date <= ${asOf}::date
      and (l.ledger_account_id = any(${`{${system.join(',')}}`}::int[])
        or l.ledger_account_id in (select m.ledger_account_id from ${moneyAccounts} m
          where m.account_id = ${accountId}))
    group by l.ledger_account_id, l.contact_id, l.currency
    order by l.ledger_account_id, l.contact_id nulls first, l.currency`);
  return rowsOf<{
    ledgerAccountId: number;
    contactId: number | null;
    currency: string;
    foreign: string;
    books: string;
  }>(result).map((row) => ({
    ledgerAccountId: Number(row.ledgerAccountId),
    contactId: row.contactId === null ? null : Number(row.contactId),
    currency: row.currency,
    foreign: toCents(row.foreign),
    books: toCents(row.books),
  }));
}

/** 409 when the books were revalued at `asOf` already (its entry, reversed the next day, still stands). */
async function assertNotRevalued(tx: Tx, accountId: number, asOf: string): Promise<void> {
  const [found] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.accountId, accountId),
        eq(journalEntries.sourceType, 'revaluation'),
        eq(journalEntries.sourceId, asOf),
        isNull(journalEntries.reversalOf),
      ),
    )
    .limit(1);
  if (found) throw new HttpError(409, `The books were already revalued at ${asOf}`);
}

/**
 * POST /ledger/revaluations: the open foreign receivables, payables and money accounts revalued at the rate
 * table's rates of `asOf` (its latest on or before that day; a currency without one: 422 under `as_of`), the
 * unrealised difference posted dated `asOf` and reversed the next day. Both dates must be open (422 under
 * the lock date, as every posting).
 */
export async function revalue(db: Db, accountId: number, asOf: string): Promise<Revaluation> {
  const posted = await writeTransaction(db, 'The amounts are too large to revalue', async (tx) => {
    // The account's row FOR SHARE (the lock date), then the sequence: the order post() takes them in.
    await assertOpenPeriod(tx, accountId, asOf);
    await lockJournal(tx, accountId);
    await assertNotRevalued(tx, accountId, asOf);
    const balances = await foreignBalances(tx, accountId, asOf);
    const rates = new Map<string, bigint>();
    for (const currency of new Set(balances.map((balance) => balance.currency))) {
      const { exchangeRate } = await resolveRate(tx, accountId, { currency, date: asOf }, 'as_of');
      rates.set(currency, toRateMicros(exchangeRate));
    }
    const ids = await systemAccountIds(tx, accountId, REVALUATION_ACCOUNTS);
    const entry = await post(tx, { accountId, ...revaluationPosting(asOf, balances, rates, ids) });
    if (entry === null) return null;
    return { entry, reversal: await reverseEntry(tx, accountId, entry, addDays(asOf, 1)) };
  });
  if (!posted) return { entry: null, reversal: null };
  return {
    entry: await getJournalEntry(db, accountId, posted.entry),
    reversal: await getJournalEntry(db, accountId, posted.reversal),
  };
}
