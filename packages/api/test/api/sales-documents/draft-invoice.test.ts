import { type Invoice, invoiceItemInputSchema } from '@daftari/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { journalEntries } from '../../../src/db/schema.ts';
import { writeTransaction } from '../../../src/db/transaction.ts';
import { createDraftInvoice, lineValues } from '../../../src/modules/sales-documents/index.ts';
import { signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A business with one contact, signed in. */
async function signUpWithContact(app: FastifyInstance) {
  const { token, data } = await signUp(app);
  const contactId = await invoiceClient(app, token).contact();
  return { token, accountId: data.account.id as number, contactId };
}

const header = (contactId: number) => ({
  contact_id: contactId,
  issue_date: '2026-03-02',
  due_date: '2026-04-01',
});

/** createDraftInvoice in a transaction of its own, as its callers run it in theirs. */
const draft = (accountId: number, input: ReturnType<typeof header>, items: Record<string, unknown>[]) =>
  writeTransaction(database.db, 'too large', (tx) =>
    createDraftInvoice(
      tx,
      accountId,
      input,
      items.map((item, index) =>
        lineValues(invoiceItemInputSchema.parse(line(item)), `items.${index}.total`),
      ),
    ),
  );

describe('createDraftInvoice (the draft every other piece of work makes an invoice with)', () => {
  it('stores a numbered draft with its lines in order and its totals summed from them, posting nothing', async () => {
    const { token, accountId, contactId } = await signUpWithContact(app);
    const client = invoiceClient(app, token);
    const first = await draft(accountId, header(contactId), [
      { description: 'Design', quantity: 1.5, unit_price: 57.48, discount: 10, tax_rate: 16 },
      { description: 'Fitting', quantity: 3, unit: 'days', unit_price: 1250.125 },
    ]);
    const second = await draft(accountId, { ...header(contactId), issue_date: '2026-03-03' }, [{}]);

    const invoice = await client.ok<Invoice>(client.get(first));
    expect(invoice).toMatchObject({
      invoice_number: 'INV-0001',
      status: 'draft',
      issue_date: '2026-03-02',
      due_date: '2026-04-01',
      currency: 'KES',
      // 1.5 × 57.48 = 86.22, less 10 % = 77.60 (77.598), 16 % VAT 12.42; 3 × 1,250.125 = 3,750.38 (3750.375).
      subtotal: 3836.6,
      discount_total: 8.62,
      tax_total: 12.42,
      total: 3840.4,
      paid_amount: 0,
      balance: 3840.4,
    });
    expect(invoice.invoice_items.map((item) => [item.description, item.total])).toEqual([
      ['Design', 90.02],
      ['Fitting', 3750.38],
    ]);
    expect((await client.ok<Invoice>(client.get(second))).invoice_number).toBe('INV-0002');
    const posted = await database.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.accountId, accountId), eq(journalEntries.sourceType, 'invoice')));
    expect(posted).toEqual([]);
  });

  it("refuses another business's contact, and its transaction gives the number back", async () => {
    const mine = await signUpWithContact(app);
    const theirs = await signUpWithContact(app);
    await expect(draft(mine.accountId, header(theirs.contactId), [{}])).rejects.toMatchObject({
      statusCode: 422,
      details: { contact_id: ['Contact not found'] },
    });
    const kept = await draft(mine.accountId, header(mine.contactId), [{}]);
    const client = invoiceClient(app, mine.token);
    expect((await client.ok<Invoice>(client.get(kept))).invoice_number).toBe('INV-0001');
  });
});
