import { randomBytes } from 'node:crypto';
import type { Bill, Job } from '@daftari/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { etimsSettings } from '../../../src/db/schema.ts';
import { billClient } from '../../support/bill-helpers.ts';
import { backend } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';
import { listedSale, oscuAccount, useOscuApp } from '../../support/oscu-helpers.ts';

const shared = useOscuApp();

/**
 * A business with its device initialized. `offer` has a supplier sign a sale to it, pulls it and accepts the
 * bill it became (its purchase numbered, its job queued), answering the bill's id; `replaceDevice` puts a new
 * device serial on the branch and initializes it.
 */
async function initializedBusiness() {
  const { mock } = shared;
  const account = await oscuAccount(shared.app, mock);
  const { client } = account;
  const bills = billClient(shared.app, account.token);
  await client.ok(client.inject('POST', '/etims/initialize'));
  const offer = async (invoiceNumber: number) => {
    mock.issuePurchase(account.pin, listedSale('P051111222Q', invoiceNumber));
    await client.ok(client.inject('POST', '/etims/purchases/pull'));
    const [draft] = (await bills.list({ status: 'draft' })).data;
    await bills.ok(bills.update(draft!.id, { draft: false }));
    return draft!.id;
  };
  const replaceDevice = async () => {
    const serial = `dvc${randomBytes(4).toString('hex')}`;
    mock.registerDevice(account.pin, '00', serial);
    await client.ok(client.inject('PUT', '/account', { account: { etims: { device_serial: serial } } }));
    await client.ok(client.inject('POST', '/etims/initialize'));
  };
  return { account, bills, offer, replaceDevice };
}

