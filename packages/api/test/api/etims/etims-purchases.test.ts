import type { Bill, Job } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EtimsError } from '../../../src/adapters/etims/client.ts';
import { etimsSettings } from '../../../src/db/schema.ts';
import { MAX_ATTEMPTS } from '../../../src/jobs/queue.ts';
import { sessionOf } from '../../../src/modules/etims/session.ts';
import { createEtims } from '../../../src/modules/etims/setup.ts';
import { billClient } from '../../support/bill-helpers.ts';
import {
  at,
  type EtimsAccount,
  etimsSimulator,
  initializedAccount,
  useEtimsApp,
} from '../../support/etims-helpers.ts';
import { newSupplier, type Supplier, supplierSale } from '../../support/etims-purchase-helpers.ts';
import { signUp } from '../../support/helpers.ts';

const shared = useEtimsApp();

const simulator = () => etimsSimulator(shared.database.db);

const pull = (account: EtimsAccount) =>
  account.client.ok<{ imported: number; listed: number }>(
    account.client.inject('POST', '/etims/purchases/pull'),
  );

const billsOf = (account: EtimsAccount) => billClient(shared.app, account.token);

async function draftBills(account: EtimsAccount): Promise<Bill[]> {
  const bills = billsOf(account);
  const { data } = await bills.list({ status: 'draft', per_page: 100 });
  return Promise.all(data.map((bill) => bills.ok(bills.get(bill.id))));
}

/** A sale of one item at 16 % the supplier signed to the account, registered at KRA at `at` (now). */
function issueOne(account: EtimsAccount, supplier: Supplier, invoiceNumber: number, price = 1000, at?: Date) {
  simulator().issuePurchase(
    account.pin,
    supplierSale(supplier, invoiceNumber, [{ name: 'Seed maize', qty: 1, price, type: 'B' }]),
    at,
  );
}

/** The account's fetched bill confirmed: it leaves draft. */
async function confirm(account: EtimsAccount, billId: number) {
  const bills = billsOf(account);
  return bills.ok(bills.update(billId, { draft: false }));
}

