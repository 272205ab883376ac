import type { InvoiceStatus, InvoiceStatusLabel, InvoiceSummary } from '@daftari/contracts';
import { centsToNumber, convertCents, rateNumber, toCents, toRateMicros } from '@daftari/format';
import { and, eq } from 'drizzle-orm';
import { contacts, invoices, projects } from '../../db/schema.ts';
import { documentContact, documentContactColumns } from '../sales-documents/index.ts';

// What an invoice answer holds besides its lines and payments, for GET /invoices and GET /invoices/{id} alike.

const STATUS_LABELS = {
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  void: 'Void',
} as const satisfies Record<InvoiceStatus, InvoiceStatusLabel>;

/** `Overdue` for a sent invoice whose due date has passed (`today`: the business's), else the status. */
export function statusLabel(status: InvoiceStatus, dueDate: string, today: string): InvoiceStatusLabel {
  if (status === 'sent' && dueDate < today) return 'Overdue';
  return STATUS_LABELS[status];
}

/** NUMERIC arrives as a string on both drivers; amounts have at most 2 (4 for prices) decimals. */
export const num = (value: string | number) => Number(value);

/**
 * The columns of an invoice answer: the invoice, its contact (joined, always the same account) and its
 * project's name (left-joined: most invoices have none).
 */
export const summaryColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  status: invoices.status,
  contactId: invoices.contactId,
  projectId: invoices.projectId,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  createdAt: invoices.createdAt,
  currency: invoices.currency,
  exchangeRate: invoices.exchangeRate,
  notes: invoices.notes,
  remindersEnabled: invoices.remindersEnabled,
  subtotal: invoices.subtotal,
  discountTotal: invoices.discountTotal,
  taxTotal: invoices.taxTotal,
  total: invoices.total,
  paidAmount: invoices.paidAmount,
  creditedAmount: invoices.creditedAmount,
  balance: invoices.balance,
  estimateId: invoices.estimateId,
  ...documentContactColumns,
  projectName: projects.name,
};
/** What a selected column reads as: its data type, or null when the column may be null. */
type ColumnValue<C> = C extends { _: { data: infer D; notNull: infer N } }
  ? N extends true
    ? D
    : D | null
  : never;
type SummaryRow = {
  [K in Exclude<keyof typeof summaryColumns, 'projectName'>]: ColumnValue<(typeof summaryColumns)[K]>;
} & { projectName: string | null };

export function toSummary(row: SummaryRow, today: string): InvoiceSummary {
  const status = row.status as InvoiceStatus;
  return {
    id: row.id,
    invoice_number: row.invoiceNumber,
    status,
    status_label: statusLabel(status, row.dueDate, today),
    contact_id: row.contactId,
    project_id: row.projectId ?? null,
    issue_date: row.issueDate,
    due_date: row.dueDate,
    created_at: row.createdAt.toISOString(),
    currency: row.currency,
    exchange_rate: rateNumber(row.exchangeRate),
    total_in_books: centsToNumber(convertCents(toCents(row.total), toRateMicros(row.exchangeRate))),
    notes: row.notes ?? null,
    subtotal: num(row.subtotal),
    discount_total: num(row.discountTotal),
    tax_total: num(row.taxTotal),
    total: num(row.total),
    paid_amount: num(row.paidAmount),
    credited_amount: num(row.creditedAmount),
    balance: num(row.balance),
    estimate_id: row.estimateId ?? null,
    contact: documentContact(row.contactId, row),
    project:
      row.projectId !== null && row.projectName !== null
        ? { id: row.projectId, name: row.projectName }
        : null,
    reminders_enabled: row.remindersEnabled,
  };
}

/** The contact of an invoice is always in the invoice's account; the join says so too. */
export const contactJoin = and(
  eq(contacts.id, invoices.contactId),
  eq(contacts.accountId, invoices.accountId),
);

/** The project of an invoice (findProject checked it is the invoice's account's). */
export const projectJoin = and(
  eq(projects.id, invoices.projectId),
  eq(projects.accountId, invoices.accountId),
);

/** A stored payment (of an invoice, or a refund of a credit) as its answer shows it. */
export function toPaymentAnswer<Method extends string>(payment: {
  id: number;
  amount: string;
  paidOn: string;
  method: string;
  reference: string | null;
  createdAt: Date;
}) {
  return {
    id: payment.id,
    amount: num(payment.amount),
    paid_on: payment.paidOn,
    method: payment.method as Method,
    reference: payment.reference ?? null,
    created_at: payment.createdAt.toISOString(),
  };
}
