import { centsToDecimal, toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { accountMovements, monthlyMovements, openItemsAsOf } from '../../src/modules/ledger/balances.ts';
import { bearer, multipartBody } from './helpers.ts';
import { invoiceClient, line, mpesaCode } from './invoice-helpers.ts';
import { ledgerClient } from './ledger-helpers.ts';

/**
 * What is still open on a control account (1200 receivables, 2000 payables) as of a date, item by item: the
 * lines of a document and of what settled it (an invoice and its payments) make one item with the document's
 * due date; a line no document posted (a manual entry, an opening balance) is an item of its own, due on its
 * date. Only items with a non-zero balance (debit-positive cents).
 */
interface OpenItem {
  contactId: number | null;
  /** The invoice (or bill) the item belongs to; null for a line no document posted. */
  documentId: string | null;
  documentNumber: string | null;
  dueDate: string;
  balance: bigint;
}

/** The open items of system account 1200 or 2000 (any other account: an error, the database keeps no items). */
async function openItems(
  db: Db,
  accountId: number,
  controlAccountId: number,
  asOf: string,
): Promise<OpenItem[]> {
  const tracked = await db.execute(sql`
    select 1 from ledger_accounts
    where id = ${controlAccountId} and account_id = ${accountId} and system and number in ('1200', '2000')`);
  if (rowsOf(tracked).length === 0)
    throw new Error(`ledger account ${controlAccountId} is not a control account of account ${accountId}`);
  const result = await db.execute(sql`
    select contact_id, document_id, document_number, due_date::text as due_date, balance::text as balance
    from (${openItemsAsOf(accountId, controlAccountId, asOf)}) items`);
  return rowsOf<{
    contact_id: number | null;
    document_id: string | null;
    document_number: string | null;
    due_date: string;
    balance: string;
  }>(result).map((row) => ({
    contactId: row.contact_id === null ? null : Number(row.contact_id),
    documentId: row.document_id,
    documentNumber: row.document_number,
    dueDate: row.due_date,
    balance: toCents(row.balance),
  }));
}

/** A small deterministic generator, so a failure replays the same sequence. */
export function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    amount: (max: number) => (Math.floor(next() * max * 100) + 1) / 100,
    /** A day of 2025 or 2026, `yyyy-MM-dd`. */
    date: () =>
      new Date(Date.UTC(2025, 0, 1) + Math.floor(next() * 730) * 86_400_000).toISOString().slice(0, 10),
  };
}

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Posts a random mix through the API, as a business would: invoices sent at dates over two years with due
 * dates, partial and full payments by every method, edits of sent invoices (a new contact or date: a
 * reversal and a new entry) or a new due date alone, expenses and refunds, manual entries on receivables and payables with and
 * without a contact, some reversed; credit notes on sent invoices.
 */
