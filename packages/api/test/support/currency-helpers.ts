import { toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { signUp } from './helpers.ts';
import { invoiceClient } from './invoice-helpers.ts';

/**
 * A new business for the other-currency tests: its invoice client, a contact, `rate` to add to its rate table
 * and `foreignDraft`, a draft invoice dated 2026-03-02 in `currency` (at the rate given, else the table's)
 * with its lines added.
 */
export async function currencyBusiness(app: FastifyInstance) {
  const { token, data } = await signUp(app);
  const client = invoiceClient(app, token);
  const rate = (currency: string, date: string, value: number) =>
    client.inject('POST', '/exchange_rates', { exchange_rate: { currency, date, rate: value } });
  const contactId = await client.contact();
  const foreignDraft = async (currency: string, lines: Record<string, unknown>[], rateGiven?: number) => {
    const invoice = await client.created({
      contact_id: contactId,
      currency,
      ...(rateGiven === undefined ? {} : { exchange_rate: rateGiven }),
      issue_date: '2026-03-02',
      due_date: '2026-04-01',
    });
    await client.ok(client.addItems(invoice.id, lines));
    return invoice;
  };
  return { token, client, rate, foreignDraft, accountId: data.account.id as number, contactId };
}

/**
 * Per ledger account number: KES (debit-positive cents) and, per `number currency`, the currency amounts.
 * `asOf` bounds the lines' date (left out: every line).
 */
export async function ledgerBalances(db: Db, accountId: number, asOf?: string) {
  const until = asOf ? sql`and l.date <= ${asOf}` : sql``;
  const rows = rowsOf<{ number: string; kes: string; currency: string | null; foreign: string | null }>(
    await db.execute(sql`
      select a.number, sum(l.debit - l.credit)::text as kes, l.currency,
        sum(l.amount_currency)::text as foreign
      from journal_lines l join ledger_accounts a on a.id = l.ledger_account_id
      where l.account_id = ${accountId} ${until} group by a.number, l.currency order by a.number`),
  );
  const kes: Record<string, bigint> = {};
  const foreign: Record<string, bigint> = {};
  for (const row of rows) {
    kes[row.number] = (kes[row.number] ?? 0n) + toCents(row.kes);
    if (row.currency) foreign[`${row.number} ${row.currency}`] = toCents(row.foreign ?? '0');
  }
  return { kes, foreign };
}

/** The sum of every balance: 0 when the books balance. */
export const trialDifference = (kes: Record<string, bigint>) =>
  Object.values(kes).reduce((sum, cents) => sum + cents, 0n);
