import { type VatReturn, vatReturnSchema } from '@daftari/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { creditNoteClient } from '../../support/credit-note-helpers.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';
import { ledgerClient } from '../../support/ledger-helpers.ts';
import { reportData, reportRequest } from '../../support/report-helpers.ts';
import { ledgerVatOfMonth } from '../../support/vat-return-helpers.ts';

let database: Database;
let app: FastifyInstance;

/**
 * One business's March 2026, built through the API (no eTIMS, so an invoice can be voided):
 * - INV-0001 Baraka Ltd (PIN P051234567X) 03-05: 3 × 333.33 less 7.5 % at 16 % (924.99 + 148.00), 2 × 45.55
 *   less 3 % at 8 % (88.37 + 7.07), 500 at 0 %, 300 exempt, 200 non-VAT;
 * - INV-0002 Achieng (no PIN) 03-10: 1,000 at 16 %; INV-0003 03-12: 400 at 16 %, voided today (its reversal
 *   is dated today: March keeps it, the month of the void has it negative); INV-0004 a draft; INV-0005
 *   2026-04-02; INV-0006 2999-06-10, voided at once (its reversal takes its own, later date: no row in June);
 * - CN-0001 on INV-0001, 03-20: 100 at 16 %; 50 exempt;
 * - bill K-77 from Kamau Supplies (PIN A009876543Z) 03-08, a line of each category, the first zero-rated:
 *   mangoes 200 at 0 %, transport 5,000 and loading 250 at 16 %, bank charges 150 exempt, county cess 80
 *   non-VAT; a draft bill in March and an open one in April;
 * - expense 03-11 from Naivas: 1,160 with 16 % VAT; expenses of 03-12 with no merchant: 300 exempt, 500
 *   zero-rated, 120 non-VAT.
 * Another business has an invoice and a bill in March too.
 */
