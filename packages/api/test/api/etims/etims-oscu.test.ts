import type { Bill, CreditNote, Invoice, PriceListItem } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import { describe, expect, it } from 'vitest';
import { billClient } from '../../support/bill-helpers.ts';
import { backend } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';
import { listedSale, oscuAccount, useOscuApp } from '../../support/oscu-helpers.ts';

const shared = useOscuApp();

type Account = Awaited<ReturnType<typeof oscuAccount>>;

const getInvoice = (account: Account, id: string) => account.client.ok<Invoice>(account.client.get(id));

async function issue(account: Account, lines: Record<string, unknown>[]) {
  const { client } = account;
  const invoice = await client.created({ contact_id: account.contactId });
  await client.ok(client.addItems(invoice.id, lines.map(line)));
  return client.update(invoice.id, { status: 'sent' });
}

describe(`KRA eTIMS against the strict OSCU mock on ${backend}`, () => {
  it('signs an invoice, credits it and pulls a purchase as KRA documents them, with 0 deviations', async () => {
    const { mock } = shared;
    const account = await oscuAccount(shared.app, mock);
    const { client } = account;
    const initialized = await client.ok<{ initialized_at: string }>(
      client.inject('POST', '/etims/initialize'),
    );
    expect(initialized.initialized_at).toEqual(expect.any(String));

    // The daily refresh fetches KRA's lists: the pickers offer item classes (no segment) and reasons.
    await shared.run(0);
    const classes = await client.ok<{ code: string }[]>(
      client.inject('GET', '/etims/item_classes?search=paper'),
    );
    expect(classes.map((cls) => cls.code)).toEqual(['14111400', '14111600', '14121600']);
    const reasons = await client.ok<{ code: string; name: string }[]>(
      client.inject('GET', '/etims/codes?class=32'),
    );
    expect(reasons.map((reason) => reason.code)).toEqual(['01', '02', '03', '04', '05', '06']);

    const paper = { description: 'A4 paper ream', unit: 'items', unit_price: 650, tax_rate: 16 };
    // A segment is no item class: refused at once, not at KRA.
    const segment = await client.inject('POST', '/price_list_items', {
      price_list_item: { ...paper, kind: 'goods', classification_code: '14000000' },
    });
    expect(segment.statusCode).toBe(422);
    expect(segment.json().details.classification_code).toEqual([
      "14000000 is not an item class of KRA's item classification list: pick one from the list",
    ]);
    await client.ok<PriceListItem>(
      client.inject('POST', '/price_list_items', {
        price_list_item: { ...paper, kind: 'goods', classification_code: '14111400' },
      }),
      201,
    );
    const sent = await client.ok<Invoice>(
      issue(account, [
        { ...paper, quantity: 2.5 },
        { description: 'Design work', quantity: 3, unit_price: 1234.5678, tax_rate: 16, discount: 5 },
        { description: 'Export artwork', quantity: 1, unit_price: 2000, tax_rate: 0 },
        { description: 'Training', quantity: 2, unit_price: 1500, tax_rate: 0, tax_category: 'exempt' },
        { description: 'Loyalty discount', quantity: 1, unit_price: -500, tax_rate: 16 },
      ]),
    );
    await shared.run(1);
    const signed = await getInvoice(account, sent.id);
    expect(signed.etims).toMatchObject({ status: 'signed', receipt_number: 1, error: null });

    const branch = mock.branch(account.pin);
    const sale = branch.sales[0]!;
    const items = sale.itemList as Record<string, number | string>[];
    // The discount line went out as the discount of the other line at 16 %: no negative line.
    expect(items.map((item) => item.itemNm)).toEqual([
      'A4 paper ream',
      'Design work',
      'Export artwork',
      'Training',
    ]);
    expect(items.map((item) => item.taxTyCd)).toEqual(['B', 'B', 'C', 'A']);
    expect(items.every((item) => Number(item.totAmt) >= 0 && Number(item.dcAmt) >= 0)).toBe(true);
    expect(items[1]!.prc).toBe(1234.57);
    expect(toCents(String(sale.totAmt))).toBe(toCents(signed.total));
    expect(toCents(String(sale.totTaxAmt))).toBe(toCents(signed.tax_total));
    expect(sale).toMatchObject({
      salesDt: signed.issue_date.replaceAll('-', ''),
      pmtTyCd: '02',
      rcptTyCd: 'S',
    });
    // Goods left: the stock movement (out, a sale) and what is left (nothing was bought).
    expect(branch.stockMovements.map((movement) => movement.sarTyCd)).toEqual(['11']);
    const paperCode = String(items[0]!.itemCd);
    expect(branch.stockLevels.get(paperCode)).toBe(0);

    const note = await client.ok<CreditNote>(
      client.inject('POST', '/credit_notes', {
        credit_note: {
          invoice_id: sent.id,
          issue_date: signed.issue_date,
          reason: 'One ream arrived damaged',
          kra_reason: 'damaged',
          items: [line({ ...paper, quantity: 1 })],
        },
      }),
      201,
    );
    await shared.run(2);
    const credited = await client.ok<CreditNote>(client.inject('GET', `/credit_notes/${note.id}`));
    expect(credited.etims).toMatchObject({ status: 'signed', receipt_number: 2, kra_reason: 'damaged' });
    expect(branch.sales[1]).toMatchObject({ rcptTyCd: 'R', orgInvcNo: 1, rfdRsnCd: '03' });
    expect(branch.stockMovements.map((movement) => movement.sarTyCd)).toEqual(['11', '03']);
    expect(branch.stockLevels.get(paperCode)).toBe(1);

    // A supplier's VAT-inclusive sale: booked with its own total and VAT, and accepted with them.
    const supplierPin = 'P051111222Q';
    mock.issuePurchase(account.pin, listedSale(supplierPin, 88));
    expect(await client.ok(client.inject('POST', '/etims/purchases/pull'))).toEqual({
      imported: 1,
      listed: 1,
    });
    const bills = billClient(shared.app, account.token);
    const [draft] = (await bills.list({ status: 'draft' })).data;
    const bill = (await bills.ok(bills.get(draft!.id))) as Bill;
    expect([bill.total, bill.tax_total, bill.issue_date.replaceAll('-', '')]).toEqual([
      7000,
      965.52,
      listedSale(supplierPin, 88).salesDt,
    ]);
    await bills.ok(bills.update(bill.id, { draft: false }));
    await shared.run(3);
    expect(((await bills.ok(bills.get(bill.id))) as Bill).etims?.status).toBe('confirmed');
    expect(branch.purchases[0]).toMatchObject({
      totAmt: 7000,
      totTaxAmt: 965.52,
      invcNo: 1,
      spplrInvcNo: 88,
    });
    expect(branch.stockMovements.map((movement) => movement.sarTyCd)).toEqual(['11', '03', '02']);
    expect(branch.stockLevels.get('KE1NTU0000001')).toBe(2);

    expect(mock.allDeviations()).toEqual([]);
  });

  it('initializing again: KRA answers 902 and the stored key is kept; an expired token is fetched again', async () => {
    const { mock } = shared;
    const account = await oscuAccount(shared.app, mock);
    const { client } = account;
    await client.ok(client.inject('POST', '/etims/initialize'));
    const again = await client.inject('POST', '/etims/initialize');
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toMatch(/902 "This device is installed".*key stored then is kept/);
    const tokens = mock.tokensIssued();
    mock.expireTokens();
    const sent = await client.ok<Invoice>(
      issue(account, [{ description: 'Consulting', unit_price: 100, tax_rate: 16 }]),
    );
    await shared.run(4);
    expect((await getInvoice(account, sent.id)).etims?.status).toBe('signed');
    expect(mock.tokensIssued()).toBeGreaterThan(tokens);
    expect(mock.allDeviations()).toEqual([]);
  });

  it('refuses before sending what KRA cannot take, and never skips a receipt number KRA refused', async () => {
    const { mock } = shared;
    const account = await oscuAccount(shared.app, mock);
    const { client } = account;
    await client.ok(client.inject('POST', '/etims/initialize'));
    const precise = await issue(account, [
      { description: 'Sand', unit: 'kg', quantity: 1.125, unit_price: 40 },
    ]);
    expect(precise.statusCode).toBe(422);
    expect(precise.json().error).toMatch(/at most 2 decimals, not 1.125/);
    const alone = await issue(account, [
      { description: 'Fuel', unit_price: 100, tax_rate: 8 },
      { description: 'Discount', unit_price: -50, tax_rate: 16 },
    ]);
    expect(alone.statusCode).toBe(422);
    expect(alone.json().error).toMatch(/discount only off lines of the same VAT type \(B\)/);

    const first = await client.ok<Invoice>(
      issue(account, [{ description: 'Logo', unit_price: 900, tax_rate: 16 }]),
    );
    const second = await client.ok<Invoice>(
      issue(account, [{ description: 'Flyer', unit_price: 300, tax_rate: 16 }]),
    );
    mock.refuseNextSale('921', 'Sales or sales invoice data which is declared cannot be received.');
    await shared.run(5);
    expect((await getInvoice(account, first.id)).etims).toMatchObject({
      status: 'pending',
      receipt_number: null,
    });
    expect((await getInvoice(account, second.id)).etims).toMatchObject({
      status: 'signed',
      receipt_number: 1,
    });
    await shared.run(6);
    expect((await getInvoice(account, first.id)).etims).toMatchObject({
      status: 'signed',
      receipt_number: 2,
    });
    expect(mock.branch(account.pin).sales.map((sale) => sale.invcNo)).toEqual([1, 2]);
    expect(mock.allDeviations()).toEqual([]);
  });
});
