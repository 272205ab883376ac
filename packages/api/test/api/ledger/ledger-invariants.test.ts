import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line, mpesaCode } from '../../support/invoice-helpers.ts';
import { ledgerClient, receivablesByContact, trialBalance } from '../../support/ledger-helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A small deterministic generator, so a failure replays the same sequence. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    amount: (max: number) => (Math.floor(next() * max * 100) + 1) / 100,
  };
}

describe(`the books' invariants on ${backend}`, () => {
  it('after a mixed sequence: every entry balances, the trial balance balances, 1200 per contact = Σ (total − paid)', async () => {
    const { token, data } = await signUp(app);
    const accountId = data.account.id as number;
    const invoices = invoiceClient(app, token);
    const ledger = ledgerClient(app, token);
    const chart = await ledger.chart();
    const id = (number: string) => chart.get(number)!.id;
    const contacts = [
      await invoices.contact(),
      await invoices.contact({ first_name: 'Baraka' }),
      await invoices.contact({ first_name: 'Chege' }),
    ];
    const random = generator(20_261_125);
    const open: { id: string; items: number[] }[] = [];
    const expenses: number[] = [];
    const expenseForm = (fields: Record<string, string>) => {
      const { payload, headers } = multipartBody(
        Object.entries({
          expenseType: random.pick(['Payment', 'Refund']),
          ledger_account_id: String(id(random.pick(['6000', '6100', '6500']))),
          paid_from_account_id: String(id(random.pick(['1000', '1100', '1300', '2000']))),
          dated: `2026-0${random.pick([1, 2, 3, 4])}-1${random.pick([0, 5])}`,
          totalValue: random.amount(5000).toFixed(2),
          vat: random.pick(['Standard', 'Exempt']),
          description: 'Mixed',
          ...fields,
        }).map(([name, content]) => ({ name, content })),
      );
      return { payload, headers: { ...headers, ...bearer(token) } };
    };
    const operations: (() => Promise<void>)[] = [
      async () => {
        const invoice = await invoices.created({ contact_id: random.pick(contacts) });
        const lines = [
          line({
            unit_price: random.amount(900),
            tax_rate: random.pick([0, 8, 16]),
            discount: random.pick([0, 10]),
          }),
        ];
        const withItems = await invoices.ok(invoices.addItems(invoice.id, lines));
        if (random.pick([true, false])) await invoices.ok(invoices.update(invoice.id, { status: 'sent' }));
        open.push({ id: invoice.id, items: withItems.invoice_items.map((item) => item.id) });
      },
      async () => {
        const invoice = open.length ? random.pick(open) : null;
        if (!invoice) return;
        const current = await invoices.ok(invoices.get(invoice.id));
        if (current.status === 'paid') return;
        const amount = Math.min(current.balance, random.amount(400));
        if (amount <= 0) return;
        const method = random.pick(['cash', 'mpesa', 'bank_transfer', 'other']);
        await invoices.ok(
          invoices.pay(invoice.id, {
            amount,
            paid_on: '2026-03-01',
            method,
            reference: method === 'mpesa' ? mpesaCode() : null,
          }),
          201,
        );
      },
      async () => {
        const invoice = open.length ? random.pick(open) : null;
        if (!invoice) return;
        const current = await invoices.ok(invoices.get(invoice.id));
        if (current.status === 'paid') return;
        const change = random.pick(['item', 'contact', 'date'] as const);
        if (change === 'item') {
          const lines = [line({ unit_price: random.amount(300), tax_rate: 16 })];
          await invoices.ok(invoices.addItems(invoice.id, lines));
        } else if (change === 'contact') {
          await invoices.ok(invoices.update(invoice.id, { contact_id: random.pick(contacts) }));
        } else {
          await invoices.ok(
            invoices.update(invoice.id, { issue_date: '2026-01-20', due_date: '2026-02-20' }),
          );
        }
      },
      async () => {
        const response = await app.inject({ method: 'POST', url: '/api/expenses', ...expenseForm({}) });
        expect(response.statusCode, response.body).toBe(201);
        expenses.push(response.json().data.id);
      },
      async () => {
        const expense = expenses.length ? random.pick(expenses) : null;
        if (!expense) return;
        const url = `/api/expenses/${expense}`;
        if (random.pick([true, false])) {
          expect((await app.inject({ method: 'PUT', url, ...expenseForm({}) })).statusCode).toBe(200);
        } else {
          expect((await app.inject({ method: 'DELETE', url, headers: bearer(token) })).statusCode).toBe(204);
          expenses.splice(expenses.indexOf(expense), 1);
        }
      },
      async () => {
        const amount = random.amount(2000);
        const entry = await ledger.postEntry({
          date: '2026-02-14',
          lines: [
            { ledger_account_id: id(random.pick(['1000', '1100', '1300'])), debit: amount },
            { ledger_account_id: id('3000'), credit: amount },
          ],
        });
        if (random.pick([true, false])) await ledger.reverse(entry.id);
      },
    ];
    for (let step = 0; step < 60; step++) await random.pick(operations)();

    const unbalanced = rowsOf<{ id: number }>(
      await database.db.execute(sql`
        select journal_entry_id as id from journal_lines where account_id = ${accountId}
        group by journal_entry_id having sum(debit) <> sum(credit) or count(*) < 2`),
    );
    expect(unbalanced).toEqual([]);
    const totals = await trialBalance(database.db, accountId);
    expect(totals.debit).toBe(totals.credit);
    expect(Number(totals.debit)).toBeGreaterThan(0);
    const receivables = await receivablesByContact(database.db, accountId);
    expect(receivables.ledger).toEqual(receivables.documents);
    const [unpaid] = rowsOf<{ balance: string }>(
      await database.db.execute(sql`
        select coalesce(sum(balance), 0)::text as balance from invoices
        where account_id = ${accountId} and status <> 'draft'`),
    );
    expect((await ledger.chart()).get('1200')!.balance).toBe(Number(unpaid!.balance));
  });
});
