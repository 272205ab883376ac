import type { PriceListItem } from '@daftari/contracts';
import { describe, expect, it } from 'vitest';
import {
  at,
  type EtimsAccount,
  etimsSimulator,
  initializedAccount,
  signedReceipt,
  useEtimsApp,
} from '../../support/etims-helpers.ts';
import { backend } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';

const shared = useEtimsApp();

const FLOUR = { description: 'Maize flour', unit: 'kg', unit_price: 105, tax_rate: 0 } as const;
const CONSULTING = { description: 'Consulting', unit: 'hours', unit_price: 4000, tax_rate: 16 } as const;
// Sequences 1 to 5 are the general services' (one per tax type, A to E); a price-list item's follows them.
const serial = (id: number) => String(id + 5).padStart(7, '0');
const GENERAL_B = 'KE3NTU0000002';
const GENERAL_B_CLASS = '80161500';

/** Sends an invoice with `lines`, runs the jobs at `step`, and answers the receipt KRA signed. */
async function signedSale(account: EtimsAccount, lines: Record<string, unknown>[], step: number) {
  const { client } = account;
  const invoice = await client.created({ contact_id: account.contactId });
  await client.ok(client.addItems(invoice.id, lines.map(line)));
  await client.ok(client.update(invoice.id, { status: 'sent' }));
  await shared.run(at(step));
  const sale = signedReceipt(shared.database.db, account, invoice.invoice_number);
  if (!sale)
    throw new Error(
      `${invoice.invoice_number} was not signed: ${JSON.stringify((await client.ok<{ etims?: unknown }>(client.get(invoice.id))).etims)}`,
    );
  return sale;
}

/** How many times `itemCd` was registered with `saveItem`, and the last registration. */
function registrations(itemCd: string) {
  const saved = etimsSimulator(shared.database.db).savedItems.filter((item) => item.itemCd === itemCd);
  return { count: saved.length, last: saved.at(-1) };
}

describe(`KRA eTIMS items on ${backend}`, () => {
  it('sells each line as its price-list item, registered once, and the rest as the general service of its tax type', async () => {
    const account = await initializedAccount(shared.app);
    const { client } = account;
    const post = (fields: Record<string, unknown>) =>
      client.ok<PriceListItem>(client.inject('POST', '/price_list_items', { price_list_item: fields }), 201);
    const flour = await post({
      ...FLOUR,
      kind: 'goods',
      classification_code: '5020220100',
      tax_category: 'exempt',
    });
    const consulting = await post(CONSULTING);
    const flourCode = `KE2NTKG${serial(flour.id)}`;
    const consultingCode = `KE3NTU${serial(consulting.id)}`;

    const sale = await signedSale(
      account,
      [
        { ...FLOUR, quantity: 24, tax_category: 'exempt' },
        { ...CONSULTING, quantity: 3 },
        // Another price is another item: not on the price list, so the general service at 16 % (B).
        { ...CONSULTING, unit_price: 4500, quantity: 1 },
      ],
      0,
    );
    expect(
      sale.itemList.map(({ itemCd, itemClsCd, qtyUnitCd, taxTyCd }) => [
        itemCd,
        itemClsCd,
        qtyUnitCd,
        taxTyCd,
      ]),
    ).toEqual([
      [flourCode, '5020220100', 'KG', 'A'],
      [consultingCode, GENERAL_B_CLASS, 'U', 'B'],
      [GENERAL_B, GENERAL_B_CLASS, 'U', 'B'],
    ]);
    expect(registrations(GENERAL_B)).toMatchObject({
      count: 1,
      last: { taxTyCd: 'B', itemClsCd: GENERAL_B_CLASS },
    });
    expect(registrations(flourCode)).toMatchObject({
      count: 1,
      last: {
        itemTyCd: '2',
        itemNm: 'Maize flour',
        taxTyCd: 'A',
        dftPrc: 105,
        pkgUnitCd: 'NT',
        orgnNatCd: 'KE',
      },
    });
    expect(registrations(consultingCode)).toMatchObject({ count: 1, last: { itemTyCd: '3', taxTyCd: 'B' } });
    const listed = await client.ok<PriceListItem[]>(client.inject('GET', '/price_list_items'));
    expect(listed.map((item) => [item.description, item.etims_item_code])).toEqual([
      ['Consulting', consultingCode],
      ['Maize flour', flourCode],
    ]);

    // Sold again: nothing registered again.
    const defaultsBefore = registrations(GENERAL_B).count;
    await signedSale(
      account,
      [
        { ...FLOUR, quantity: 2, tax_category: 'exempt' },
        { ...CONSULTING, unit_price: 1 },
      ],
      1,
    );
    expect(registrations(flourCode).count).toBe(1);
    expect(registrations(GENERAL_B).count).toBe(defaultsBefore);

    // A new classification is registered before the next sale, under the same code.
    await client.ok(
      client.inject('PATCH', `/price_list_items/${flour.id}`, {
        price_list_item: { kind: 'goods', classification_code: '5020220200', tax_category: 'exempt' },
      }),
    );
    const reclassified = await signedSale(account, [{ ...FLOUR, quantity: 1, tax_category: 'exempt' }], 2);
    expect(reclassified.itemList[0]).toMatchObject({ itemCd: flourCode, itemClsCd: '5020220200' });
    expect(registrations(flourCode)).toMatchObject({ count: 2, last: { itemClsCd: '5020220200' } });

    // So is a new tax category: KRA's item record carries the item's tax type.
    await client.ok(
      client.inject('PATCH', `/price_list_items/${flour.id}`, {
        price_list_item: { kind: 'goods', classification_code: '5020220200', tax_category: null },
      }),
    );
    await signedSale(account, [{ ...FLOUR, quantity: 1 }], 3);
    expect(registrations(flourCode)).toMatchObject({ count: 3, last: { taxTyCd: 'C' } });
  });

  it('registers the items again once a new device is initialized (the same device initializes once: 902)', async () => {
    const account = await initializedAccount(shared.app);
    const { client } = account;
    const consulting = await client.ok<PriceListItem>(
      client.inject('POST', '/price_list_items', { price_list_item: CONSULTING }),
      201,
    );
    const code = `KE3NTU${serial(consulting.id)}`;
    await signedSale(account, [{ ...CONSULTING, quantity: 1 }], 0);
    expect(registrations(code).count).toBe(1);

    const installed = await client.ok<{ initialized_at: string }>(client.inject('POST', '/etims/initialize'));
    await signedSale(account, [{ ...CONSULTING, quantity: 2 }], 1);
    expect(registrations(code).count).toBe(1);

    await client.ok(client.inject('PUT', '/account', { account: { etims: { device_serial: 'DVC-2' } } }));
    const anew = await client.ok<{ initialized_at: string }>(client.inject('POST', '/etims/initialize'));
    expect(anew.initialized_at).not.toBe(installed.initialized_at);
    const again = await signedSale(account, [{ ...CONSULTING, quantity: 2 }], 2);
    expect(again.itemList[0]?.itemCd).toBe(code);
    // A new device counts its receipts from 1.
    expect(again.invcNo).toBe(1);
    expect(registrations(code).count).toBe(2);
  });
});
