import type { CreditNote } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS } from '../../../src/jobs/queue.ts';
import {
  at,
  type EtimsAccount,
  etimsSimulator,
  getInvoice,
  initializedAccount,
  sentInvoice,
  signedReceipt,
  useEtimsApp,
} from '../../support/etims-helpers.ts';
import { line } from '../../support/invoice-helpers.ts';

const shared = useEtimsApp();

const simulator = () => etimsSimulator(shared.database.db);
const receipt = (account: EtimsAccount, number: string) => signedReceipt(shared.database.db, account, number);

const creditNote = (account: EtimsAccount, invoiceId: string, fields: Record<string, unknown> = {}) =>
  account.client.inject('POST', '/credit_notes', {
    credit_note: {
      invoice_id: invoiceId,
      issue_date: '2026-01-15',
      reason: 'Two design hours were not delivered',
      items: [line({ description: 'Design', quantity: 2, unit_price: 333.33, tax_rate: 16, discount: 7.5 })],
      ...fields,
    },
  });

const getCreditNote = (account: EtimsAccount, id: number) =>
  account.client.ok<CreditNote>(account.client.inject('GET', `/credit_notes/${id}`));

describe('KRA eTIMS credit notes', () => {
  it('signs a credit note as receipt type R: the original receipt, the reason, per-type totals', async () => {
    const account = await initializedAccount(shared.app);
    const invoice = await sentInvoice(account);
    await shared.run(at(0));
    const note = await account.client.ok<CreditNote>(
      creditNote(account, invoice.id, {
        kra_reason: 'damaged',
        items: [
          line({ description: 'Design', quantity: 2, unit_price: 333.33, tax_rate: 16, discount: 7.5 }),
          line({ description: 'Fuel levy', quantity: 1, unit_price: 45.55, tax_rate: 8 }),
          line({ description: 'Export service', quantity: 0.5, unit_price: 5000, tax_rate: 0 }),
        ],
      }),
      201,
    );
    expect(note.etims).toMatchObject({ status: 'pending', receipt_number: null, kra_reason: 'damaged' });

    await shared.run(at(1));
    const signed = await getCreditNote(account, note.id);
    expect(signed.etims).toMatchObject({
      status: 'signed',
      error: null,
      kra_reason: 'damaged',
      receipt_number: 2,
    });
    expect(signed.etims?.signature).toMatch(/^[0-9A-F]{16}$/);
    expect(signed.etims?.cu_invoice_number).toEqual(expect.any(String));
    expect(signed.etims?.signed_at).toEqual(expect.any(String));

    const refund = receipt(account, note.credit_note_number);
    expect(refund).toMatchObject({
      rcptTyCd: 'R',
      invcNo: 2,
      orgInvcNo: 1,
      rfdRsnCd: '03',
      custTin: account.buyerPin,
      taxRtB: 16,
      taxRtE: 8,
    });
    expect(refund?.rfdDt).toMatch(/^\d{14}$/);
    const byRate: Record<number, 'B' | 'E' | 'C'> = { 16: 'B', 8: 'E', 0: 'C' };
    for (const item of signed.items) {
      const type = byRate[item.tax_rate]!;
      expect(toCents(refund?.[`taxblAmt${type}`] ?? -1)).toBe(
        toCents(item.subtotal) - toCents(item.discount_amount),
      );
      expect(toCents(refund?.[`taxAmt${type}`] ?? -1)).toBe(toCents(item.tax_amount));
    }
    expect(toCents(refund?.totTaxAmt ?? -1)).toBe(toCents(signed.tax_total));
    expect(toCents(refund?.totAmt ?? -1)).toBe(toCents(signed.total));

    // Without a KRA reason, KRA is told "refund" (06), a reason of its list; one not on it is refused.
    const other = await account.client.ok<CreditNote>(
      creditNote(account, invoice.id, { items: [line({ unit_price: 10, tax_rate: 16 })] }),
      201,
    );
    expect(other.etims).toMatchObject({ receipt_number: null, kra_reason: 'refund' });
    await shared.run(at(2));
    expect(receipt(account, other.credit_note_number)?.rfdRsnCd).toBe('06');
    const unlisted = await creditNote(account, invoice.id, { kra_reason: 'other' });
    expect(unlisted.statusCode).toBe(422);
    expect(unlisted.json().error).toMatch(/KRA reason must be one of missing_quantity, .*refund/);
  });

  it('refuses a credit note beyond what is left uncredited, before anything reaches KRA', async () => {
    const account = await initializedAccount(shared.app);
    const invoice = await sentInvoice(account);
    await shared.run(at(0));
    const total = (await getInvoice(account, invoice.id)).total;
    await account.client.ok(
      creditNote(account, invoice.id, { items: [line({ unit_price: total - 100, tax_rate: 0 })] }),
      201,
    );
    const sent = simulator().sales.length;
    const refused = await creditNote(account, invoice.id, {
      items: [line({ unit_price: 100.01, tax_rate: 0 })],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatch(/more than the invoice total/);
    // Exactly what is left is fine; the refused one took no receipt number (they stay gapless).
    const rest = await account.client.ok<CreditNote>(
      creditNote(account, invoice.id, { items: [line({ unit_price: 100, tax_rate: 0 })] }),
      201,
    );
    await shared.run(at(1));
    expect(simulator().sales.length).toBe(sent + 2);
    expect((await getCreditNote(account, rest.id)).etims).toMatchObject({
      status: 'signed',
      receipt_number: 3,
    });
  });

  it('waits for its invoice to be signed, without using up its attempts', async () => {
    const account = await initializedAccount(shared.app);
    const invoice = await sentInvoice(account);
    const note = await account.client.ok<CreditNote>(creditNote(account, invoice.id), 201);
    expect(note.etims).toMatchObject({ status: 'pending', receipt_number: null });
    simulator().failNext(1, 'Service temporarily unavailable');
    await shared.run(at(0));
    expect((await getInvoice(account, invoice.id)).etims?.status).toBe('pending');
    expect((await getCreditNote(account, note.id)).etims).toMatchObject({ status: 'pending', error: null });
    expect(receipt(account, note.credit_note_number) !== undefined).toBe(false);

    await shared.run(at(1));
    expect((await getInvoice(account, invoice.id)).etims?.status).toBe('signed');
    expect((await getCreditNote(account, note.id)).etims?.status).toBe('signed');
    expect(receipt(account, note.credit_note_number)).toMatchObject({
      rcptTyCd: 'R',
      orgInvcNo: 1,
    });
  });

  it('refuses to credit an invoice KRA did not sign, and changes nothing', async () => {
    const account = await initializedAccount(shared.app);
    const invoice = await sentInvoice(account);
    simulator().failNext(MAX_ATTEMPTS, 'Invalid customer PIN');
    for (let step = 0; step < MAX_ATTEMPTS + 1; step++) await shared.run(at(step));
    expect((await getInvoice(account, invoice.id)).etims?.status).toBe('failed');
    const refused = await creditNote(account, invoice.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatch(/KRA eTIMS did not sign this invoice/);
    expect((await getInvoice(account, invoice.id)).credit_notes).toEqual([]);
  });
});