export async function postRandomMix(
  app: FastifyInstance,
  db: Db,
  owner: { token: string; accountId: number },
  seed: number,
  steps: number,
) {
  const { token } = owner;
  const invoices = invoiceClient(app, token);
  const ledger = ledgerClient(app, token);
  const chart = await ledgerAccountIds(db, owner.accountId);
  const id = (number: string) => chart.get(number)!;
  const contacts = [
    await invoices.contact(),
    await invoices.contact({ first_name: 'Baraka' }),
    await invoices.contact({ first_name: 'Chege' }),
    await invoices.contact({ first_name: 'Dama' }),
  ];
  const random = generator(seed);
  const sent: { id: string; issued: string }[] = [];
  const operations: (() => Promise<void>)[] = [
    async () => {
      const issued = random.date();
      const invoice = await invoices.created({
        contact_id: random.pick(contacts),
        issue_date: issued,
        due_date: plusDays(issued, random.pick([0, 14, 30, 60])),
      });
      const lines = [
        line({
          unit_price: random.amount(900),
          tax_rate: random.pick([0, 8, 16]),
          discount: random.pick([0, 10]),
        }),
        line({ unit_price: random.amount(300), tax_rate: 16 }),
      ];
      await invoices.ok(invoices.addItems(invoice.id, lines));
      if (random.pick([true, true, true, false])) {
        await invoices.ok(invoices.update(invoice.id, { status: 'sent' }));
        sent.push({ id: invoice.id, issued });
      }
    },
    async () => {
      const invoice = sent.length ? random.pick(sent) : null;
      if (!invoice) return;
      const current = await invoices.ok(invoices.get(invoice.id));
      if (current.status === 'paid' || current.balance <= 0) return;
      const amount = random.pick([current.balance, Math.min(current.balance, random.amount(400))]);
      const method = random.pick(['cash', 'mpesa', 'bank_transfer', 'other']);
      const paidOn = plusDays(invoice.issued, random.pick([0, 3, 20, 45, 100]));
      await invoices.ok(
        invoices.pay(invoice.id, {
          amount,
          paid_on: paidOn,
          method,
          reference: method === 'mpesa' ? mpesaCode() : null,
        }),
        201,
      );
    },
    async () => {
      const invoice = sent.length ? random.pick(sent) : null;
      if (!invoice) return;
      const current = await invoices.ok(invoices.get(invoice.id));
      if (current.status === 'paid' || current.paid_amount > 0 || (current.credited_amount ?? 0) > 0) return;
      const change = random.pick(['contact', 'due date', 'dates'] as const);
      if (change === 'contact') {
        await invoices.ok(invoices.update(invoice.id, { contact_id: random.pick(contacts) }));
      } else if (change === 'due date') {
        const dueDate = plusDays(invoice.issued, random.pick([7, 45, 90]));
        await invoices.ok(invoices.update(invoice.id, { due_date: dueDate }));
      } else {
        const issued = random.date();
        await invoices.ok(
          invoices.update(invoice.id, { issue_date: issued, due_date: plusDays(issued, 30) }),
        );
        invoice.issued = issued;
      }
    },
    async () => {
      // A credit note of up to what the invoice can still be credited: applied to its balance, the rest 2200.
      const invoice = sent.length ? random.pick(sent) : null;
      if (!invoice) return;
      const current = await invoices.ok(invoices.get(invoice.id));
      const credited = (current.credit_notes ?? []).reduce((sum, note) => sum + toCents(note.total), 0n);
      const room = toCents(current.total) - credited;
      if (room <= 0n) return;
      const amount = Math.min(Number(centsToDecimal(room)), random.amount(400));
      const response = await app.inject({
        method: 'POST',
        url: '/api/credit_notes',
        headers: bearer(token),
        payload: {
          credit_note: {
            invoice_id: invoice.id,
            issue_date: plusDays(invoice.issued, random.pick([0, 10, 40])),
            reason: 'Returned',
            items: [line({ unit_price: amount })],
          },
        },
      });
      if (response.statusCode !== 201)
        throw new Error(`credit note: ${response.statusCode} ${response.body}`);
    },
    async () => {
      const { payload, headers } = multipartBody(
        Object.entries({
          expenseType: random.pick(['Payment', 'Payment', 'Refund']),
          ledger_account_id: String(id(random.pick(['6000', '6100', '6500']))),
          paid_from_account_id: String(id(random.pick(['1000', '1100', '1300', '2000']))),
          dated: random.date(),
          totalValue: random.amount(5000).toFixed(2),
          vat: random.pick(['Standard', 'Exempt']),
          description: 'Mixed',
        }).map(([name, content]) => ({ name, content })),
      );
      const response = await app.inject({
        method: 'POST',
        url: '/api/expenses',
        payload,
        headers: { ...headers, ...bearer(token) },
      });
      expect(response.statusCode, response.body).toBe(201);
    },
    async () => {
      const amount = random.amount(2000);
      const control = random.pick(['1200', '2000']);
      const contactId = random.pick([null, ...contacts]);
      const [side, other] = random.pick([
        ['debit', 'credit'],
        ['credit', 'debit'],
      ] as const);
      const date = random.date();
      const entry = await ledger.postEntry({
        date,
        lines: [
          { ledger_account_id: id(control), contact_id: contactId, [side]: amount },
          { ledger_account_id: id('3000'), [other]: amount },
        ],
      });
      if (random.pick([true, false, false]))
        await ledger.reverse(entry.id, { date: plusDays(date, random.pick([0, 30])) });
    },
  ];
  for (let step = 0; step < steps; step++) await random.pick(operations)();
}

/** The business's ledger account ids by number. */
async function ledgerAccountIds(db: Db, accountId: number): Promise<Map<string, number>> {
  const rows = rowsOf<{ id: number; number: string }>(
    await db.execute(sql`select id, number from ledger_accounts where account_id = ${accountId}`),
  );
  return new Map(rows.map((row) => [row.number, Number(row.id)]));
}

const sorted = (rows: readonly object[]) =>
  rows
    .map((row) => JSON.stringify(row, (_, value) => (typeof value === 'bigint' ? value.toString() : value)))
    .sort();

/** The movements every line of the range sums to (a scan of journal_lines, the reference). */
async function scannedMovements(db: Db, accountId: number, from: string | undefined, to: string) {
  return rowsOf<{ ledger_account_id: number; debit: string; credit: string }>(
    await db.execute(sql`
      select ledger_account_id, sum(debit)::text as debit, sum(credit)::text as credit
      from journal_lines
      where account_id = ${accountId} and date <= ${to} ${from ? sql`and date >= ${from}` : sql``}
      group by ledger_account_id`),
  ).map((row) => ({
    ledgerAccountId: Number(row.ledger_account_id),
    debit: toCents(row.debit),
    credit: toCents(row.credit),
  }));
}

