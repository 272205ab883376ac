import { eq } from 'drizzle-orm';
import { invoiceItems, invoices } from '../../db/schema.ts';
import { invoiceTransaction } from '../invoices/index.ts';
import { postInvoice } from '../ledger/index.ts';
import { broughtForwardLine, type OpenBalanceBook, openingDocument } from '../open-balances/index.ts';
import { recomputeInvoice } from '../sales-documents/index.ts';
import { openInvoiceColumns } from './import-columns.ts';

/** Invoices brought forward are numbered by the old tool: their scope is not a counter. */
const OPENING_SCOPE = 'opening';

/**
 * Open invoices (POST /invoices/import_open): numbered as in the old tool, a number used once in the account.
 * Each invoice is stored sent with its balance on one line, and posted: Dr 1200 / Cr 3000.
 */
export const openInvoices: OpenBalanceBook<'invoice', 'customer'> = {
  document: 'invoice',
  contact: 'customer',
  numberMax: 30,
  numberedPerContact: false,
  columns: openInvoiceColumns,
  usedNumbers: (tx, accountId) =>
    tx
      .select({ contactId: invoices.contactId, number: invoices.invoiceNumber })
      .from(invoices)
      .where(eq(invoices.accountId, accountId)),
  numberTaken: (number) => `Invoice number ${number} is already used by an invoice in Daftari`,
  transaction: invoiceTransaction,
  async insert(tx, context, rows) {
    const { accountId, switchingDate } = context;
    for (const { record } of rows) {
      const [invoice] = await tx
        .insert(invoices)
        .values({
          ...openingDocument(context, record),
          invoiceNumber: record.number,
          sequenceScope: OPENING_SCOPE,
          sequenceValue: 0,
          status: 'sent',
          sentAt: new Date(`${switchingDate}T00:00:00Z`),
        })
        .returning({ id: invoices.id });
      const invoiceId = invoice!.id;
      await tx
        .insert(invoiceItems)
        .values({ ...broughtForwardLine(accountId, record), invoiceId, unit: 'items' });
      await recomputeInvoice(tx, accountId, invoiceId);
      await postInvoice(tx, accountId, invoiceId);
    }
  },
};
