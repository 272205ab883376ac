import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient } from '../../support/invoice-helpers.ts';
import { describeEntry, ledgerClient } from '../../support/ledger-helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => new Date('2026-03-15T09:00:00Z') });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A signed-up business with a vendor, its chart by number and the bill and ledger clients. */
async function business() {
  const { token, data } = await signUp(app);
  const bills = billClient(app, token);
  const ledger = ledgerClient(app, token);
  const contacts = invoiceClient(app, token);
  const vendor = await contacts.contact({
    first_name: null,
    last_name: null,
    company_name: 'Jua Kali Supplies',
  });
  const chart = await ledger.chart();
  const id = (number: string) => chart.get(number)!.id;
  return { token, accountId: data.account.id as number, bills, ledger, contacts, vendor, id };
}

type Business = Awaited<ReturnType<typeof business>>;

/** The invoice's example lines on Rent: 2 × 100 at 16 % (232.00) and 57.48 less 10 % at 21 % (62.59). */
const lines = (b: Business) => [
  billLine(b.id('6100'), { quantity: 2, unit_price: 100, tax_rate: 16 }),
  billLine(b.id('6100'), { unit_price: 57.48, discount: 10, tax_rate: 21 }),
];

describe(`bills on ${backend}`, () => {
  it('creates an open bill with the invoice line arithmetic, posted Dr each account and 1400 per rate / Cr 2000', async () => {
    const b = await business();
    const bill = await b.bills.created({
      contact_id: b.vendor,
      bill_number: ' INV-77 ',
      due_date: '2026-04-30',
      lines: lines(b),
    });
    expect(bill).toMatchObject({
      bill_number: 'INV-77',
      status: 'open',
      status_label: 'Open',
      currency: 'KES',
      subtotal: 257.48,
      discount_total: 5.75,
      tax_total: 42.86,
      total: 294.59,
      paid_amount: 0,
      balance: 294.59,
      attachment: null,
      contact: { id: b.vendor, company_name: 'Jua Kali Supplies' },
    });
    expect(
      bill.lines.map((line) => [line.subtotal, line.discount_amount, line.tax_amount, line.total]),
    ).toEqual([
      [200, 0, 32, 232],
      [57.48, 5.75, 10.86, 62.59],
    ]);
    const [entry, ...rest] = await b.ledger.entries();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      date: '2026-01-10',
      source_type: 'bill',
      source_id: String(bill.id),
      total: 294.59,
    });
    expect(describeEntry(entry!)).toEqual([
      '6100 Dr 200',
      '1400 Dr 32',
      '6100 Dr 51.73',
      '1400 Dr 10.86',
      `2000 Cr 294.59 c${b.vendor}`,
    ]);
    expect(entry!.lines.map((line) => line.account_number)).not.toContain('2100');
  });

  it('a line at 0 % is zero-rated, exempt or outside VAT as chosen: answered and posted as such; a category at 16 % is 422', async () => {
    const b = await business();
    const bill = await b.bills.created({
      contact_id: b.vendor,
      lines: [
        billLine(b.id('6100'), { description: 'Mangoes', unit_price: 300 }),
        billLine(b.id('6100'), { description: 'Bank charges', unit_price: 200, tax_category: 'exempt' }),
        billLine(b.id('6100'), { description: 'County cess', unit_price: 100, tax_category: 'non_vat' }),
        billLine(b.id('6100'), {
          description: 'Transport',
          unit_price: 50,
          tax_rate: 16,
          tax_category: null,
        }),
      ],
    });
    expect(bill.lines.map((line) => [line.description, line.tax_rate, line.tax_category])).toEqual([
      ['Mangoes', 0, null],
      ['Bank charges', 0, 'exempt'],
      ['County cess', 0, 'non_vat'],
      ['Transport', 16, null],
    ]);
    const posted = rowsOf<{ vat_rate: string | null; debit: string }>(
      await database.db.execute(sql`
        select l.vat_rate, l.debit::text as debit from journal_lines l
        join journal_entries e on e.id = l.journal_entry_id
        where e.account_id = ${b.accountId} and e.source_type = 'bill' and e.source_id = ${String(bill.id)}
          and l.debit > 0 order by l.vat_rate, l.debit`),
    );
    expect(posted.map((line) => [line.vat_rate, Number(line.debit)])).toEqual([
      ['0', 300],
      ['16', 8],
      ['16', 50],
      ['exempt', 200],
      ['non_vat', 100],
    ]);
    const refused = await b.bills.create({
      contact_id: b.vendor,
      bill_number: 'B-2',
      issue_date: '2026-01-10',
      due_date: '2026-01-10',
      lines: [billLine(b.id('6100')), billLine(b.id('6100'), { tax_rate: 16, tax_category: 'exempt' })],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      details: { 'lines.1.tax_category': ['Only a line at 0 % tax can be exempt or non-VAT'] },
    });
    const unknown = await b.bills.update(bill.id, {
      lines: [billLine(b.id('6100'), { tax_category: 'zero' })],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toHaveProperty(['lines.0.tax_category']);
    expect((await b.bills.ok(b.bills.get(bill.id))).lines).toHaveLength(4);
  });

  it('a draft posts nothing until it is saved open, then posts at its issue date', async () => {
    const b = await business();
    const draft = await b.bills.created({
      contact_id: b.vendor,
      draft: true,
      lines: [billLine(b.id('6100'))],
    });
    expect(draft).toMatchObject({ status: 'draft', status_label: 'Draft', balance: 1000 });
    expect(await b.ledger.entries()).toEqual([]);
    const open = await b.bills.ok(b.bills.update(draft.id, { draft: false }));
    expect(open.status).toBe('open');
    const entries = await b.ledger.entries();
    expect(entries.map((entry) => [entry.date, entry.source_type, describeEntry(entry)])).toEqual([
      ['2026-01-10', 'bill', ['6100 Dr 1000', `2000 Cr 1000 c${b.vendor}`]],
    ]);
    const back = await b.bills.update(draft.id, { draft: true });
    expect(back.statusCode).toBe(422);
    expect(back.json().details).toEqual({
      draft: ['A posted bill cannot go back to draft; void it instead.'],
    });
  });

  it('refuses a vendor number twice (ignoring case and spaces), a second vendor may use it', async () => {
    const b = await business();
    await b.bills.created({ contact_id: b.vendor, bill_number: 'inv-1', lines: [billLine(b.id('6100'))] });
    const again = await b.bills.create({
      contact_id: b.vendor,
      bill_number: ' INV-1 ',
      issue_date: '2026-01-10',
      due_date: '2026-01-10',
      lines: [billLine(b.id('6100'))],
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      error: 'Bill number INV-1 is already recorded for this vendor',
      details: { bill_number: ['Bill number INV-1 is already recorded for this vendor'] },
    });
    const other = await b.contacts.contact({ company_name: 'Mama Mboga' });
    await b.bills.created({ contact_id: other, bill_number: 'INV-1', lines: [billLine(b.id('6100'))] });
    const second = await b.bills.created({
      contact_id: other,
      bill_number: 'INV-2',
      lines: [billLine(b.id('6100'))],
    });
    const renamed = await b.bills.update(second.id, { bill_number: 'inv-1' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().details).toHaveProperty('bill_number');
  });

  it('takes lines on expense and own asset accounts only; income, control and unknown accounts answer 422 under the line', async () => {
    const b = await business();
    const equipment = await b.ledger.inject('POST', '/ledger_accounts', {
      ledger_account: { number: '1500', name: 'Equipment', account_type: 'asset' },
    });
    const equipmentId = equipment.json().data.id as number;
    const bill = await b.bills.created({
      contact_id: b.vendor,
      lines: [billLine(equipmentId, { unit_price: 50_000, tax_rate: 16 })],
    });
    expect(describeEntry((await b.ledger.entries())[0]!)).toEqual([
      '1500 Dr 50000',
      '1400 Dr 8000',
      `2000 Cr 58000 c${b.vendor}`,
    ]);
    const stranger = await business();
    for (const accountId of [
      b.id('4000'),
      b.id('1100'),
      b.id('1400'),
      b.id('2000'),
      stranger.id('6100'),
      2 ** 31,
    ]) {
      const answer = await b.bills.create({
        contact_id: b.vendor,
        bill_number: `X-${accountId}`,
        issue_date: '2026-01-10',
        due_date: '2026-01-10',
        lines: [billLine(b.id('6100')), billLine(accountId)],
      });
      expect(answer.statusCode, String(accountId)).toBe(422);
      expect(answer.json().details).toEqual({
        'lines.1.ledger_account_id': ['Choose an expense or asset account of this business'],
      });
    }
    const draftOnly = await b.ledger.inject('POST', '/ledger_accounts', {
      ledger_account: { number: '6150', name: 'Software', account_type: 'expense' },
    });
    const softwareId = draftOnly.json().data.id as number;
    await b.bills.created({
      contact_id: b.vendor,
      bill_number: 'D',
      draft: true,
      lines: [billLine(softwareId)],
    });
    const deleted = await b.ledger.inject('DELETE', `/ledger_accounts/${softwareId}`);
    expect(deleted.statusCode, 'an account a draft bill names is archived, not deleted').toBe(422);
    const edit = await b.bills.update(bill.id, { lines: [billLine(b.id('4000'))] });
    expect(edit.statusCode).toBe(422);
    expect((await b.ledger.entries()).length).toBe(1);
    const foreignVendor = await b.bills.create({
      contact_id: await stranger.contacts.contact(),
      bill_number: 'Y',
      issue_date: '2026-01-10',
      due_date: '2026-01-10',
      lines: [billLine(b.id('6100'))],
    });
    expect(foreignVendor.statusCode).toBe(422);
    expect(foreignVendor.json().details).toEqual({ contact_id: ['Contact not found'] });
    expect((await b.bills.list()).meta.total_count).toBe(2);
  });

  it('payments: partial then full by method, posted Dr 2000 / Cr the method account; more than the balance is refused', async () => {
    const b = await business();
    const bill = await b.bills.created({ contact_id: b.vendor, lines: [billLine(b.id('6100'))] });
    const partial = await b.bills.ok(
      b.bills.pay(bill.id, { amount: 400, method: 'mpesa', reference: 'QK1QK1QK10' }),
      201,
    );
    expect(partial).toMatchObject({ status: 'open', paid_amount: 400, balance: 600 });
    expect(partial.payments).toMatchObject([
      { amount: 400, method: 'mpesa', reference: 'QK1QK1QK10', paid_on: '2026-01-20' },
    ]);
    const over = await b.bills.pay(bill.id, { amount: 600.01 });
    expect(over.statusCode).toBe(422);
    expect(over.json().details.amount[0]).toMatch(/more than the balance/);
    const paid = await b.bills.ok(
      b.bills.pay(bill.id, { amount: 600, method: 'cash', paid_on: '2026-02-01' }),
      201,
    );
    expect(paid).toMatchObject({ status: 'paid', status_label: 'Paid', paid_amount: 1000, balance: 0 });
    const again = await b.bills.pay(bill.id, { amount: 1 });
    expect(again.statusCode).toBe(422);
    const payments = (await b.ledger.entries({ source_type: 'bill_payment' })).reverse();
    expect(payments.map((entry) => [entry.date, describeEntry(entry)])).toEqual([
      ['2026-01-20', [`2000 Dr 400 c${b.vendor}`, '1300 Cr 400']],
      ['2026-02-01', [`2000 Dr 600 c${b.vendor}`, '1000 Cr 600']],
    ]);
    for (const method of ['paystack', 'cheque']) {
      expect((await b.bills.pay(bill.id, { amount: 1, method })).statusCode).toBe(422);
    }
  });

  it('two payments of the whole balance at once: the bill row lock lets one through and refuses the other', async () => {
    const b = await business();
    const bill = await b.bills.created({ contact_id: b.vendor, lines: [billLine(b.id('6100'))] });
    const answers = await Promise.all([
      b.bills.pay(bill.id, { amount: 1000 }),
      b.bills.pay(bill.id, { amount: 1000 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await b.ledger.entries({ source_type: 'bill_payment' })).toHaveLength(1);
    expect(await b.bills.ok(b.bills.get(bill.id))).toMatchObject({ status: 'paid', paid_amount: 1000 });
  });

  it('a draft or void bill takes no payment', async () => {
    const b = await business();
    const draft = await b.bills.created({
      contact_id: b.vendor,
      draft: true,
      lines: [billLine(b.id('6100'))],
    });
    const onDraft = await b.bills.pay(draft.id, { amount: 10 });
    expect(onDraft.statusCode).toBe(422);
    const open = await b.bills.created({
      contact_id: b.vendor,
      bill_number: 'B-2',
      lines: [billLine(b.id('6100'))],
    });
    await b.bills.ok(b.bills.void(open.id));
    const onVoid = await b.bills.pay(open.id, { amount: 10 });
    expect(onVoid.statusCode).toBe(422);
    expect(await b.ledger.entries({ source_type: 'bill_payment' })).toEqual([]);
  });

  it('deletes only a draft (204); any other bill answers 422', async () => {
    const b = await business();
    const draft = await b.bills.created({
      contact_id: b.vendor,
      draft: true,
      lines: [billLine(b.id('6100'))],
    });
    expect((await b.bills.remove(draft.id)).statusCode).toBe(204);
    expect((await b.bills.get(draft.id)).statusCode).toBe(404);
    const open = await b.bills.created({ contact_id: b.vendor, lines: [billLine(b.id('6100'))] });
    const refused = await b.bills.remove(open.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('Only draft bills can be deleted; void this bill instead.');
  });

  it('voids a bill without payments by reversing its entry; with payments, or a draft, 422', async () => {
    const b = await business();
    const bill = await b.bills.created({ contact_id: b.vendor, lines: [billLine(b.id('6100'))] });
    const voided = await b.bills.ok(b.bills.void(bill.id));
    expect(voided).toMatchObject({ status: 'void', status_label: 'Void', total: 1000, balance: 0 });
    const [reversal, original] = await b.ledger.entries({ source_type: 'bill' });
    expect(reversal).toMatchObject({
      reversal_of: original!.id,
      // The ledger dates a change on the app's today, never before the entry it reverses.
      date: '2026-03-15',
      source_id: String(bill.id),
    });
    expect(describeEntry(reversal!)).toEqual(['6100 Cr 1000', `2000 Dr 1000 c${b.vendor}`]);
    expect((await b.bills.void(bill.id)).statusCode).toBe(422);
    expect((await b.bills.update(bill.id, { notes: 'x' })).statusCode).toBe(422);

    const paid = await b.bills.created({
      contact_id: b.vendor,
      bill_number: 'B-2',
      lines: [billLine(b.id('6100'))],
    });
    await b.bills.ok(b.bills.pay(paid.id, { amount: 1 }), 201);
    const refused = await b.bills.void(paid.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('This bill has payments; it cannot be voided.');
    const draft = await b.bills.created({
      contact_id: b.vendor,
      bill_number: 'B-3',
      draft: true,
      lines: [billLine(b.id('6100'))],
    });
    expect((await b.bills.void(draft.id)).statusCode).toBe(422);
  });

  it('editing a posted bill re-posts it (lines given replace the lines); a new vendor takes its payments along', async () => {
    const b = await business();
    const bill = await b.bills.created({ contact_id: b.vendor, lines: [billLine(b.id('6100'))] });
    await b.bills.ok(b.bills.pay(bill.id, { amount: 300 }), 201);
    const notes = await b.bills.ok(b.bills.update(bill.id, { notes: 'Checked' }));
    expect(notes.notes).toBe('Checked');
    expect((await b.ledger.entries({ source_type: 'bill' })).length).toBe(1);

    const edited = await b.bills.ok(
      b.bills.update(bill.id, { lines: [billLine(b.id('6200'), { unit_price: 1200, tax_rate: 16 })] }),
    );
    expect(edited).toMatchObject({ total: 1392, paid_amount: 300, balance: 1092 });
    expect(edited.lines).toHaveLength(1);
    const [latest, reversal] = await b.ledger.entries({ source_type: 'bill' });
    expect(reversal!.reversal_of).not.toBeNull();
    expect(describeEntry(latest!)).toEqual(['6200 Dr 1200', '1400 Dr 192', `2000 Cr 1392 c${b.vendor}`]);

    const below = await b.bills.update(bill.id, { lines: [billLine(b.id('6200'), { unit_price: 100 })] });
    expect(below.statusCode).toBe(422);
    expect(below.json().details).toHaveProperty('lines');

    const other = await b.contacts.contact({ company_name: 'Other Vendor' });
    await b.bills.ok(b.bills.update(bill.id, { contact_id: other }));
    const [payment] = await b.ledger.entries({ source_type: 'bill_payment' });
    expect(describeEntry(payment!)).toEqual([`2000 Dr 300 c${other}`, '1100 Cr 300']);
    const byContact = await b.ledger.entries({ contact_id: b.vendor });
    const vendorBalance = byContact
      .flatMap((entry) => entry.lines)
      .filter((line) => line.contact_id === b.vendor)
      .reduce((sum, line) => sum + line.debit * 100 - line.credit * 100, 0);
    expect(vendorBalance).toBe(0);
  });

  it('refuses a change on or before the lock date, naming it, and changes nothing', async () => {
    const b = await business();
    const bill = await b.bills.created({
      contact_id: b.vendor,
      draft: true,
      lines: [billLine(b.id('6100'))],
    });
    await b.ledger.setLockDate('2026-01-31');
    const created = await b.bills.create({
      contact_id: b.vendor,
      bill_number: 'L-1',
      issue_date: '2026-01-31',
      due_date: '2026-02-28',
      lines: [billLine(b.id('6100'))],
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().error).toBe('The books are locked up to 2026-01-31');
    const issued = await b.bills.update(bill.id, { draft: false });
    expect(issued.statusCode).toBe(422);
    expect(issued.json().error).toBe('The books are locked up to 2026-01-31');
    const open = await b.bills.created({
      contact_id: b.vendor,
      bill_number: 'L-2',
      issue_date: '2026-02-01',
      due_date: '2026-02-28',
      lines: [billLine(b.id('6100'))],
    });
    const payment = await b.bills.pay(open.id, { amount: 5, paid_on: '2026-01-15' });
    expect(payment.statusCode).toBe(422);
    expect(payment.json().error).toBe('The books are locked up to 2026-01-31');
    expect((await b.bills.list()).data.map((row) => [row.bill_number, row.status, row.paid_amount])).toEqual([
      ['L-2', 'open', 0],
      ['B-1', 'draft', 0],
    ]);
  });

  it('another account\u2019s bill is 404 on every route, and so is a malformed id', async () => {
    const b = await business();
    const bill = await b.bills.created({
      contact_id: b.vendor,
      draft: true,
      lines: [billLine(b.id('6100'))],
    });
    const stranger = await business();
    for (const id of [bill.id, 0, 2 ** 31]) {
      expect((await stranger.bills.get(id)).statusCode).toBe(404);
      expect((await stranger.bills.update(id, { notes: 'x' })).statusCode).toBe(404);
      expect((await stranger.bills.remove(id)).statusCode).toBe(404);
      expect((await stranger.bills.void(id)).statusCode).toBe(404);
      expect((await stranger.bills.pay(id, { amount: 1 })).statusCode).toBe(404);
      expect((await stranger.bills.inject('GET', `/bills/${id}/attachment`)).statusCode).toBe(404);
    }
    expect((await stranger.bills.inject('GET', '/bills/abc')).json()).toEqual({ error: 'Bill not found' });
    expect((await stranger.bills.list()).meta.total_count).toBe(0);
    expect((await b.bills.get(bill.id)).statusCode).toBe(200);
  });
});