async function buildMonth() {
  const { token, data } = await signUp(app);
  const notes = creditNoteClient(app, token);
  const { invoices } = notes;
  const bills = billClient(app, token);
  const chart = await ledgerClient(app, token).chart();
  const company = { first_name: undefined, last_name: undefined };
  const baraka = await invoices.contact({ ...company, company_name: 'Baraka Ltd', kra_pin: 'P051234567X' });
  const achieng = await invoices.contact();
  const kamau = await invoices.contact({
    ...company,
    company_name: 'Kamau Supplies',
    kra_pin: 'A009876543Z',
  });
  const issued = async (contactId: number, date: string, items: Record<string, unknown>[], send = true) => {
    const draft = await invoices.created({ contact_id: contactId, issue_date: date, due_date: date });
    await invoices.ok(invoices.addItems(draft.id, items));
    return send ? invoices.ok(invoices.update(draft.id, { status: 'sent' })) : draft;
  };
  const inv1 = await issued(baraka, '2026-03-05', [
    line({ description: 'Design', quantity: 3, unit_price: 333.33, tax_rate: 16, discount: 7.5 }),
    line({ description: 'Fuel levy', quantity: 2, unit_price: 45.55, tax_rate: 8, discount: 3 }),
    line({ description: 'Export service', unit_price: 500 }),
    line({ description: 'Training', unit_price: 300, tax_category: 'exempt' }),
    line({ description: 'Disbursement', unit_price: 200, tax_category: 'non_vat' }),
  ]);
  const inv2 = await issued(achieng, '2026-03-10', [line({ unit_price: 1000, tax_rate: 16 })]);
  const inv3 = await issued(achieng, '2026-03-12', [line({ unit_price: 400, tax_rate: 16 })]);
  await invoices.ok(invoices.inject('POST', `/invoices/${inv3.id}/void`));
  await issued(achieng, '2026-03-15', [line({ unit_price: 250, tax_rate: 16 })], false);
  await issued(baraka, '2026-04-02', [line({ unit_price: 700, tax_rate: 16 })]);
  const inv6 = await issued(baraka, '2999-06-10', [line({ unit_price: 900, tax_rate: 16 })]);
  await invoices.ok(invoices.inject('POST', `/invoices/${inv6.id}/void`));
  const note = await notes.created(
    inv1.id,
    [
      line({ description: 'Design', unit_price: 100, tax_rate: 16 }),
      line({ description: 'Training', unit_price: 50, tax_category: 'exempt' }),
    ],
    { issue_date: '2026-03-20' },
  );
  const rent = chart.get('6100')!.id;
  const bill = await bills.created({
    contact_id: kamau,
    bill_number: 'K-77',
    issue_date: '2026-03-08',
    due_date: '2026-04-07',

    lines: [
      billLine(rent, { description: 'Mangoes, 200 kg', unit_price: 200 }),
      billLine(rent, { description: 'Transport to Nakuru', unit_price: 5000, tax_rate: 16 }),
      billLine(rent, { description: 'Loading', unit_price: 250, tax_rate: 16 }),
      billLine(rent, { description: 'Bank charges', unit_price: 150, tax_category: 'exempt' }),
      billLine(rent, { description: 'County cess', unit_price: 80, tax_category: 'non_vat' }),
    ],
  });
  await bills.created({
    contact_id: kamau,
    bill_number: 'K-78',
    draft: true,
    issue_date: '2026-03-09',
    due_date: '2026-03-09',
    lines: [billLine(rent)],
  });
  await bills.created({
    contact_id: kamau,
    bill_number: 'K-79',
    issue_date: '2026-04-01',
    due_date: '2026-04-30',

    lines: [billLine(rent, { tax_rate: 16 })],
  });
  const expense = async (fields: Record<string, string>) => {
    const { payload, headers } = multipartBody(
      Object.entries({
        expenseType: 'Payment',
        recurrence: '-- Does Not Recur --',
        ledger_account_id: String(chart.get('6000')!.id),
        ...fields,
      }).map(([name, content]) => ({ name, content })),
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/expenses',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    if (response.statusCode !== 201) throw new Error(`expense: ${response.statusCode} ${response.body}`);
    return (response.json() as { data: { id: number } }).data;
  };
  const supplies = await expense({
    dated: '2026-03-11',
    totalValue: '1160.00',
    vat: 'Standard',
    description: 'Office supplies',
    merchantName: 'Naivas',
    receiptReference: 'R-501',
  });
  const stall = await expense({
    dated: '2026-03-12',
    totalValue: '300.00',
    vat: 'Exempt',
    description: 'Stall rent',
  });
  const milk = await expense({
    dated: '2026-03-12',
    totalValue: '500.00',
    vat: 'Zero',
    description: 'Fresh milk',
  });
  await expense({ dated: '2026-03-12', totalValue: '120.00', vat: 'Non-VAT', description: 'Parking fee' });
  return { token, accountId: data.account.id as number, inv1, inv2, inv3, note, bill, supplies, stall, milk };
}

let month: Awaited<ReturnType<typeof buildMonth>>;
let report: ReturnType<typeof reportRequest>;
let march: VatReturn;
let other: { token: string; invoiceId: string };

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
  // Another business's March: never in the first one's schedules.
  const otherBusiness = await signUp(app);
  const otherNotes = creditNoteClient(app, otherBusiness.token);
  const otherContact = await otherNotes.invoices.contact({
    company_name: 'Baraka Ltd',
    kra_pin: 'P051234567X',
  });
  const otherDraft = await otherNotes.invoices.created({
    contact_id: otherContact,
    issue_date: '2026-03-05',
    due_date: '2026-03-05',
  });
  await otherNotes.invoices.ok(
    otherNotes.invoices.addItems(otherDraft.id, [line({ unit_price: 999, tax_rate: 16 })]),
  );
  await otherNotes.invoices.ok(otherNotes.invoices.update(otherDraft.id, { status: 'sent' }));
  other = { token: otherBusiness.token, invoiceId: otherDraft.id };
  month = await buildMonth();
  report = reportRequest(app, month.token);
  march = await reportData(report, 'vat_return', vatReturnSchema, { month: '2026-03' });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe(`VAT return schedules on ${backend}`, () => {
  it('sales: issued invoices per category, non-VAT lines left out, voided and drafts absent, credit notes negative', () => {
    const row = (fields: Partial<VatReturn['sales'][number]>) => ({
      pin: null,
      cu_invoice_number: null,
      original_invoice_number: null,
      original_invoice_date: null,
      ...fields,
    });
    const inv1 = {
      document_type: 'invoice' as const,
      document_id: month.inv1.id,
      pin: 'P051234567X',
      name: 'Baraka Ltd',
      invoice_number: month.inv1.invoice_number,
      date: '2026-03-05',
    };
    expect(march.sales).toEqual([
      row({ ...inv1, description: 'Design', category: 'standard', taxable: 924.99, vat: 148 }),
      row({ ...inv1, description: 'Fuel levy', category: 'other', taxable: 88.37, vat: 7.07 }),
      row({ ...inv1, description: 'Export service', category: 'zero_rated', taxable: 500, vat: 0 }),
      row({ ...inv1, description: 'Training', category: 'exempt', taxable: 300, vat: 0 }),
      row({
        document_type: 'invoice',
        document_id: month.inv2.id,
        name: 'Achieng Otieno',
        invoice_number: month.inv2.invoice_number,
        date: '2026-03-10',
        description: 'Consulting',
        category: 'standard',
        taxable: 1000,
        vat: 160,
      }),
      row({
        document_type: 'invoice',
        document_id: month.inv3.id,
        name: 'Achieng Otieno',
        invoice_number: month.inv3.invoice_number,
        date: '2026-03-12',
        description: 'Consulting',
        category: 'standard',
        taxable: 400,
        vat: 64,
      }),
      ...(['standard', 'exempt'] as const).map((category) =>
        row({
          document_type: 'credit_note',
          document_id: String(month.note.id),
          pin: 'P051234567X',
          name: 'Baraka Ltd',
          invoice_number: month.note.credit_note_number,
          original_invoice_number: month.inv1.invoice_number,
          original_invoice_date: '2026-03-05',
          date: '2026-03-20',
          description: category === 'standard' ? 'Design' : 'Training',
          category,
          taxable: category === 'standard' ? -100 : -50,
          vat: category === 'standard' ? -16 : 0,
        }),
      ),
    ]);
    expect(march.sales_totals).toEqual([
      { category: 'standard', taxable: 2224.99, vat: 356 },
      { category: 'other', taxable: 88.37, vat: 7.07 },
      { category: 'zero_rated', taxable: 500, vat: 0 },
      { category: 'exempt', taxable: 250, vat: 0 },
    ]);
  });

  it('purchases: open bills and expenses per category, each described by its own lines; non-VAT left out', () => {
    const bill = {
      document_type: 'bill',
      document_id: String(month.bill.id),
      pin: 'A009876543Z',
      name: 'Kamau Supplies',
      invoice_number: 'K-77',
      cu_invoice_number: null,
      original_invoice_number: null,
      original_invoice_date: null,
      date: '2026-03-08',
    };
    const unnamed = {
      document_type: 'expense',
      pin: null,
      name: '',
      invoice_number: '',
      cu_invoice_number: null,
      original_invoice_number: null,
      original_invoice_date: null,
      date: '2026-03-12',
      vat: 0,
    };
    expect(march.purchases).toEqual([
      { ...bill, description: 'Transport to Nakuru, Loading', category: 'standard', taxable: 5250, vat: 840 },
      { ...bill, description: 'Mangoes, 200 kg', category: 'zero_rated', taxable: 200, vat: 0 },
      { ...bill, description: 'Bank charges', category: 'exempt', taxable: 150, vat: 0 },
      {
        document_type: 'expense',
        document_id: String(month.supplies.id),
        pin: null,
        name: 'Naivas',
        invoice_number: 'R-501',
        cu_invoice_number: null,
        original_invoice_number: null,
        original_invoice_date: null,
        date: '2026-03-11',
        description: 'Office supplies',
        category: 'standard',
        taxable: 1000,
        vat: 160,
      },
      {
        ...unnamed,
        document_id: String(month.stall.id),
        description: 'Stall rent',
        category: 'exempt',
        taxable: 300,
      },
      {
        ...unnamed,
        document_id: String(month.milk.id),
        description: 'Fresh milk',
        category: 'zero_rated',
        taxable: 500,
      },
    ]);
    expect(march.purchases_totals).toEqual([
      { category: 'standard', taxable: 6250, vat: 1000 },
      { category: 'other', taxable: 0, vat: 0 },
      { category: 'zero_rated', taxable: 700, vat: 0 },
      { category: 'exempt', taxable: 450, vat: 0 },
    ]);
    expect(march).toMatchObject({ month: '2026-03', from: '2026-03-01', to: '2026-03-31' });
    expect(march).toMatchObject({ output_vat: 363.07, input_vat: 1000, net_vat_due: -636.93 });
  });

  it('each schedule’s VAT equals its VAT account’s movement from those documents in the ledger', async () => {
    const ledger = await ledgerVatOfMonth(database.db, month.accountId, '2026-03');
    expect(ledger).toEqual({ output: 363.07, input: 1000 });
    expect(march.ledger_check).toEqual({
      output: { ledger: 363.07, schedule: 363.07, equal: true },
      input: { ledger: 1000, schedule: 1000, equal: true },
    });
    const april = await reportData(report, 'vat_return', vatReturnSchema, { month: '2026-04' });
    expect(april.sales.map((row) => row.taxable)).toEqual([700]);
    expect(april.purchases.map((row) => row.invoice_number)).toEqual(['K-79']);
    expect(april.ledger_check.output.equal && april.ledger_check.input.equal).toBe(true);
    const june = await reportData(report, 'vat_return', vatReturnSchema, { month: '2999-06' });
    expect(june).toMatchObject({ sales: [], purchases: [], output_vat: 0 });
  });

  it('an invoice voided after its month: in that month as issued, negative in the month of the void', async () => {
    const [reversal] = rowsOf<{ date: string }>(
      await database.db.execute(sql`
        select date::text as date from journal_entries
        where account_id = ${month.accountId} and source_id = ${month.inv3.id} and reversal_of is not null`),
    );
    const voided = await reportData(report, 'vat_return', vatReturnSchema, {
      month: reversal!.date.slice(0, 7),
    });
    expect(voided.sales.filter((row) => row.document_id === month.inv3.id)).toEqual([
      expect.objectContaining({ invoice_number: month.inv3.invoice_number, taxable: -400, vat: -64 }),
    ]);
    expect(voided.ledger_check.output.equal).toBe(true);
  });

  it('a schedule as CSV: KRA’s column names, one row per document and category, plain decimals', async () => {
    const sales = await report('vat_return', { month: '2026-03', format: 'csv', schedule: 'sales' });
    expect(sales.statusCode).toBe(200);
    expect(sales.headers['content-type']).toMatch(/^text\/csv/);
    expect(sales.headers['content-disposition']).toBe('attachment; filename="vat-return-sales-2026-03.csv"');
    const lines = sales.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'PIN of Purchaser,Name of Purchaser,CU Invoice Number,Invoice Date,Invoice Number,' +
        'Description of Goods / Services,Category,Taxable Value,Amount of VAT,Relevant Invoice Number,' +
        'Relevant Invoice Date',
    );
    expect(lines.slice(1)).toEqual([
      `P051234567X,Baraka Ltd,,2026-03-05,${month.inv1.invoice_number},Design,Standard rated (16%),924.99,148.00,,`,
      `P051234567X,Baraka Ltd,,2026-03-05,${month.inv1.invoice_number},Fuel levy,Other rated (8%),88.37,7.07,,`,
      `P051234567X,Baraka Ltd,,2026-03-05,${month.inv1.invoice_number},Export service,Zero rated,500.00,0.00,,`,
      `P051234567X,Baraka Ltd,,2026-03-05,${month.inv1.invoice_number},Training,Exempt,300.00,0.00,,`,
      `,Achieng Otieno,,2026-03-10,${month.inv2.invoice_number},Consulting,Standard rated (16%),1000.00,160.00,,`,
      `,Achieng Otieno,,2026-03-12,${month.inv3.invoice_number},Consulting,Standard rated (16%),400.00,64.00,,`,
      `P051234567X,Baraka Ltd,,2026-03-20,${month.note.credit_note_number},Design,Standard rated (16%),-100.00,-16.00,${month.inv1.invoice_number},2026-03-05`,
      `P051234567X,Baraka Ltd,,2026-03-20,${month.note.credit_note_number},Training,Exempt,-50.00,0.00,${month.inv1.invoice_number},2026-03-05`,
    ]);
    const purchases = await report('vat_schedules', {
      month: '2026-03',
      format: 'csv',
      schedule: 'purchases',
    });
    const purchaseLines = purchases.body.trimEnd().split('\r\n');
    expect(purchaseLines[0]).toMatch(/^PIN of Supplier,Name of Supplier,/);
    expect(purchaseLines.slice(1)).toEqual([
      'A009876543Z,Kamau Supplies,,2026-03-08,K-77,"Transport to Nakuru, Loading",Standard rated (16%),5250.00,840.00,,',
      'A009876543Z,Kamau Supplies,,2026-03-08,K-77,"Mangoes, 200 kg",Zero rated,200.00,0.00,,',
      'A009876543Z,Kamau Supplies,,2026-03-08,K-77,Bank charges,Exempt,150.00,0.00,,',
      ',Naivas,,2026-03-11,R-501,Office supplies,Standard rated (16%),1000.00,160.00,,',
      ',,,2026-03-12,,Stall rent,Exempt,300.00,0.00,,',
      ',,,2026-03-12,,Fresh milk,Zero rated,500.00,0.00,,',
    ]);
    const pdf = await report('vat_return', { month: '2026-03', format: 'pdf', schedule: 'purchases' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('bad queries: 422 with a message, nothing else answered; no token: 401', async () => {
    for (const query of <Record<string, string>[]>[
      { month: '2026-13' },
      { month: '2026-3' },
      { month: '0000-01' },
      { month: 'march' },
      { month: '2026-03', schedule: 'both' },
      { month: '2026-03', format: 'xls' },
    ]) {
      const response = await report('vat_return', query);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(response.json()).toEqual({ error: expect.any(String), details: expect.any(Object) });
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/reports/vat_return?month=2026-03' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('another business sees only its own documents', async () => {
    const theirs = await reportData(reportRequest(app, other.token), 'vat_return', vatReturnSchema, {
      month: '2026-03',
    });
    expect(theirs.sales.map((row) => [row.document_id, row.taxable, row.vat])).toEqual([
      [other.invoiceId, 999, 159.84],
    ]);
    expect(theirs.purchases).toEqual([]);
    expect(march.sales.map((row) => row.document_id)).not.toContain(other.invoiceId);
    const { token } = await signUp(app);
    const empty = await reportData(reportRequest(app, token), 'vat_return', vatReturnSchema, {
      month: '2026-03',
    });
    expect(empty).toMatchObject({ sales: [], purchases: [], output_vat: 0, input_vat: 0, net_vat_due: 0 });
  });
});
