import type { Bill, CreditNote, Invoice } from '@daftari/contracts';
import { centsToNumber, convertCents, toCents, toRateMicros } from '@daftari/format';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { lockBill, removeBillPayment } from '../../src/modules/bills/index.ts';
import { lockInvoices, removePayment } from '../../src/modules/invoices/index.ts';
import { billClient, billLine } from './bill-helpers.ts';
import { creditNoteClient } from './credit-note-helpers.ts';
import { signUp } from './helpers.ts';
import { line } from './invoice-helpers.ts';
import { ledgerClient } from './ledger-helpers.ts';

export const CURRENCIES = ['USD', 'GBP'] as const;

/** A rate of up to 6 decimals between 1 and 300: below 1 a cent can be worth 0.00 KES (see the README). */
const rateArbitrary = fc.integer({ min: 1_000_000, max: 300_000_000 }).map((micros) => micros / 1_000_000);
const dayArbitrary = fc.integer({ min: 3, max: 28 });
const amountArbitrary = fc.integer({ min: 1, max: 500_000 }).map((cents) => cents / 100);
const documentArbitrary = fc.record({
  currency: fc.constantFrom(...CURRENCIES),
  rate: rateArbitrary,
  amounts: fc.array(amountArbitrary, { minLength: 1, maxLength: 3 }),
  taxRate: fc.constantFrom(0, 16),
});

/**
 * One step: `doc` picks a document by index (modulo), `share` a percentage of what is left on it; `unpay` and
 * `unpayBill` take one of its payments off (as a statement line let go does), `share` picking which.
 */
const STEP_KINDS = ['pay', 'pay', 'pay', 'payBill', 'payBill', 'credit', 'unpay', 'unpayBill'] as const;
const stepArbitrary = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      // Payments most often, so that one is taken off between others now and then.
      kind: fc.noBias(fc.constantFrom(...STEP_KINDS)),
      doc: fc.nat(9),
      share: fc.integer({ min: 1, max: 120 }),
      rate: rateArbitrary,
      day: dayArbitrary,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('revalue'),
      day: dayArbitrary,
      usd: rateArbitrary,
      gbp: rateArbitrary,
    }),
  },
);
export type Step = typeof stepArbitrary extends fc.Arbitrary<infer T> ? T : never;

export const sequenceArbitrary = (maxSteps: number) =>
  fc.record({
    invoices: fc.array(documentArbitrary, { minLength: 1, maxLength: 2 }),
    bills: fc.array(documentArbitrary, { minLength: 1, maxLength: 2 }),
    steps: fc.array(stepArbitrary, { maxLength: maxSteps, size: 'max' }),
    lastRate: rateArbitrary,
    refundRate: rateArbitrary,
  });
export type Sequence = typeof sequenceArbitrary extends (n: number) => fc.Arbitrary<infer T> ? T : never;

const march = (day: number) => `2026-03-${String(day).padStart(2, '0')}`;

async function expectStatus(response: Promise<{ statusCode: number; body: string }>, statuses: number[]) {
  const answer = await response;
  if (!statuses.includes(answer.statusCode)) {
    throw new Error(`expected ${statuses.join(' or ')}, got ${answer.statusCode}: ${answer.body}`);
  }
  return answer;
}

/**
 * Applies a sequence to a new business through the HTTP API, then settles every document (the rest of each
 * invoice and bill at `lastRate`, every credit note's refundable amount refunded at `refundRate`). Answers the
 * business and what the books' currency moved in money, and the documents' own values in it: Σ money in less
 * out (each payment at its own rate) and Σ invoiced less credited less billed.
 */
