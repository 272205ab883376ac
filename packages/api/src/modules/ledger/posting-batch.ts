import { centsToDecimal } from '@daftari/format';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { accounts, journalEntries, journalLines, journalSequences } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { takingJournalSequence } from '../../db/write-order.ts';
import { lockedPeriod } from './lock-date.ts';
import { currencyColumns, type NewEntry } from './posting.ts';

/** Entries posted per statement: their lines travel as one JSON parameter, so only its size bounds it. */
const CHUNK = 1_000;

type BatchEntry = Omit<NewEntry, 'accountId' | 'reversalOf'>;

/**
 * Posts many new entries of one business (none a reversal) in order, as that many calls of post() would:
 * the same numbers, ids, dates, memos and lines, each entry's lines in their order; an entry without lines
 * is skipped (null in its place). A date on or before the lock date refuses them all (422), as post() would
 * refuse the first such. One statement a chunk of entries: the account's row read FOR SHARE, the journal
 * sequence moved on by the chunk's count (the last lock of the write, see db/write-order.ts), the entries
 * and their lines inserted in order. Answers each entry's id.
 */
export async function postEntries(
  tx: Tx,
  accountId: number,
  entries: readonly BatchEntry[],
): Promise<(number | null)[]> {
  const ids: (number | null)[] = entries.map(() => null);
  const posted = entries.flatMap((entry, index) => (entry.lines.length > 0 ? [{ entry, index }] : []));
  if (posted.length === 0) return ids;
  takingJournalSequence(tx);
  for (let start = 0; start < posted.length; start += CHUNK) {
    const chunk = posted.slice(start, start + CHUNK);
    const earliest = chunk.map(({ entry }) => entry.date).sort()[0]!;
    const heads = chunk.map(({ entry }, i) => ({
      i,
      date: entry.date,
      memo: entry.memo,
      source_type: entry.sourceType,
      source_id: entry.sourceId,
    }));
    const lines = chunk.flatMap(({ entry }, i) =>
      entry.lines.map((line, position) => {
        const { currency, amountCurrency } = currencyColumns(line);
        return {
          i,
          position,
          ledger_account_id: line.ledgerAccountId,
          contact_id: line.contactId,
          description: line.description,
          debit: centsToDecimal(line.debit),
          credit: centsToDecimal(line.credit),
          vat_rate: line.vatRate,
          currency,
          amount_currency: amountCurrency,
        };
      }),
    );
    const result = await tx.execute(sql`
      with lock as (select lock_date from ${accounts} where id = ${accountId} for share),
      numbered as (
        insert into ${journalSequences} as s (account_id, next_value)
        select ${accountId}, ${chunk.length + 1}::integer from lock
        where lock.lock_date is null or lock.lock_date < ${earliest}::date
        on conflict (account_id) do update set next_value = s.next_value + ${chunk.length}::integer
        returning s.next_value - ${chunk.length}::integer as first
      ),
      entry as (
        insert into ${journalEntries} (account_id, number, date, memo, source_type, source_id)
        select ${accountId}, numbered.first + h.i, h.date, h.memo, h.source_type, h.source_id
        from numbered, jsonb_to_recordset(${JSON.stringify(heads)}::jsonb)
          as h (i integer, date date, memo text, source_type text, source_id text)
        order by h.i
        returning id, number
      ),
      posted as (
        insert into ${journalLines} (account_id, journal_entry_id, ledger_account_id, contact_id, date,
          description, debit, credit, vat_rate, currency, amount_currency)
        select ${accountId}, entry.id, l.ledger_account_id, l.contact_id, entry_date.date, l.description,
          l.debit, l.credit, l.vat_rate, l.currency, l.amount_currency
        from numbered, entry, jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
          as l (i integer, position integer, ledger_account_id integer, contact_id integer, description text,
            debit numeric, credit numeric, vat_rate text, currency text, amount_currency numeric),
          jsonb_to_recordset(${JSON.stringify(heads)}::jsonb) as entry_date (i integer, date date)
        where entry.number = numbered.first + l.i and entry_date.i = l.i
        order by l.i, l.position
      )
      select (select lock_date::text from lock) as lock_date,
        coalesce((select json_agg(entry.id order by entry.number) from entry), '[]'::json) as ids`);
    const [row] = rowsOf<{ lock_date: string | null; ids: (number | string)[] }>(result);
    if (!row || row.ids.length !== chunk.length) {
      if (row?.lock_date) throw lockedPeriod(row.lock_date);
      throw new Error(`journal entries of account ${accountId} were not posted`);
    }
    chunk.forEach(({ index }, i) => {
      ids[index] = Number(row.ids[i]);
    });
  }
  return ids;
}
