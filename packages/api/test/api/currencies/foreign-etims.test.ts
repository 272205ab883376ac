import type { CreditNote, Invoice, PriceListItem } from '@daftari/contracts';
import { convertCents, toCents, toRateMicros } from '@daftari/format';
import { describe, expect, it } from 'vitest';
import { backend } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';
import { oscuAccount, useOscuApp } from '../../support/oscu-helpers.ts';

const shared = useOscuApp();

type Item = Record<string, number | string>;
const cents = (value: unknown) => toCents(String(value));
const sum = (items: Item[], field: string) => items.reduce((total, item) => total + cents(item[field]), 0n);

/** An account on the strict OSCU mock, initialized, with a registered item of goods and a USD rate. */
async function usdAccount() {
  const account = await oscuAccount(shared.app, shared.mock);
  const { client } = account;
  await client.ok(client.inject('POST', '/etims/initialize'));
  await client.ok<PriceListItem>(
    client.inject('POST', '/price_list_items', {
      price_list_item: {
        description: 'A4 paper ream',
        unit: 'items',
        unit_price: 6.5,
        tax_rate: 16,
        kind: 'goods',
        classification_code: '14111400',
      },
    }),
    201,
  );
  return account;
}

describe(`eTIMS for a sale in another currency on ${backend}`, () => {
  it('sends a USD invoice in KES at its rate, the lines adding up to the receivable, the rate in the remark', async () => {
    const account = await usdAccount();
    const { client, mock } = { ...account, mock: shared.mock };
    const invoice = await client.created({
      contact_id: account.contactId,
      currency: 'USD',
      exchange_rate: 129.4567,
      issue_date: '2026-03-02',
      due_date: '2026-04-01',
    });
    await client.ok(
      client.addItems(
        invoice.id,
        [
          { description: 'A4 paper ream', unit: 'items', quantity: 2.5, unit_price: 6.5, tax_rate: 16 },
          { description: 'Design', quantity: 3, unit_price: 33.33, tax_rate: 16, discount: 7.5 },
          { description: 'Hosting', quantity: 1.5, unit_price: 19.99, tax_rate: 16 },
          { description: 'Fuel levy', quantity: 2, unit_price: 0.47, tax_rate: 8, discount: 3 },
          { description: 'Export service', quantity: 1, unit_price: 50.03, tax_rate: 0 },
          { description: 'Training', quantity: 2, unit_price: 15.01, tax_rate: 0, tax_category: 'exempt' },
          { description: 'Loyalty discount', quantity: 1, unit_price: -5.03, tax_rate: 16 },
        ].map(line),
      ),
    );
    const sent = await client.ok<Invoice>(client.update(invoice.id, { status: 'sent' }));
    expect(sent.total_in_books).toBe(
      Number(convertCents(toCents(sent.total), toRateMicros('129.4567'))) / 100,
    );
    await shared.run(1);
    const signed = await client.ok<Invoice>(client.get(invoice.id));
    expect(signed.etims).toMatchObject({ status: 'signed', receipt_number: 1, error: null });

    const sale = mock.branch(account.pin).sales[0]!;
    const items = sale.itemList as Item[];
    expect(items.map((item) => item.itemNm)).toEqual([
      'A4 paper ream',
      'Design',
      'Hosting',
      'Fuel levy',
      'Export service',
      'Training',
    ]);
    // Shillings throughout: the total is the receivable the ledger posted, the lines add up to it.
    expect(cents(sale.totAmt)).toBe(toCents(String(sent.total_in_books)));
    expect(sum(items, 'totAmt')).toBe(cents(sale.totAmt));
    expect(cents(sale.totTaxblAmt) + cents(sale.totTaxAmt)).toBe(cents(sale.totAmt));
    // The export line, the first line not at 16 % (so not sharing the discount line), is its share in KES.
    expect(items[4]).toMatchObject({ taxTyCd: 'C', qty: 1, prc: 6476.72, totAmt: 6476.72, taxAmt: 0 });
    // VAT at 16 % of the taxable shillings, to within a cent, and the 8 % line at 8 %.
    for (const item of items) {
      const rate = { B: 16n, E: 8n }[String(item.taxTyCd)] ?? 0n;
      const expected = (cents(item.taxblAmt) * rate) / 100n;
      expect(cents(item.taxAmt) - expected).toBeGreaterThanOrEqual(-1n);
      expect(cents(item.taxAmt) - expected).toBeLessThanOrEqual(1n);
    }
    expect(sale.remark).toBe(`USD ${sent.total.toFixed(2)} at 129.4567 KES per USD`);
    expect(mock.branch(account.pin).stockMovements.map((movement) => movement.sarTyCd)).toEqual(['11']);

    // Its credit note, in USD at the invoice's rate, goes in KES too (receipt type R).
    const note = await client.ok<CreditNote>(
      client.inject('POST', '/credit_notes', {
        credit_note: {
          invoice_id: invoice.id,
          issue_date: '2026-03-02',
          reason: 'One ream arrived damaged',
          kra_reason: 'damaged',
          items: [line({ description: 'A4 paper ream', unit: 'items', unit_price: 6.5, tax_rate: 16 })],
        },
      }),
      201,
    );
    expect(note).toMatchObject({ currency: 'USD', exchange_rate: 129.4567, total: 7.54 });
    await shared.run(3);
    const refund = mock.branch(account.pin).sales[1]!;
    // USD 7.54 at 129.4567 is KES 976.10 (976.1035), its VAT 16/116 of that.
    expect(refund).toMatchObject({ rcptTyCd: 'R', orgInvcNo: 1, totAmt: 976.1, totTaxAmt: 134.63 });
    expect(refund.remark).toBe('USD 7.54 at 129.4567 KES per USD');
    expect(mock.allDeviations()).toEqual([]);
  });

  it('a KES invoice goes as before: its own amounts and no remark', async () => {
    const account = await usdAccount();
    const { client } = account;
    const invoice = await client.created({ contact_id: account.contactId });
    await client.ok(
      client.addItems(invoice.id, [
        line({ description: 'Design', quantity: 3, unit_price: 333.33, tax_rate: 16 }),
      ]),
    );
    await client.ok(client.update(invoice.id, { status: 'sent' }));
    await shared.run(2);
    const sale = shared.mock.branch(account.pin).sales[0]!;
    expect(sale).toMatchObject({ totAmt: 1159.99, totTaxAmt: 160, remark: null });
    expect((sale.itemList as Item[])[0]).toMatchObject({ prc: 333.33, splyAmt: 999.99, dcRt: 0, dcAmt: 0 });
    expect(shared.mock.allDeviations()).toEqual([]);
  });
});