export async function runSequence(app: FastifyInstance, db: Db, sequence: Sequence) {
  const { token, data } = await signUp(app);
  const accountId = data.account.id as number;
  const notes = creditNoteClient(app, token);
  const { invoices } = notes;
  const bills = billClient(app, token);
  const rent = (await ledgerClient(app, token).chart()).get('6100')!.id;
  const rate = (currency: string, date: string, value: number) =>
    expectStatus(
      invoices.inject('POST', '/exchange_rates', { exchange_rate: { currency, date, rate: value } }),
      [200, 201],
    );
  for (const currency of CURRENCIES) await rate(currency, '2026-03-01', 130);
  const customer = await invoices.contact();
  const vendor = await invoices.contact({ company_name: 'Kampala Supplies' });

  const sent: Invoice[] = [];
  for (const doc of sequence.invoices) {
    const draft = await invoices.created({
      contact_id: customer,
      currency: doc.currency,
      exchange_rate: doc.rate,
      issue_date: '2026-03-02',
      due_date: '2026-04-01',
    });
    const items = doc.amounts.map((unit_price) => line({ unit_price, tax_rate: doc.taxRate }));
    await invoices.ok(invoices.addItems(draft.id, items));
    sent.push(await invoices.ok<Invoice>(invoices.update(draft.id, { status: 'sent' })));
  }
  const owed: Bill[] = [];
  for (const [index, doc] of sequence.bills.entries()) {
    owed.push(
      await bills.created({
        bill_number: `B-${index + 1}`,
        contact_id: vendor,
        currency: doc.currency,
        exchange_rate: doc.rate,
        issue_date: '2026-03-02',
        due_date: '2026-04-01',
        lines: doc.amounts.map((unit_price) => billLine(rent, { unit_price, tax_rate: doc.taxRate })),
      }),
    );
  }

  let money = 0n;
  const credits: CreditNote[] = [];
  const revalued = new Set<number>();
  const payInvoice = async (invoice: Invoice, cents: bigint, rateGiven: number, paidOn: string) => {
    await invoices.ok(
      invoices.pay(invoice.id, {
        amount: centsToNumber(cents),
        paid_on: paidOn,
        method: 'bank_transfer',
        exchange_rate: rateGiven,
      }),
      201,
    );
    money += convertCents(cents, toRateMicros(String(rateGiven)));
  };
  const payBill = async (bill: Bill, cents: bigint, rateGiven: number, paidOn: string) => {
    await bills.ok(
      bills.pay(bill.id, { amount: centsToNumber(cents), paid_on: paidOn, exchange_rate: rateGiven }),
      201,
    );
    money -= convertCents(cents, toRateMicros(String(rateGiven)));
  };
  const invoiceBalance = async (invoice: Invoice) =>
    toCents(String((await notes.invoice(invoice.id)).balance));
  const billBalance = async (bill: Bill) => toCents(String((await bills.ok(bills.get(bill.id))).balance));
  const part = (balance: bigint, share: number) => (balance * BigInt(Math.min(share, 100))) / 100n || 1n;

  type Paid = { payments: { id: number; amount: number; exchange_rate?: number }[] };
  /** One of a document's payments (`share` picks which) and what it moved in the books' currency. */
  const picked = (document: Paid, share: number) => {
    const payment = document.payments[share % Math.max(1, document.payments.length)];
    return (
      payment && {
        id: payment.id,
        kes: convertCents(toCents(String(payment.amount)), toRateMicros(String(payment.exchange_rate ?? 1))),
      }
    );
  };

  for (const step of sequence.steps) {
    if (step.kind === 'unpay') {
      const invoice = sent[step.doc % sent.length]!;
      const payment = picked(await notes.invoice(invoice.id), step.share);
      if (!payment) continue;
      await db.transaction(async (tx) => {
        await lockInvoices(tx, accountId, [invoice.id]);
        await removePayment(tx, accountId, payment.id);
      });
      money -= payment.kes;
    } else if (step.kind === 'unpayBill') {
      const bill = owed[step.doc % owed.length]!;
      const payment = picked(await bills.ok(bills.get(bill.id)), step.share);
      if (!payment) continue;
      await db.transaction(async (tx) => {
        await lockBill(tx, accountId, bill.id);
        await removeBillPayment(tx, accountId, payment.id);
      });
      money += payment.kes;
    } else if (step.kind === 'revalue') {
      if (revalued.has(step.day)) continue;
      revalued.add(step.day);
      await rate('USD', march(step.day), step.usd);
      await rate('GBP', march(step.day), step.gbp);
      await expectStatus(
        invoices.inject('POST', '/ledger/revaluations', { as_of: march(step.day) }),
        [200, 201],
      );
    } else if (step.kind === 'pay') {
      const invoice = sent[step.doc % sent.length]!;
      const balance = await invoiceBalance(invoice);
      if (balance > 0n) await payInvoice(invoice, part(balance, step.share), step.rate, march(step.day));
    } else if (step.kind === 'payBill') {
      const bill = owed[step.doc % owed.length]!;
      const balance = await billBalance(bill);
      if (balance > 0n) await payBill(bill, part(balance, step.share), step.rate, march(step.day));
    } else {
      const invoice = sent[step.doc % sent.length]!;
      // Up to 120 % of the balance, never more than the invoice's total less its credit notes.
      const room =
        toCents(String(invoice.total)) -
        credits
          .filter((note) => note.invoice_id === invoice.id)
          .reduce((sum, note) => sum + toCents(String(note.total)), 0n);
      const wanted = ((await invoiceBalance(invoice)) * BigInt(step.share)) / 100n || 1n;
      const cents = wanted < room ? wanted : room;
      if (cents <= 0n) continue;
      credits.push(
        await notes.ok<CreditNote>(
          notes.create({
            invoice_id: invoice.id,
            issue_date: march(step.day),
            reason: 'Adjusted',
            items: [line({ unit_price: centsToNumber(cents), tax_rate: 0 })],
          }),
          201,
        ),
      );
    }
  }

  for (const invoice of sent) {
    const left = await invoiceBalance(invoice);
    if (left > 0n) await payInvoice(invoice, left, sequence.lastRate, '2026-03-30');
  }
  for (const bill of owed) {
    const left = await billBalance(bill);
    if (left > 0n) await payBill(bill, left, sequence.lastRate, '2026-03-30');
  }
  for (const credit of credits) {
    const refundable = toCents(String(credit.refundable_amount));
    if (refundable === 0n) continue;
    await notes.ok(
      notes.refund(credit.id, {
        amount: centsToNumber(refundable),
        paid_on: '2026-03-31',
        method: 'bank_transfer',
        exchange_rate: sequence.refundRate,
      }),
      201,
    );
    money -= convertCents(refundable, toRateMicros(String(sequence.refundRate)));
  }

  const invoiced =
    sent.reduce((sum, invoice) => sum + toCents(String(invoice.total_in_books)), 0n) -
    (await creditedInBooks(db, accountId)) -
    owed.reduce((sum, bill) => sum + toCents(String(bill.total_in_books)), 0n);
  return { accountId, money, invoiced };
}

