import type { Job } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openKey, SIMULATOR_KEY_SECRET } from '../../../src/adapters/etims/key-box.ts';
import { contacts, etimsSettings } from '../../../src/db/schema.ts';
import { MAX_ATTEMPTS } from '../../../src/jobs/queue.ts';
import {
  at,
  etimsSimulator,
  getInvoice,
  initializedAccount as initializedEtimsAccount,
  sentInvoice,
  signedReceipt,
  useEtimsApp,
} from '../../support/etims-helpers.ts';
import { bearer, signUp } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';

const shared = useEtimsApp();

const simulator = () => etimsSimulator(shared.database.db);
const initializedAccount = () => initializedEtimsAccount(shared.app);

describe('KRA eTIMS', () => {
  it('validates KRA PINs on contacts and settings, and changes nothing on bad input', async () => {
    const { token } = await signUp(shared.app);
    const client = invoiceClient(shared.app, token);
    const bad = await client.inject('POST', '/contacts', { contact: { first_name: 'A', kra_pin: 'P12345' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toMatch(/KRA PIN/);
    const contact = await client.ok<{ id: number; kra_pin: string }>(
      client.inject('POST', '/contacts', { contact: { first_name: 'A', kra_pin: 'a123456789z' } }),
      201,
    );
    expect(contact.kra_pin).toBe('A123456789Z');

    const refused = await client.inject('PUT', '/account', {
      account: { name: 'Renamed', etims: { enabled: true, kra_pin: '1234567890A' } },
    });
    expect(refused.statusCode).toBe(422);
    const account = await client.ok<{ name: string; etims: { enabled: boolean; kra_pin: null } }>(
      client.inject('GET', '/account'),
    );
    expect(account.name).not.toBe('Renamed');
    expect(account.etims).toMatchObject({ enabled: false, kra_pin: null, branch_id: '00' });
    // Initializing needs the PIN and the device serial.
    expect((await client.inject('POST', '/etims/initialize')).statusCode).toBe(422);
  });

  it('initializes: the communication key is stored sealed and never answered', async () => {
    const { accountId, client } = await initializedAccount();
    const account = await client.ok<Record<string, unknown>>(client.inject('GET', '/account'));
    expect(account.etims).toMatchObject({ enabled: true, device_serial: 'DVC-1' });
    expect((account.etims as { initialized_at: string }).initialized_at).toEqual(expect.any(String));
    const [row] = await shared.database.db
      .select()
      .from(etimsSettings)
      .where(eq(etimsSettings.accountId, accountId));
    const stored = row?.communicationKey ?? '';
    const key = openKey(SIMULATOR_KEY_SECRET, stored);
    expect(key).toMatch(/^[0-9A-F]{32}$/);
    expect(stored).not.toContain(key);
    expect(JSON.stringify(account)).not.toContain(key);
  });

  it('signs an issued invoice: per-type totals to the cent, the buyer PIN, gapless receipt numbers', async () => {
    const account = await initializedAccount();
    const first = await sentInvoice(account);
    // The receipt number is taken when the invoice is sent to KRA.
    expect(first.etims).toMatchObject({ status: 'pending', receipt_number: null, signature: null });
    const second = await sentInvoice(account);

    await shared.run(at(0));
    const signed = await getInvoice(account, first.id);
    expect(signed.etims).toMatchObject({ status: 'signed', error: null, receipt_number: 1 });
    expect((await getInvoice(account, second.id)).etims?.receipt_number).toBe(2);
    expect(signed.etims?.signature).toMatch(/^[0-9A-F]{16}$/);
    expect(signed.etims?.cu_invoice_number).toEqual(expect.any(String));
    expect(signed.etims?.signed_at).toEqual(expect.any(String));

    const sale = signedReceipt(shared.database.db, account, first.invoice_number);
    expect(sale).toMatchObject({ invcNo: 1, rcptTyCd: 'S', custTin: account.buyerPin, pmtTyCd: '02' });
    const expected = { B: [0n, 0n], E: [0n, 0n], C: [0n, 0n] } as Record<string, [bigint, bigint]>;
    const rateType: Record<number, string> = { 16: 'B', 8: 'E', 0: 'C' };
    for (const item of signed.invoice_items) {
      const sums = expected[rateType[item.tax_rate] ?? '?'];
      if (!sums) throw new Error(`unexpected rate ${item.tax_rate}`);
      sums[0] += toCents(item.subtotal) - toCents(item.discount_amount);
      sums[1] += toCents(item.tax_amount);
    }
    for (const [type, [taxable, tax]] of Object.entries(expected)) {
      expect(toCents(sale?.[`taxblAmt${type}` as 'taxblAmtB'] ?? -1)).toBe(taxable);
      expect(toCents(sale?.[`taxAmt${type}` as 'taxAmtB'] ?? -1)).toBe(tax);
    }
    expect(sale).toMatchObject({ taxRtB: 16, taxRtE: 8, taxRtC: 0, taxblAmtA: 0, taxblAmtD: 0 });
    expect(toCents(sale?.totTaxAmt ?? -1)).toBe(toCents(signed.tax_total));
    expect(toCents(sale?.totAmt ?? -1)).toBe(toCents(signed.total));
    expect((await getInvoice(account, second.id)).etims?.status).toBe('signed');
    expect(signedReceipt(shared.database.db, account, second.invoice_number)?.invcNo).toBe(2);
  });

  it("sends the buyer's KRA PIN once the contact has one, none before; the simulator refuses one not a PIN", async () => {
    const account = await initializedAccount();
    const { client } = account;
    const shop = await client.contact({ first_name: null, last_name: null, company_name: 'Wanjiru Shop' });
    const sell = async () => {
      const invoice = await client.created({ contact_id: shop });
      await client.ok(client.addItems(invoice.id, [line({ unit_price: 500, tax_rate: 16 })]));
      const sent = await client.ok(client.update(invoice.id, { status: 'sent' }));
      await shared.run(at(0));
      const mine = (sale: { tin?: unknown; trdInvcNo: string }) =>
        sale.tin === account.pin && sale.trdInvcNo === sent.invoice_number;
      return { sent, sale: simulator().sales.find(mine) };
    };
    const before = await sell();
    expect(before.sale).toMatchObject({ custTin: null, custNm: 'Wanjiru Shop', receipt: { custTin: null } });
    const edited = await client.inject('PUT', `/contacts/${shop}`, {
      contact: { company_name: 'Wanjiru Shop', kra_pin: 'p052222333q' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await sell();
    expect(after.sale).toMatchObject({ custTin: 'P052222333Q', receipt: { custTin: 'P052222333Q' } });
    expect((await getInvoice(account, after.sent.id)).etims?.status).toBe('signed');
    // A PIN stored before the rule (or by hand) is no PIN: KRA refuses the sale and says why.
    await shared.database.db.update(contacts).set({ kraPin: 'P05222' }).where(eq(contacts.id, shop));
    const refused = await sell();
    expect(refused.sale).toBeUndefined();
    expect((await getInvoice(account, refused.sent.id)).etims).toMatchObject({
      status: 'pending',
      error: 'KRA eTIMS: The buyer PIN (custTin) is not a KRA PIN. (899)',
    });
    // Refused at every attempt: failed for good (no job left to take the later tests' simulated failures).
    for (let step = 1; step < MAX_ATTEMPTS + 1; step++) await shared.run(at(step));
    expect((await getInvoice(account, refused.sent.id)).etims?.status).toBe('failed');
  });

  it('tells exempt (A), non-VAT (D) and zero-rated (C) lines apart; only a line at 0 % takes a category', async () => {
    const account = await initializedAccount();
    const { client } = account;
    const invoice = await client.created({ contact_id: account.contactId });
    const refused = await client.addItems(invoice.id, [line({ tax_rate: 16, tax_category: 'exempt' })]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'Only a line at 0 % tax can be exempt or non-VAT' });
    expect(refused.json().details).toHaveProperty(['items.0.tax_category']);
    await client.ok(
      client.addItems(invoice.id, [
        line({ description: 'Maize flour', unit_price: 1200.5, tax_category: 'exempt' }),
        line({ description: 'Bank charges', unit_price: 310.25, tax_category: 'non_vat' }),
        line({ description: 'Export', unit_price: 5000 }),
        line({ description: 'Design', unit_price: 100, tax_rate: 16 }),
      ]),
    );
    const sent = await client.ok(client.update(invoice.id, { status: 'sent' }));
    expect(sent.invoice_items.map((item) => item.tax_category)).toEqual(['exempt', 'non_vat', null, null]);
    await shared.run(at(0));
    const sale = signedReceipt(shared.database.db, account, invoice.invoice_number);
    expect(sale?.itemList.map((item) => item.taxTyCd)).toEqual(['A', 'D', 'C', 'B']);
    expect(sale).toMatchObject({
      taxblAmtA: 1200.5,
      taxblAmtD: 310.25,
      taxblAmtC: 5000,
      taxblAmtB: 100,
      taxAmtA: 0,
      taxAmtD: 0,
      taxAmtB: 16,
      totTaxblAmt: 6610.75,
      totAmt: 6626.75,
    });
  });

  it('refuses to change the items of an invoice KRA signed', async () => {
    const account = await initializedAccount();
    const invoice = await sentInvoice(account);
    const item = invoice.invoice_items[0]!;
    // Until signed, a sent invoice's items can still change.
    await account.client.ok(
      account.client.updateItem(invoice.id, item.id, line({ description: 'Design v2' })),
    );
    await shared.run(at(0));
    const refused = await account.client.addItems(invoice.id, [line()]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatch(/signed by KRA/);
    expect((await account.client.deleteItem(invoice.id, item.id)).statusCode).toBe(422);
    expect((await getInvoice(account, invoice.id)).invoice_items).toHaveLength(invoice.invoice_items.length);
  });

  it('refuses to change what KRA holds of a signed invoice, or to void it; notes still change', async () => {
    const account = await initializedAccount();
    const { client } = account;
    const invoice = await sentInvoice(account);
    // Awaiting KRA: the signing may be under way, so it cannot be voided.
    const early = await client.inject('POST', `/invoices/${invoice.id}/void`);
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toMatch(/awaiting KRA eTIMS/);
    await shared.run(at(0));
    const other = await client.contact({ company_name: 'Other Ltd' });
    for (const change of [
      { contact_id: other },
      { issue_date: '2026-01-11' },
      { due_date: '2026-03-01' },
      { currency: 'USD' },
    ]) {
      const refused = await client.update(invoice.id, change);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatch(/signed by KRA eTIMS.*credit note/);
    }
    const voided = await client.inject('POST', `/invoices/${invoice.id}/void`);
    expect(voided.statusCode).toBe(422);
    expect(voided.json().error).toMatch(/signed by KRA eTIMS, so it cannot be voided/);
    const noted = await client.ok(client.update(invoice.id, { notes: 'Thank you' }));
    expect(noted).toMatchObject({
      notes: 'Thank you',
      status: 'sent',
      contact_id: invoice.contact_id,
      issue_date: invoice.issue_date,
      due_date: invoice.due_date,
      currency: invoice.currency,
    });
  });

  it('voids an invoice whose signing failed, and never sends it after', async () => {
    const account = await initializedAccount();
    const invoice = await sentInvoice(account);
    simulator().failNext(MAX_ATTEMPTS, 'Invalid customer PIN');
    for (let step = 0; step < MAX_ATTEMPTS + 1; step++) await shared.run(at(step));
    const voided = await account.client.ok(account.client.inject('POST', `/invoices/${invoice.id}/void`));
    expect(voided).toMatchObject({ status: 'void', etims: { status: 'failed' } });
    expect(signedReceipt(shared.database.db, account, invoice.invoice_number)).toBeUndefined();
  });

  it('retries with the backoff: failing twice, then signed', async () => {
    const account = await initializedAccount();
    const invoice = await sentInvoice(account);
    simulator().failNext(2, 'Service temporarily unavailable');
    await shared.run(at(0));
    expect((await getInvoice(account, invoice.id)).etims).toMatchObject({
      status: 'pending',
      error: 'KRA eTIMS: Service temporarily unavailable (999)',
    });
    // Not due again before its backoff.
    await shared.run(at(0));
    expect((await getInvoice(account, invoice.id)).etims?.status).toBe('pending');
    await shared.run(at(1));
    await shared.run(at(2));
    expect((await getInvoice(account, invoice.id)).etims).toMatchObject({ status: 'signed', error: null });
  });

  it('fails for good after the last attempt, with KRA message on the invoice and the failed job', async () => {
    const account = await initializedAccount();
    const invoice = await sentInvoice(account);
    simulator().failNext(MAX_ATTEMPTS, 'Invalid customer PIN');
    for (let step = 0; step < MAX_ATTEMPTS + 1; step++) await shared.run(at(step));
    expect((await getInvoice(account, invoice.id)).etims).toMatchObject({
      status: 'failed',
      signature: null,
      error: 'KRA eTIMS: Invalid customer PIN (999)',
    });
    const failed = (
      await shared.app.inject({ url: '/api/jobs?status=failed', headers: bearer(account.token) })
    ).json().data as Job[];
    expect(failed).toEqual([
      expect.objectContaining({ kind: 'etims_sale', last_error: 'KRA eTIMS: Invalid customer PIN (999)' }),
    ]);
  });

  it('lists where each invoice stands with KRA: pending, then signed; a draft and another account say nothing', async () => {
    const account = await initializedAccount();
    const invoice = await sentInvoice(account);
    const draft = await account.client.created({ contact_id: account.contactId });
    const statusOf = async (client: typeof account.client, id: string) => {
      const rows = (await client.list()).json().data as { id: string; etims_status?: string }[];
      return rows.find((row) => row.id === id);
    };
    expect(await statusOf(account.client, invoice.id)).toMatchObject({ etims_status: 'pending' });
    await shared.run(at(0));
    expect(await statusOf(account.client, invoice.id)).toMatchObject({ etims_status: 'signed' });
    expect(await statusOf(account.client, draft.id)).not.toHaveProperty('etims_status');

    const other = invoiceClient(shared.app, (await signUp(shared.app)).token);
    const plain = await other.created({ contact_id: await other.contact() });
    await other.ok(other.addItems(plain.id, [line()]));
    await other.ok(other.update(plain.id, { status: 'sent' }));
    expect(await statusOf(other, plain.id)).not.toHaveProperty('etims_status');
    expect(await statusOf(other, invoice.id)).toBeUndefined();
  });

  it('sends nothing for an account without eTIMS', async () => {
    const { token } = await signUp(shared.app);
    const client = invoiceClient(shared.app, token);
    const invoice = await client.created({ contact_id: await client.contact() });
    await client.ok(client.addItems(invoice.id, [line()]));
    const sent = await client.ok(client.update(invoice.id, { status: 'sent' }));
    expect(sent.etims).toBeNull();
  });
});