async function scannedMonthly(db: Db, accountId: number, from: string, to: string) {
  return rowsOf<{ month: string; ledger_account_id: number; debit: string; credit: string }>(
    await db.execute(sql`
      select to_char(date, 'YYYY-MM') as month, ledger_account_id, sum(debit)::text as debit,
        sum(credit)::text as credit
      from journal_lines where account_id = ${accountId} and date >= ${from} and date <= ${to}
      group by 1, 2`),
  ).map((row) => ({
    month: row.month,
    ledgerAccountId: Number(row.ledger_account_id),
    debit: toCents(row.debit),
    credit: toCents(row.credit),
  }));
}

/** Open items from every line: a document's lines (an invoice's or a bill's, and its payments') make one item. */
async function scannedOpenItems(db: Db, accountId: number, controlAccountId: number, asOf: string) {
  return rowsOf<{
    contact_id: number | null;
    document_id: string | null;
    document_number: string | null;
    due_date: string;
    balance: string;
  }>(
    await db.execute(sql`
      with item_lines as (
        select l.contact_id, l.date, l.id as line_id, l.debit - l.credit as amount,
          case e.source_type
            when 'invoice' then e.source_id
            when 'payment' then (select p.invoice_id::text from payments p
              where p.account_id = e.account_id and p.id::text = e.source_id)
            when 'credit_note' then (select c.invoice_id::text from credit_notes c
              where c.account_id = e.account_id and c.id::text = e.source_id)
            when 'bill' then 'bill:' || e.source_id
            when 'bill_payment' then (select 'bill:' || p.bill_id from bill_payments p
              where p.account_id = e.account_id and p.id::text = e.source_id)
          end as document_id
        from journal_lines l join journal_entries e on e.id = l.journal_entry_id
        where l.account_id = ${accountId} and l.ledger_account_id = ${controlAccountId} and l.date <= ${asOf}
      ),
      items as (
        select contact_id, document_id, min(date) as first_date, sum(amount) as balance from item_lines
        group by contact_id, document_id, case when document_id is null then line_id end
        having sum(amount) <> 0
      )
      select items.contact_id, items.document_id, coalesce(i.invoice_number, b.bill_number) as document_number,
        coalesce(i.due_date, b.due_date, items.first_date)::text as due_date, items.balance::text as balance
      from items left join invoices i on i.account_id = ${accountId} and i.id::text = items.document_id
        left join bills b on b.account_id = ${accountId} and 'bill:' || b.id = items.document_id`),
  ).map((row) => ({
    contactId: row.contact_id === null ? null : Number(row.contact_id),
    documentId: row.document_id,
    documentNumber: row.document_number,
    dueDate: row.due_date,
    balance: toCents(row.balance),
  }));
}

/** Dates around the lines: before the first, every quarter end, the last line's day, later. */
const CHECK_DATES = [
  '2024-12-31',
  '2025-01-01',
  '2025-03-31',
  '2025-06-30',
  '2025-09-30',
  '2025-12-31',
  '2026-03-31',
  '2026-06-30',
  '2026-09-30',
  '2026-12-31',
  '2027-06-30',
];

/**
 * Every function of balances.ts equals the scan of the lines, at dates around them: movements to a date
 * and over each quarter and year, monthly movements by year, open items of 1200 and 2000.
 * Answers how many open items of 1200 it compared (a test that compares nothing proves nothing).
 */
export async function expectBalancesEqualScans(db: Db, accountId: number): Promise<number> {
  const accounts = await ledgerAccountIds(db, accountId);
  let compared = 0;
  for (const [index, to] of CHECK_DATES.entries()) {
    const from = CHECK_DATES[Math.max(0, index - 1)]!;
    expect(sorted(await accountMovements(db, accountId, { to }))).toEqual(
      sorted(await scannedMovements(db, accountId, undefined, to)),
    );
    expect(sorted(await accountMovements(db, accountId, { from, to }))).toEqual(
      sorted(await scannedMovements(db, accountId, from, to)),
    );
    for (const number of ['1200', '2000']) {
      const control = accounts.get(number)!;
      const items = await openItems(db, accountId, control, to);
      expect(sorted(items), `${number} as of ${to}`).toEqual(
        sorted(await scannedOpenItems(db, accountId, control, to)),
      );
      if (number === '1200') compared += items.length;
    }
  }
  for (const [from, to] of [
    ['2025-01-01', '2025-12-31'],
    ['2025-07-15', '2026-07-14'],
    ['2024-01-01', '2027-12-31'],
  ] as const) {
    expect(sorted(await monthlyMovements(db, accountId, { from, to }))).toEqual(
      sorted(await scannedMonthly(db, accountId, from, to)),
    );
  }
  return compared;
}
