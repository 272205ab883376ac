import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backfillLedger } from '../../../src/modules/ledger/backfill.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line, mpesaCode } from '../../support/invoice-helpers.ts';
import {
  describeEntry,
  ledgerClient,
  receivablesByContact,
  trialBalance,
} from '../../support/ledger-helpers.ts';

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

/** The database as it was before the ledger: no entries, no counters, the backfill never run. */
async function forgetTheLedger(): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table journal_lines disable trigger journal_lines_append_only`);
    await tx.execute(sql`alter table journal_entries disable trigger journal_entries_append_only`);
    await tx.execute(sql`delete from journal_lines`);
    await tx.execute(sql`delete from journal_entries`);
    await tx.execute(sql`alter table journal_lines enable trigger journal_lines_append_only`);
    await tx.execute(sql`alter table journal_entries enable trigger journal_entries_append_only`);
    await tx.execute(sql`delete from journal_sequences`);
    await tx.execute(sql`delete from maintenance_runs`);
  });
}

/** A business with documents of every kind that counts in the books, and a draft that does not. */
async function businessWithDocuments() {
  const { token, data } = await signUp(app);
  const invoices = invoiceClient(app, token);
  const ledger = ledgerClient(app, token);
  const [amina, baraka] = [await invoices.contact(), await invoices.contact({ first_name: 'Baraka' })];
  const invoice = async (contactId: number, issueDate: string, lines: object[]) => {
    const created = await invoices.created({
      contact_id: contactId,
      issue_date: issueDate,
      due_date: '2026-12-31',
    });
    await invoices.ok(invoices.addItems(created.id, lines as Record<string, unknown>[]));
    return created.id;
  };
  const first = await invoice(amina, '2026-01-10', [line({ unit_price: 1000, tax_rate: 16 })]);
  await invoices.ok(invoices.update(first, { status: 'sent' }));
  await invoices.ok(
    invoices.pay(first, { amount: 500, paid_on: '2026-01-20', method: 'mpesa', reference: mpesaCode() }),
    201,
  );
  const second = await invoice(baraka, '2026-02-01', [line({ unit_price: 300 }), line({ unit_price: -50 })]);
  await invoices.ok(
    invoices.pay(second, { amount: 250, paid_on: '2026-02-02', method: 'bank_transfer' }),
    201,
  );
  await invoice(baraka, '2026-03-01', [line()]);
  const office = String((await ledger.chart()).get('6000')!.id);
  const form = {
    expenseType: 'Payment',
    ledger_account_id: office,
    dated: '2026-01-15',
    totalValue: '116.00',
  };
  const { payload, headers } = multipartBody(
    Object.entries({ ...form, vat: 'Standard', description: 'Paper' }).map(([name, content]) => ({
      name,
      content,
    })),
  );
  const expense = await app.inject({
    method: 'POST',
    url: '/api/expenses',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  expect(expense.statusCode).toBe(201);
  return { accountId: data.account.id as number, ledger, amina };
}

describe(`posting the documents from before the ledger on ${backend}`, () => {
  it('posts every sent or paid invoice, payment and expense at its own date, and the books balance', async () => {
    const { accountId, ledger, amina } = await businessWithDocuments();
    const before = (await ledger.entries()).map((entry) => [
      entry.date,
      entry.source_type,
      describeEntry(entry),
    ]);
    expect(before).toHaveLength(5);
    await forgetTheLedger();
    expect(await ledger.entries()).toEqual([]);

    expect(await backfillLedger(database.db)).toBe(5);
    const after = await ledger.entries();
    // The same entries as the documents posted at the time, numbered in date order.
    expect(after.map((entry) => [entry.date, entry.source_type, describeEntry(entry)])).toEqual(before);
    expect(after.map((entry) => entry.number)).toEqual([
      'JE-000005',
      'JE-000004',
      'JE-000003',
      'JE-000002',
      'JE-000001',
    ]);
    const totals = await trialBalance(database.db, accountId);
    expect(totals.debit).toBe(totals.credit);
    const receivables = await receivablesByContact(database.db, accountId);
    expect(receivables.ledger).toEqual(receivables.documents);
    expect(receivables.ledger).toEqual([{ contact: amina, balance: 660 }]);
  });

  it('runs once: later starts skip it; run again, it posts only what has no entry; concurrent runs post once', async () => {
    const { ledger } = await businessWithDocuments();
    await forgetTheLedger();
    await Promise.all([backfillLedger(database.db), backfillLedger(database.db)]);
    const entries = await ledger.entries();
    expect(new Set(entries.map((e) => `${e.source_type}:${e.source_id}`)).size).toBe(entries.length);
    expect(await backfillLedger(database.db)).toBe(0);
    await database.db.execute(sql`delete from maintenance_runs`);
    // Every document has its entry: nothing is left to post.
    expect(await backfillLedger(database.db)).toBe(0);
    expect(await ledger.entries()).toEqual(entries);
  });
});
