import { dataEnvelope, invoiceSchema, vatReportSchema } from '@daftari/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/db/rows.ts';
import { backend, signUp } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { describeEntry, ledgerClient } from '../../support/ledger-helpers.ts';
import { reportData, useBooks } from '../../support/report-helpers.ts';

const shared = useBooks();

/** Movement (debits − credits) of one ledger account in a period, straight from the table. */
async function movement(ledgerAccountId: number, from: string, to: string): Promise<number> {
  const [row] = rowsOf<{ net: string }>(
    await shared.database.db.execute(sql`
      select coalesce(sum(debit - credit), 0)::text as net from journal_lines
      where account_id = ${shared.books.accountId} and ledger_account_id = ${ledgerAccountId}
        and date >= ${from} and date <= ${to}`),
  );
  return Number(row!.net);
}

describe(`VAT report and item income accounts on ${backend}`, () => {
  it('VAT by rate: output from 2100 and income, input from 1400 and expenses; a manual line under other', async () => {
    const data = await reportData(shared.books.report, 'vat', vatReportSchema, {
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(data.output).toEqual([
      { rate: '16', taxable: 200, tax: 32 },
      { rate: '8', taxable: 1000, tax: 80 },
      { rate: '0', taxable: 500, tax: 0 },
      { rate: 'exempt', taxable: 0, tax: 0 },
      { rate: 'other', taxable: 0, tax: -10 },
    ]);
    expect(data.input).toEqual([
      { rate: '16', taxable: 1000, tax: 160 },
      { rate: '8', taxable: 0, tax: 0 },
      { rate: '0', taxable: 0, tax: 0 },
      { rate: 'exempt', taxable: 500, tax: 0 },
    ]);
    expect(data).toMatchObject({ output_tax: 102, input_tax: 160, net_payable: -58 });
  });

  it('net payable = movement of 2100 − movement of 1400, in any period', async () => {
    for (const [from, to] of [
      ['2026-01-01', '2026-03-31'],
      ['2026-02-01', '2026-02-28'],
      ['2026-03-11', '2026-05-31'],
      ['2026-01-01', '2026-12-31'],
    ] as const) {
      const data = await reportData(shared.books.report, 'vat', vatReportSchema, { from, to });
      const output = 0 - (await movement(shared.books.id('2100'), from, to));
      const input = await movement(shared.books.id('1400'), from, to);
      expect(data.output_tax).toBe(output);
      expect(data.input_tax).toBe(input);
      expect(data.net_payable).toBe(Number((output - input).toFixed(2)));
    }
  });

  it('an invoice line posts its taxable amount to its own income account; a non-income account is 422', async () => {
    const { token } = await signUp(shared.app);
    const invoices = invoiceClient(shared.app, token);
    const ledger = ledgerClient(shared.app, token);
    const consulting = await invoices.ok<{ id: number }>(
      invoices.inject('POST', '/ledger_accounts', {
        ledger_account: { number: '4150', name: 'Consulting fees', account_type: 'income' },
      }),
      201,
    );
    const chart = await ledger.chart();
    const contactId = await invoices.contact();
    const invoice = await invoices.created({ contact_id: contactId });
    const added = await invoices.ok(
      invoices.addItems(invoice.id, [
        line({ unit_price: 300, tax_rate: 16, ledger_account_id: consulting.id }),
        line({ unit_price: 100, tax_rate: 16 }),
      ]),
    );
    expect(added.invoice_items.map((item) => item.ledger_account_id)).toEqual([consulting.id, null]);
    const sent = dataEnvelope(invoiceSchema).parse(
      (await invoices.update(invoice.id, { status: 'sent' })).json(),
    ).data;
    expect(sent.total).toBe(464);
    const [entry] = await ledger.entries();
    expect(describeEntry(entry!)).toEqual([
      `1200 Dr 464 c${contactId}`,
      '4150 Cr 300',
      '2100 Cr 64',
      '4000 Cr 100',
    ]);

    const refused = async (ledgerAccountId: number) => {
      const response = await invoices.addItems(invoice.id, [line({ ledger_account_id: ledgerAccountId })]);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        error: 'Choose an income account of this business',
        details: { 'items.0.ledger_account_id': ['Choose an income account of this business'] },
      });
    };
    await refused(chart.get('6000')!.id);
    await refused(shared.books.id('4000'));
    await refused(2_000_000_000);
    const update = await invoices.updateItem(invoice.id, added.invoice_items[1]!.id, {
      ...line({ unit_price: 100, tax_rate: 16 }),
      ledger_account_id: chart.get('1100')!.id,
    });
    expect(update.statusCode).toBe(422);
    expect((await ledger.entries()).length).toBe(1);
    // An account only a draft's line names (nothing posted to it) stays too: archive it instead.
    const training = await invoices.ok<{ id: number }>(
      invoices.inject('POST', '/ledger_accounts', {
        ledger_account: { number: '4160', name: 'Training', account_type: 'income' },
      }),
      201,
    );
    const draft = await invoices.created({ contact_id: contactId });
    await invoices.ok(invoices.addItems(draft.id, [line({ ledger_account_id: training.id })]));
    const removal = await invoices.inject('DELETE', `/ledger_accounts/${training.id}`);
    expect(removal.statusCode).toBe(422);
    expect(removal.json()).toEqual({ error: 'This account has been used; archive it instead' });
    const bad = await invoices.addItems(invoice.id, [line({ ledger_account_id: 'x' })]);
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
  });
});