describe(`KRA eTIMS purchase numbers per device against the strict OSCU mock on ${backend}`, () => {
  it('numbers purchases and stock movements 1, 2 on a device, and from 1 again on the device that replaces it', async () => {
    const { mock } = shared;
    const { account, bills, offer, replaceDevice } = await initializedBusiness();
    const accept = async (invoiceNumber: number, step: number) => {
      const id = await offer(invoiceNumber);
      await shared.run(step);
      return ((await bills.ok(bills.get(id))) as Bill).etims;
    };

    expect(await accept(88, 1)).toMatchObject({ status: 'confirmed', purchase_number: 1 });
    expect(await accept(89, 2)).toMatchObject({ status: 'confirmed', purchase_number: 2 });
    expect(mock.branch(account.pin).purchases.map((purchase) => purchase.invcNo)).toEqual([1, 2]);
    expect(mock.branch(account.pin).stockMovements.map((movement) => movement.sarNo)).toEqual([1, 2]);

    // A new device for the branch: KRA counts its purchases and stock movements on their own, from 1.
    await replaceDevice();
    expect(await accept(90, 3)).toMatchObject({ status: 'confirmed', purchase_number: 1 });
    expect(mock.branch(account.pin).purchases.map((purchase) => purchase.invcNo)).toEqual([1]);
    expect(mock.branch(account.pin).stockMovements.map((movement) => movement.sarNo)).toEqual([1]);
    expect(mock.allDeviations()).toEqual([]);
  });

  it('sends a purchase numbered on a device that was replaced before it went under the next number of the new device', async () => {
    const { mock } = shared;
    const { account, bills, offer, replaceDevice } = await initializedBusiness();
    const first = await offer(91);
    await shared.run(4);
    // Numbered 2 on the first device, then the device is replaced before the job sends it.
    const second = await offer(92);
    expect(((await bills.ok(bills.get(second))) as Bill).etims).toMatchObject({ purchase_number: 2 });
    await replaceDevice();
    await shared.run(5);

    expect(((await bills.ok(bills.get(first))) as Bill).etims).toMatchObject({ purchase_number: 1 });
    expect(((await bills.ok(bills.get(second))) as Bill).etims).toMatchObject({
      status: 'confirmed',
      purchase_number: 1,
    });
    expect(mock.branch(account.pin).purchases.map((purchase) => purchase.invcNo)).toEqual([1]);
    expect(mock.branch(account.pin).stockMovements.map((movement) => movement.sarNo)).toEqual([1]);
    expect(mock.allDeviations()).toEqual([]);
  });

  it('sends a stock movement numbered on a device that was replaced before it went under the next number of the new device', async () => {
    const { mock } = shared;
    const { account, offer, replaceDevice } = await initializedBusiness();
    const accept = async (invoiceNumber: number, step: number) => {
      await offer(invoiceNumber);
      await shared.run(step);
    };
    await accept(93, 6);
    // The second purchase's stock movement (2 on the first device) is refused once, then the device changes.
    mock.refuseNextStockIO('999', 'Try again later');
    await accept(94, 7);
    expect(mock.branch(account.pin).purchases.map((purchase) => purchase.invcNo)).toEqual([1, 2]);
    expect(mock.branch(account.pin).stockMovements.map((movement) => movement.sarNo)).toEqual([1]);
    await replaceDevice();
    await shared.run(9);

    expect(mock.branch(account.pin).stockMovements.map((movement) => movement.sarNo)).toEqual([1]);
    expect(mock.branch(account.pin).purchases).toEqual([]);
    expect(mock.allDeviations()).toEqual([]);
  });

  it('sends what was numbered on the replaced device ahead of what the new device numbered after it, in one sequence', async () => {
    const { mock } = shared;
    const { account, bills, offer, replaceDevice } = await initializedBusiness();
    await offer(95);
    await shared.run(10);
    // 2 on the first device, not sent when the device is replaced: it takes the new device's 1 there and then.
    const earlier = await offer(96);
    await replaceDevice();
    expect(((await bills.ok(bills.get(earlier))) as Bill).etims).toMatchObject({ purchase_number: 1 });
    const later = await offer(97);
    await shared.run(11);

    expect(((await bills.ok(bills.get(earlier))) as Bill).etims).toMatchObject({
      status: 'confirmed',
      purchase_number: 1,
    });
    expect(((await bills.ok(bills.get(later))) as Bill).etims).toMatchObject({
      status: 'confirmed',
      purchase_number: 2,
    });
    const sent = mock.branch(account.pin).purchases;
    expect(sent.map((purchase) => [purchase.invcNo, purchase.spplrInvcNo])).toEqual([
      [1, 96],
      [2, 97],
    ]);
    expect(mock.branch(account.pin).stockMovements.map((movement) => movement.sarNo)).toEqual([1, 2]);
    expect(mock.allDeviations()).toEqual([]);
  });

  it('sends a purchase that gave up on the replaced device, retried on the new one, under its next number', async () => {
    const { mock } = shared;
    const { account, bills } = await initializedBusiness();
    const { client } = account;
    mock.issuePurchase(account.pin, listedSale('P051111222Q', 98));
    await client.ok(client.inject('POST', '/etims/purchases/pull'));
    // No credentials: the purchase (1 on the first device) fails each attempt without reaching KRA.
    const cleared = { consumer_key: '', consumer_secret: '' };
    await client.ok(client.inject('PUT', '/account', { account: { etims: cleared } }));
    const pull = await client.inject('POST', '/etims/purchases/pull');
    expect([pull.statusCode, pull.json().error]).toEqual([
      422,
      expect.stringMatching(/consumer key and secret/),
    ]);
    const [draft] = (await bills.list({ status: 'draft' })).data;
    const id = draft!.id;
    await bills.ok(bills.update(id, { draft: false }));
    for (const step of [20, 21, 22, 23, 24]) await shared.run(step);
    const failed = (await client.ok(client.inject('GET', '/jobs?status=failed'))) as Job[];
    const jobs = failed.filter((job) => job.kind === 'etims_purchase');
    expect(jobs).toHaveLength(1);

    const serial = `dvc${randomBytes(4).toString('hex')}`;
    mock.registerDevice(account.pin, '00', serial);
    const { consumerKey, consumerSecret } = mock.credentials;
    const device = { device_serial: serial, consumer_key: consumerKey, consumer_secret: consumerSecret };
    await client.ok(client.inject('PUT', '/account', { account: { etims: device } }));
    await client.ok(client.inject('POST', '/etims/initialize'));
    await client.ok(client.inject('POST', `/jobs/${jobs[0]!.id}/retry`));
    await shared.run(25);

    expect(((await bills.ok(bills.get(id))) as Bill).etims).toMatchObject({
      status: 'confirmed',
      purchase_number: 1,
    });
    expect(mock.branch(account.pin).purchases.map((purchase) => purchase.invcNo)).toEqual([1]);
    expect(mock.allDeviations()).toEqual([]);
  });

  it('counts on after its last numbers on a device switched back to (a mistyped serial corrected)', async () => {
    const { mock } = shared;
    const { account, bills, offer } = await initializedBusiness();
    const { client } = account;
    await offer(99);
    await shared.run(30);
    const waiting = await offer(100);
    const serial = (device_serial: string) =>
      client.ok(client.inject('PUT', '/account', { account: { etims: { device_serial } } }));
    const numberOf = async () => ((await bills.ok(bills.get(waiting))) as Bill).etims;

    await serial(`${account.serial}x`);
    expect(await numberOf()).toMatchObject({ status: 'awaiting', purchase_number: 1 });
    await serial(account.serial);
    // Purchase 1 and stock movement 1 of this device went to KRA: the waiting purchase is its 2.
    expect(await numberOf()).toMatchObject({ status: 'awaiting', purchase_number: 2 });
    const [counters] = await shared.database.db
      .select({ purchase: etimsSettings.lastPurchaseNumber, stock: etimsSettings.lastStockNumber })
      .from(etimsSettings)
      .where(eq(etimsSettings.kraPin, account.pin));
    expect(counters).toEqual({ purchase: 2, stock: 1 });
    expect(mock.allDeviations()).toEqual([]);
  });

  it('signs sales on the device that replaced one from receipt 1, under its own control unit', async () => {
    const { mock } = shared;
    const { account, replaceDevice } = await initializedBusiness();
    const { client } = account;
    const sell = async (step: number) => {
      const invoice = await client.created({ contact_id: account.contactId });
      await client.ok(client.addItems(invoice.id, [line({ unit_price: 1000, tax_rate: 16 })]));
      await client.ok(client.update(invoice.id, { status: 'sent' }));
      await shared.run(step);
      return (await client.ok(client.get(invoice.id))).etims;
    };

    expect(await sell(1)).toMatchObject({ status: 'signed', receipt_number: 1 });
    const replaced = mock.branch(account.pin).sdcId;
    await replaceDevice();
    expect(mock.branch(account.pin).sdcId).not.toBe(replaced);
    expect(await sell(2)).toMatchObject({ status: 'signed', receipt_number: 1 });
    expect(await sell(3)).toMatchObject({ status: 'signed', receipt_number: 2 });
    expect(mock.branch(account.pin).sales.map((sale) => Number(sale.invcNo))).toEqual([1, 2]);

    expect(mock.allDeviations()).toEqual([]);
  });
});
