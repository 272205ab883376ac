import {
  type ChartAccount,
  chartAccountSchema,
  dataEnvelope,
  type JournalEntry,
  journalEntryListSchema,
  journalEntrySchema,
} from '@daftari/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { bearer } from './helpers.ts';

const chartEnvelope = dataEnvelope(z.array(chartAccountSchema));
export const entryEnvelope = dataEnvelope(journalEntrySchema);

/** Requests of the ledger routes for one app, signed in with `token`, answers parsed with the contracts. */
export function ledgerClient(app: FastifyInstance, token: string) {
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const expectStatus = async (response: Promise<{ statusCode: number; body: string }>, status: number) => {
    const answer = await response;
    if (answer.statusCode !== status) {
      throw new Error(`expected ${status}, got ${answer.statusCode}: ${answer.body}`);
    }
    return JSON.parse(answer.body) as unknown;
  };
  return {
    inject,
    /** The chart (archived accounts too), by number. */
    async chart(query = 'include_archived=true'): Promise<Map<string, ChartAccount>> {
      const { data } = chartEnvelope.parse(
        await expectStatus(inject('GET', `/ledger_accounts?${query}`), 200),
      );
      return new Map(data.map((account) => [account.number, account]));
    },
    async entries(query: Record<string, string | number> = {}): Promise<JournalEntry[]> {
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      );
      search.set('per_page', search.get('per_page') ?? '100');
      return journalEntryListSchema.parse(
        await expectStatus(inject('GET', `/journal_entries?${search}`), 200),
      ).data;
    },
    async postEntry(entry: Record<string, unknown>): Promise<JournalEntry> {
      return entryEnvelope.parse(
        await expectStatus(inject('POST', '/journal_entries', { journal_entry: entry }), 201),
      ).data;
    },
    async reverse(id: number, body?: object): Promise<JournalEntry> {
      return entryEnvelope.parse(
        await expectStatus(inject('POST', `/journal_entries/${id}/reverse`, body), 201),
      ).data;
    },
    setLockDate: (lockDate: string | null) =>
      expectStatus(inject('PUT', '/account', { account: { lock_date: lockDate } }), 200),
  };
}

/** Entries of one document, oldest first, as lines `number Dr|Cr amount` (and the contact on AR lines). */
export function describeEntry(entry: JournalEntry): string[] {
  return entry.lines.map(
    (line) =>
      `${line.account_number} ${line.debit > 0 ? `Dr ${line.debit}` : `Cr ${line.credit}`}${line.contact_id ? ` c${line.contact_id}` : ''}`,
  );
}

/** Σ debits and Σ credits over every line of the account (straight from the table), as decimal text. */
export async function trialBalance(db: Db, accountId: number): Promise<{ debit: string; credit: string }> {
  const [row] = rowsOf<{ debit: string; credit: string }>(
    await db.execute(sql`
      select coalesce(sum(debit), 0)::numeric(18, 2)::text as debit,
             coalesce(sum(credit), 0)::numeric(18, 2)::text as credit
      from journal_lines where account_id = ${accountId}`),
  );
  return row!;
}

/**
 * Receivables checked both ways, per contact: the debit balance of 1200 in the ledger and Σ (total − paid −
 * credited) over the sent and paid invoices (a void one owes nothing), as decimals.
 */
export async function receivablesByContact(db: Db, accountId: number) {
  const ledger = rowsOf<{ contact_id: number; balance: string }>(
    await db.execute(sql`
      select l.contact_id, (sum(l.debit) - sum(l.credit))::text as balance
      from journal_lines l join ledger_accounts a on a.id = l.ledger_account_id
      where l.account_id = ${accountId} and a.number = '1200'
      group by l.contact_id having sum(l.debit) - sum(l.credit) <> 0 order by l.contact_id`),
  );
  const documents = rowsOf<{ contact_id: number; balance: string }>(
    await db.execute(sql`
      select contact_id, sum(total - paid_amount - credited_amount)::text as balance from invoices
      where account_id = ${accountId} and status not in ('draft', 'void')
      group by contact_id having sum(total - paid_amount - credited_amount) <> 0 order by contact_id`),
  );
  const shape = (rows: { contact_id: number; balance: string }[]) =>
    rows.map((row) => ({ contact: Number(row.contact_id), balance: Number(row.balance) }));
  return { ledger: shape(ledger), documents: shape(documents) };
}
