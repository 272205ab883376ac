import type { CreditNote } from '@daftari/contracts';
import { vatReturnSchema } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import { describe, expect, it } from 'vitest';
import {
  at,
  etimsSimulator,
  getInvoice,
  initializedAccount,
  useEtimsApp,
} from '../../support/etims-helpers.ts';
import { backend } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';
import { reportData, reportRequest } from '../../support/report-helpers.ts';
import { ledgerVatOfMonth } from '../../support/vat-return-helpers.ts';

const shared = useEtimsApp();

describe(`VAT return and KRA eTIMS on ${backend}`, () => {
  it('output VAT in the ledger equals the tax of the month’s signed invoices and credit notes, to the cent', async () => {
    const account = await initializedAccount(shared.app);
    const { client } = account;
    const { run } = shared;
    const issued = async (date: string, items: Record<string, unknown>[]) => {
      const draft = await client.created({ contact_id: account.contactId, issue_date: date, due_date: date });
      await client.ok(client.addItems(draft.id, items));
      return client.ok(client.update(draft.id, { status: 'sent' }));
    };
    const first = await issued('2026-03-03', [
      line({ description: 'Design', quantity: 3, unit_price: 333.33, tax_rate: 16, discount: 7.5 }),
      line({ description: 'Hosting', quantity: 1.5, unit_price: 1999.99, tax_rate: 16 }),
      line({ description: 'Fuel levy', quantity: 2, unit_price: 45.55, tax_rate: 8, discount: 3 }),
      line({ description: 'Export service', unit_price: 5000 }),
      line({ description: 'Training', unit_price: 800, tax_category: 'exempt' }),
      line({ description: 'Disbursement', unit_price: 120, tax_category: 'non_vat' }),
    ]);
    const second = await issued('2026-03-17', [line({ quantity: 7, unit_price: 12.35, tax_rate: 16 })]);
    const april = await issued('2026-04-01', [line({ unit_price: 10_000, tax_rate: 16 })]);
    await run(at(0));
    const note = await client.ok<CreditNote>(
      client.inject('POST', '/credit_notes', {
        credit_note: {
          invoice_id: first.id,
          issue_date: '2026-03-28',
          reason: 'Design hours not delivered',
          items: [
            line({ description: 'Design', quantity: 1, unit_price: 333.33, tax_rate: 16, discount: 7.5 }),
          ],
        },
      }),
      201,
    );
    await run(at(1));

    // What KRA signed for March: the sales (S) less the credit notes (R).
    const march = new Set([first.invoice_number, second.invoice_number, note.credit_note_number]);
    const receipts = etimsSimulator(shared.database.db).sales.filter(
      (sale) => sale.custTin === account.buyerPin && march.has(sale.trdInvcNo),
    );
    expect(receipts.map((sale) => sale.rcptTyCd).sort()).toEqual(['R', 'S', 'S']);
    const signedTax = receipts.reduce(
      (total, sale) => total + (sale.rcptTyCd === 'S' ? 1n : -1n) * toCents(sale.totTaxAmt),
      0n,
    );
    const ledger = await ledgerVatOfMonth(shared.database.db, account.accountId, '2026-03');
    expect(toCents(ledger.output)).toBe(signedTax);
    expect(Math.round(ledger.output)).toBe(Math.round(Number(signedTax) / 100));

    const data = await reportData(reportRequest(shared.app, account.token), 'vat_return', vatReturnSchema, {
      month: '2026-03',
    });
    expect(toCents(data.output_vat)).toBe(signedTax);
    expect(data.ledger_check.output).toEqual({
      ledger: ledger.output,
      schedule: data.output_vat,
      equal: true,
    });
    const cuNumbers = new Map(data.sales.map((row) => [row.invoice_number, row.cu_invoice_number]));
    for (const invoice of [first, second]) {
      const signed = await getInvoice(account, invoice.id);
      expect(signed.etims?.status).toBe('signed');
      expect(cuNumbers.get(invoice.invoice_number)).toBe(signed.etims?.cu_invoice_number);
    }
    expect(cuNumbers.get(note.credit_note_number)).toEqual(expect.any(String));
    expect(cuNumbers.has(april.invoice_number)).toBe(false);
    expect(data.sales.map((row) => row.category)).not.toContain('non_vat');
  });
});