/** What the credit notes took off the customers' balances in the books' currency: their 1200 and 2200 lines. */
async function creditedInBooks(db: Db, accountId: number): Promise<bigint> {
  const [row] = rowsOf<{ credited: string }>(
    await db.execute(sql`
      select coalesce(sum(l.credit - l.debit), 0)::text as credited
      from journal_lines l
      join journal_entries e on e.id = l.journal_entry_id and e.account_id = l.account_id
      join ledger_accounts a on a.id = l.ledger_account_id
      where l.account_id = ${accountId} and e.source_type = 'credit_note' and a.number in ('1200', '2200')`),
  );
  return toCents(row?.credited ?? '0');
}

/**
 * Per document filed on 1200 or 2000 (ledger_line_document: an invoice with its payments and credit notes, a
 * bill with its payments), what its lines hold in the books' currency and in its own.
 */
export async function controlByDocument(db: Db, accountId: number) {
  return rowsOf<{
    number: string;
    document: string | null;
    currency: string | null;
    kes: string;
    foreign: string | null;
  }>(
    await db.execute(sql`
      select a.number, ledger_line_document(e.source_type, e.source_id, e.account_id) as document,
        l.currency, sum(l.debit - l.credit)::text as kes, sum(l.amount_currency)::text as foreign
      from journal_lines l
      join journal_entries e on e.id = l.journal_entry_id and e.account_id = l.account_id
      join ledger_accounts a on a.id = l.ledger_account_id
      where l.account_id = ${accountId} and a.number in ('1200', '2000')
      group by 1, 2, 3 order by 1, 2, 3`),
  ).map((row) => ({ ...row, kes: toCents(row.kes), foreign: toCents(row.foreign ?? '0') }));
}
