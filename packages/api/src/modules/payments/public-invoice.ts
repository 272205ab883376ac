import type { PublicInvoice } from '@daftari/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import { accounts, contacts, invoices, memberships, payments, users } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { isUuid } from '../../http/ids.ts';
import { publicInvoiceEtims } from '../etims/index.ts';
import { contactJoin } from '../invoices/index.ts';
import { darajaReady } from '../mpesa/index.ts';
import { invoiceLines, invoiceNotFound, salesItems } from '../sales-documents/index.ts';

/** Only a sent or paid invoice is public: a draft (not sent yet) is as unknown as a made-up id. */
const isPublic = (id: string) => and(eq(invoices.id, id.toLowerCase()), ne(invoices.status, 'draft'));

/** A sent or paid invoice with its contact and business: what the pay page and a payment read of it. */
async function publicInvoiceRow(db: Executor, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      id: invoices.id,
      accountId: invoices.accountId,
      invoiceNumber: invoices.invoiceNumber,
      status: invoices.status,
      currency: invoices.currency,
      subtotal: invoices.subtotal,
      discountTotal: invoices.discountTotal,
      taxTotal: invoices.taxTotal,
      total: invoices.total,
      paidAmount: invoices.paidAmount,
      creditedAmount: invoices.creditedAmount,
      balance: invoices.balance,
      dueDate: invoices.dueDate,
      contactId: invoices.contactId,
      companyName: contacts.companyName,
      fullName: contacts.fullName,
      contactEmail: contacts.email,
      accountName: accounts.name,
      accountEmail: accounts.email,
      paybill: accounts.mpesaPaybill,
      till: accounts.mpesaTill,
      paymentInstructions: accounts.paymentInstructions,
    })
    .from(invoices)
    .innerJoin(contacts, contactJoin)
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .where(isPublic(id))
    .limit(1);
  return row;
}

/** The invoice's payments, oldest first, each with its receipt's number and its path under this invoice's link. */
async function publicPayments(db: Executor, accountId: number, invoiceId: string) {
  const rows = await db
    .select({
      id: payments.id,
      paidOn: payments.paidOn,
      amount: payments.amount,
      receiptNumber: payments.receiptNumber,
    })
    .from(payments)
    .where(and(eq(payments.accountId, accountId), eq(payments.invoiceId, invoiceId)))
    .orderBy(asc(payments.paidOn), asc(payments.id));
  return rows.map((row) => ({
    id: row.id,
    paid_on: row.paidOn,
    amount: Number(row.amount),
    receipt_number: row.receiptNumber,
    receipt_path: `/public/invoices/${invoiceId}/payments/${row.id}/receipt`,
  }));
}

/**
 * What a customer sees on the pay page: only what a payer needs (publicInvoiceSchema). Its lines (what, how
 * many, at what price) and totals, its payments with their receipts, the PDF; no notes, addresses, e-mails or
 * bank details; the business by its name and paybill; once KRA eTIMS signed it, its receipt details and tax
 * summary per tax type.
 */
export async function findPublicInvoice(db: Executor, id: string): Promise<PublicInvoice | null> {
  const row = await publicInvoiceRow(db, id);
  if (!row) return null;
  const etims = await publicInvoiceEtims(db, row.accountId, row.id);
  const items = await salesItems(db, invoiceLines, row.accountId, row.id);
  return {
    id: row.id,
    invoice_number: row.invoiceNumber,
    status: row.status as PublicInvoice['status'],
    currency: row.currency,
    subtotal: Number(row.subtotal),
    discount_total: Number(row.discountTotal),
    tax_total: Number(row.taxTotal),
    total: Number(row.total),
    paid_amount: Number(row.paidAmount),
    credited_amount: Number(row.creditedAmount),
    balance: Number(row.balance),
    due_date: row.dueDate,
    contact_id: row.contactId,
    contact: { company_name: row.companyName ?? null, full_name: row.fullName ?? null },
    account: {
      name: row.accountName,
      paybill: row.paybill,
      till: row.till,
      payment_instructions: row.paymentInstructions,
    },
    lines: items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unit: item.unit,
      unit_price: item.unit_price,
      discount: item.discount,
      tax_rate: item.tax_rate,
      amount: item.subtotal,
    })),
    payments: await publicPayments(db, row.accountId, row.id),
    pdf_path: `/public/invoices/${row.id}/pdf`,
    mpesa_provider: (await darajaReady(db, row.accountId)) ? 'daraja' : 'paystack',
    ...(etims ? { etims } : {}),
  };
}

/** GET /public/invoices/{id}: 404 `Invoice not found` for unknown, malformed and draft ids alike. */
export async function getPublicInvoice(db: Executor, id: string): Promise<PublicInvoice> {
  const invoice = await findPublicInvoice(db, id);
  if (!invoice) throw invoiceNotFound();
  return invoice;
}

/** The business of a public invoice (GET /public/invoices/{id}/pdf); 404 as getPublicInvoice. */
export async function publicInvoiceOwner(
  db: Executor,
  id: string,
): Promise<{ id: string; accountId: number }> {
  const row = await publicInvoiceRow(db, id);
  if (!row) throw invoiceNotFound();
  return { id: row.id, accountId: row.accountId };
}

/** What initializing a payment needs to know of a public invoice. */
export interface PayableInvoice {
  id: string;
  accountId: number;
  invoiceNumber: string;
  status: string;
  currency: string;
  /** NUMERIC text, e.g. '1234.50'. */
  balance: string;
  businessName: string;
  /** The address Paystack receives for the customer: see payerEmail. */
  email: string;
}

/**
 * A sent (or paid) invoice with the e-mail Paystack is given for the payer. Paystack requires one and mails
 * its receipt there: the contact's e-mail; for a contact without one, the business's own (account settings),
 * else its owner's sign-in e-mail, so a customer is never stopped for a field they cannot fill in.
 */
export async function findPayableInvoice(db: Executor, id: string): Promise<PayableInvoice | null> {
  const row = await publicInvoiceRow(db, id);
  if (!row) return null;
  let email = row.contactEmail ?? row.accountEmail ?? null;
  if (!email) {
    const [owner] = await db
      .select({ email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.accountId, row.accountId),
          eq(memberships.role, 'owner'),
          eq(memberships.status, 'active'),
        ),
      )
      .orderBy(asc(memberships.id))
      .limit(1);
    email = owner?.email ?? null;
  }
  if (!email) return null;
  return {
    id: row.id,
    accountId: row.accountId,
    invoiceNumber: row.invoiceNumber,
    status: row.status,
    currency: row.currency,
    balance: row.balance,
    businessName: row.accountName,
    email,
  };
}