describe('KRA eTIMS purchases', () => {
  it('fetches the invoices issued to the PIN as draft bills with their amounts and VAT', async () => {
    const account = await initializedAccount(shared.app);
    const known = newSupplier('Mavuno Hardware');
    const knownContact = await account.client.contact({ company_name: 'Mavuno (ours)', kra_pin: known.pin });
    // Mavuno's latest bill gave 21 days: a fetched one is due as long after its date.
    const [expense] = await account.client.ok<{ id: number }[]>(
      account.client.inject('GET', '/ledger_accounts?type=expense'),
    );
    await billsOf(account).created({
      contact_id: knownContact,
      issue_date: '2026-09-01',
      due_date: '2026-09-22',
      lines: [
        { description: 'Nails', ledger_account_id: expense!.id, quantity: 1, unit_price: 400, tax_rate: 16 },
      ],
    });
    const fresh = newSupplier('Kilimo Supplies Ltd');
    simulator().issuePurchase(
      account.pin,
      supplierSale(fresh, 17, [
        { name: 'Fertiliser 50kg', qty: 2, price: 3450.5, type: 'B', discount: 5 },
        { name: 'Diesel', qty: 40, price: 182.33, type: 'E' },
        { name: 'Maize flour', qty: 10, price: 135, type: 'A' },
        // The supplier rounded its VAT otherwise: one unit at its own taxable amount.
        { name: 'Sacks', qty: 3, price: 33.33, type: 'B', amounts: { taxable: 100, tax: 16 } },
      ]),
    );
    simulator().issuePurchase(
      account.pin,
      supplierSale(known, 4051, [{ name: 'Nails', qty: 5, price: 80, type: 'B' }]),
    );

    expect(await pull(account)).toEqual({ imported: 2, listed: 2 });
    const drafts = await draftBills(account);
    expect(drafts).toHaveLength(2);

    const kilimo = drafts.find((bill) => bill.bill_number === '17')!;
    expect(kilimo.status).toBe('draft');
    expect(kilimo.issue_date).toBe('2026-11-05');
    expect(kilimo.due_date).toBe('2026-11-05');
    expect(kilimo.contact.company_name).toBe('Kilimo Supplies Ltd');
    const supplierContact = await account.client.ok<{ kra_pin: string }>(
      account.client.inject('GET', `/contacts/${kilimo.contact_id}`),
    );
    expect(supplierContact.kra_pin).toBe(fresh.pin);
    expect(
      kilimo.lines.map((line) => [line.description, line.quantity, line.unit_price, line.tax_rate]),
    ).toEqual([
      ['Fertiliser 50kg', 2, 3450.5, 16],
      ['Diesel', 40, 182.33, 8],
      ['Maize flour', 10, 135, 0],
      ['Sacks', 1, 100, 16],
    ]);
    // 6555.95 + 7293.20 + 1350 + 100 net; 1048.95 + 583.46 + 0 + 16 VAT.
    expect(toCents(kilimo.subtotal) - toCents(kilimo.discount_total)).toBe(1529915n);
    expect(kilimo.tax_total).toBe(1648.41);
    expect(kilimo.total).toBe(16947.56);
    expect(kilimo.etims).toEqual({
      status: 'pending',
      supplier_pin: fresh.pin,
      cu_invoice_number: `${fresh.sdcId}/17`,
      purchase_number: null,
      confirmed_at: null,
      error: null,
    });

    const mavuno = drafts.find((bill) => bill.bill_number === '4051')!;
    expect(mavuno.contact_id).toBe(knownContact);
    expect([mavuno.issue_date, mavuno.due_date]).toEqual(['2026-11-05', '2026-11-26']);
    expect(mavuno.total).toBe(464);
  });

  it('never imports a purchase twice: a second pull, a list answered again, two pulls at once', async () => {
    const account = await initializedAccount(shared.app);
    const supplier = newSupplier();
    issueOne(account, supplier, 1, 1000, new Date(Date.now() - 60_000));
    expect(await pull(account)).toEqual({ imported: 1, listed: 1 });
    expect(await pull(account)).toEqual({ imported: 0, listed: 0 });

    // KRA lists it again (asked from an earlier time): known, nothing new.
    await shared.database.db
      .update(etimsSettings)
      .set({ purchasesRequestedAt: null })
      .where(eq(etimsSettings.accountId, account.accountId));
    expect(await pull(account)).toEqual({ imported: 0, listed: 1 });

    for (const number of [2, 3, 4]) issueOne(account, supplier, number);
    const both = await Promise.all([pull(account), pull(account)]);
    expect(both[0]!.imported + both[1]!.imported).toBe(3);
    const drafts = await draftBills(account);
    expect(drafts.map((bill) => bill.bill_number).sort()).toEqual(['1', '2', '3', '4']);
    // One supplier contact, however many pulls met it.
    expect(new Set(drafts.map((bill) => bill.contact_id)).size).toBe(1);
  });

  it('a bill keyed by hand before it was fetched is that purchase, not a second bill', async () => {
    const account = await initializedAccount(shared.app);
    const supplier = newSupplier();
    const contactId = await account.client.contact({ company_name: supplier.name, kra_pin: supplier.pin });
    const bills = billsOf(account);
    const drafts = await bills.list();
    expect(drafts.data).toHaveLength(0);
    const [office] = (
      await account.client.ok<{ id: number; number: string }[]>(
        account.client.inject('GET', '/ledger_accounts?type=expense'),
      )
    ).filter((ledger) => ledger.number === '6000');
    const keyed = await bills.created({
      contact_id: contactId,
      bill_number: ' 88 ',
      draft: true,
      lines: [
        {
          description: 'Seed maize',
          ledger_account_id: office!.id,
          quantity: 1,
          unit_price: 1000,
          tax_rate: 16,
        },
      ],
    });
    issueOne(account, supplier, 88);
    expect(await pull(account)).toEqual({ imported: 1, listed: 1 });
    const all = await bills.list();
    expect(all.data.map((bill) => bill.id)).toEqual([keyed.id]);
    expect((await bills.ok(bills.get(keyed.id))).etims?.cu_invoice_number).toBe(`${supplier.sdcId}/88`);
  });

  it('lists only the purchases of the account’s own PIN, and shows them to no other account', async () => {
    const first = await initializedAccount(shared.app);
    const second = await initializedAccount(shared.app);
    const supplier = newSupplier();
    issueOne(first, supplier, 501);
    expect(await pull(second)).toEqual({ imported: 0, listed: 0 });
    expect(await pull(first)).toEqual({ imported: 1, listed: 1 });
    const [bill] = await draftBills(first);
    expect((await billsOf(second).get(bill!.id)).statusCode).toBe(404);
    expect(await draftBills(second)).toHaveLength(0);
    // Confirming another account's bill changes nothing of it.
    expect((await billsOf(second).update(bill!.id, { draft: false })).statusCode).toBe(404);
    expect((await billsOf(first).ok(billsOf(first).get(bill!.id))).status).toBe('draft');
  });

  it('answers {error} when eTIMS is off, not initialized, or KRA refuses, and imports nothing', async () => {
    const { token } = await signUp(shared.app);
    const off = billClient(shared.app, token);
    const refused = await off.inject('POST', '/etims/purchases/pull');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatch(/initialize/);
    expect((await shared.app.inject({ method: 'POST', url: '/api/etims/purchases/pull' })).statusCode).toBe(
      401,
    );

    const account = await initializedAccount(shared.app);
    issueOne(account, newSupplier(), 9);
    simulator().failNextPurchases(1, 'Server is busy.');
    const failed = await account.client.inject('POST', '/etims/purchases/pull');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ error: 'KRA eTIMS: Server is busy. (999)' });
    expect(await draftBills(account)).toHaveLength(0);
    // Nothing was lost: the next pull asks from the same time.
    expect(await pull(account)).toEqual({ imported: 1, listed: 1 });
  });

  it('the simulator lists only what was registered since lastReqDt, and refuses a malformed one', async () => {
    const account = await initializedAccount(shared.app);
    const etims = createEtims({ db: shared.database.db });
    const [row] = await shared.database.db
      .select()
      .from(etimsSettings)
      .where(eq(etimsSettings.accountId, account.accountId));
    const session = sessionOf(row!, etims);
    const supplier = newSupplier();
    simulator().issuePurchase(
      account.pin,
      supplierSale(supplier, 1, [{ name: 'A', qty: 1, price: 10, type: 'B' }]),
      new Date('2026-10-01T09:00:00Z'),
    );
    simulator().issuePurchase(
      account.pin,
      supplierSale(supplier, 2, [{ name: 'B', qty: 1, price: 10, type: 'B' }]),
      new Date('2026-10-03T09:00:00Z'),
    );
    const since = (lastReqDt: string) => etims.client.purchases(session, lastReqDt);
    expect((await since('20261001120001')).list.map((sale) => sale.spplrInvcNo)).toEqual([2]);
    expect((await since('20261003120001')).list).toEqual([]);
    await expect(since('yesterday')).rejects.toBeInstanceOf(EtimsError);
  });

  it('the daily job fetches once a day per account', async () => {
    const account = await initializedAccount(shared.app);
    issueOne(account, newSupplier(), 77);
    // Noon and 13:00 in Nairobi (the account's time zone) of one day, then noon of the next.
    const nairobi = (days: number, hour: number) => {
      const time = new Date();
      time.setUTCHours(hour - 3, 0, 0, 0);
      time.setUTCDate(time.getUTCDate() + days);
      return time;
    };
    await shared.run(nairobi(1, 12));
    await shared.run(nairobi(1, 13));
    expect((await draftBills(account)).map((bill) => bill.bill_number)).toEqual(['77']);
    const pulls = async () =>
      (await account.client.ok<Job[]>(account.client.inject('GET', '/jobs'))).filter(
        (job) => job.kind === 'etims_purchases',
      );
    expect((await pulls()).map((job) => job.status)).toEqual(['done']);
    await shared.run(nairobi(2, 12));
    expect((await pulls()).map((job) => job.status)).toEqual(['done', 'done']);
  });

  it('confirming a fetched bill sends insertTrnsPurchase once, with gapless purchase numbers', async () => {
    const account = await initializedAccount(shared.app);
    const supplier = newSupplier();
    issueOne(account, supplier, 31, 2500);
    issueOne(account, supplier, 32, 400);
    await pull(account);
    const [b31, b32] = (await draftBills(account)).sort((a, b) => a.bill_number.localeCompare(b.bill_number));
    const sent = () => simulator().acceptedPurchases.filter((purchase) => purchase.spplrTin === supplier.pin);

    const opened = await confirm(account, b31!.id);
    expect(opened.status).toBe('open');
    expect(opened.etims).toMatchObject({ status: 'awaiting', purchase_number: 1 });
    await shared.run(at(0));
    await shared.run(at(1));
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).toMatchObject({
      invcNo: 1,
      spplrTin: supplier.pin,
      spplrNm: supplier.name,
      spplrInvcNo: 31,
      rcptTyCd: 'P',
      pchsSttsCd: '02',
      pchsDt: '20261105',
      taxblAmtB: 2500,
      taxAmtB: 400,
      totAmt: 2900,
    });
    const confirmed = await billsOf(account).ok(billsOf(account).get(b31!.id));
    expect(confirmed.etims).toMatchObject({ status: 'confirmed', purchase_number: 1, error: null });
    expect(confirmed.etims?.confirmed_at).toEqual(expect.any(String));

    // Retries on KRA's failure, then gives up after the last attempt.
    simulator().failNextPurchases(1, 'Server is busy.');
    await confirm(account, b32!.id);
    await shared.run(at(2));
    const waiting = await billsOf(account).ok(billsOf(account).get(b32!.id));
    expect(waiting.etims).toMatchObject({
      status: 'awaiting',
      purchase_number: 2,
      error: 'KRA eTIMS: Server is busy. (999)',
    });
    await shared.run(at(3));
    expect(sent().map((purchase) => purchase.invcNo)).toEqual([1, 2]);
    expect((await billsOf(account).ok(billsOf(account).get(b32!.id))).etims?.status).toBe('confirmed');
    expect(MAX_ATTEMPTS).toBeGreaterThan(1);
  });

  it('keeps what KRA received: supplier, number, date and amounts; the accounts of the lines may move', async () => {
    const account = await initializedAccount(shared.app);
    issueOne(account, newSupplier(), 61);
    await pull(account);
    const [bill] = await draftBills(account);
    // A draft is the owner's to correct before confirming.
    const bills = billsOf(account);
    await bills.ok(bills.update(bill!.id, { due_date: '2026-12-05' }));
    await confirm(account, bill!.id);
    const refused = await bills.update(bill!.id, { bill_number: 'X-61' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toHaveProperty('bill_number');
    const lines = bill!.lines.map(
      ({ description, ledger_account_id, quantity, unit_price, tax_rate, discount }) => ({
        description,
        ledger_account_id,
        quantity,
        unit_price,
        tax_rate,
        discount,
      }),
    );
    const more = await bills.update(bill!.id, { lines: [{ ...lines[0]!, unit_price: 1200 }] });
    expect(more.statusCode).toBe(422);
    expect(more.json().error).toMatch(/total and VAT stay/);
    const renamed = await bills.ok(
      bills.update(bill!.id, { lines: [{ ...lines[0]!, description: 'Seed maize, 2 bags' }] }),
    );
    expect(renamed.lines[0]!.description).toBe('Seed maize, 2 bags');
    expect(renamed.total).toBe(1160);
  });
});
