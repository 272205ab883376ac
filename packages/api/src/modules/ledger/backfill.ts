import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { accounts, maintenanceRuns } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { postExpense } from './expense-entries.ts';
import { postInvoice, postPayment } from './invoice-entries.ts';

/** The name under which `maintenance_runs` records that the backfill ran. */
export const LEDGER_BACKFILL = 'ledger_backfill';

/** Documents posted per transaction. */
const CHUNK = 500;

interface UnpostedDocument {
  kind: 'invoice' | 'payment' | 'expense';
  id: string;
}

/**
 * The account's documents that count in the books and have no journal entry: sent and paid invoices,
 * payments, expenses; by date (an invoice before its payments on the same day), so entry numbers follow the
 * calendar.
 */
async function unpostedDocuments(db: Db, accountId: number): Promise<UnpostedDocument[]> {
  const unposted = (kind: string, id: SQL) =>
    sql`not exists (select 1 from journal_entries e where e.account_id = ${accountId} and e.source_type = ${kind} and e.source_id = ${id})`;
  const result = await db.execute(sql`
    select kind, id, date from (
      select 'invoice' as kind, 0 as rank, i.id::text as id, i.issue_date as date from invoices i
       where i.account_id = ${accountId} and i.status <> 'draft' and ${unposted('invoice', sql`i.id::text`)}
      union all
      select 'payment', 1, p.id::text, p.paid_on from payments p
       where p.account_id = ${accountId} and ${unposted('payment', sql`p.id::text`)}
      union all
      select 'expense', 2, x.id::text, x.dated from expenses x
       where x.account_id = ${accountId} and ${unposted('expense', sql`x.id::text`)}
    ) documents
    order by date, rank, id`);
  return rowsOf<UnpostedDocument>(result);
}

/** Posts one document as it stands, once, at its own date (a document with an entry is left alone). */
function postHistorical(tx: Tx, accountId: number, document: UnpostedDocument): Promise<void> {
  const options = { historical: true };
  if (document.kind === 'invoice') return postInvoice(tx, accountId, document.id, options);
  if (document.kind === 'payment') return postPayment(tx, accountId, Number(document.id), options);
  return postExpense(tx, accountId, Number(document.id), options);
}

/**
 * Posts every document that existed before the ledger (sent and paid invoices, payments, expenses) at its own
 * date through the posting rules, so an existing business opens balanced. Runs at start after the migrations;
 * once it has finished, `maintenance_runs` says so and later starts skip it. Safe to run again and from
 * several processes at once: documents are posted in chunks, each transaction first takes the account's
 * entry counter (so concurrent runs take turns) and skips a document that has an entry by then.
 * Answers how many documents it looked at.
 */
export async function backfillLedger(db: Db): Promise<number> {
  const [done] = await db
    .select({ name: maintenanceRuns.name })
    .from(maintenanceRuns)
    .where(eq(maintenanceRuns.name, LEDGER_BACKFILL));
  if (done) return 0;
  let count = 0;
  for (const { id: accountId } of await db
    .select({ id: accounts.id })
    .from(accounts)
    .orderBy(asc(accounts.id))) {
    const documents = await unpostedDocuments(db, accountId);
    for (let start = 0; start < documents.length; start += CHUNK) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into journal_sequences as s (account_id, next_value) values (${accountId}, 1)
          on conflict (account_id) do update set next_value = s.next_value`);
        for (const document of documents.slice(start, start + CHUNK)) {
          await postHistorical(tx, accountId, document);
        }
      });
    }
    count += documents.length;
  }
  await db.insert(maintenanceRuns).values({ name: LEDGER_BACKFILL }).onConflictDoNothing();
  return count;
}
