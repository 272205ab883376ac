import type { BillStatus, BillStatusLabel, BillSummary } from '@daftari/contracts';
import { centsToNumber, convertCents, rateNumber, toCents, toRateMicros } from '@daftari/format';
import { and, eq } from 'drizzle-orm';
import { bills, contacts } from '../../db/schema.ts';
import { documentContact, documentContactColumns } from '../sales-documents/index.ts';

// What a bill answer holds besides its lines and payments, for GET /bills and GET /bills/{id} alike.

const LABELS: Record<BillStatus, BillStatusLabel> = {
  draft: 'Draft',
  open: 'Open',
  paid: 'Paid',
  void: 'Void',
};

/** `Overdue` for an open bill whose due date is before today, else the status. */
export function billStatusLabel(status: BillStatus, dueDate: string, today: string): BillStatusLabel {
  return status === 'open' && dueDate < today ? 'Overdue' : LABELS[status];
}

/** NUMERIC arrives as a string on both drivers; amounts have at most 2 (4 for prices) decimals. */
export const num = (value: string | number) => Number(value);

/** The columns of a bill answer: the bill and its vendor (joined, always the same account). */
export const summaryColumns = {
  id: bills.id,
  billNumber: bills.billNumber,
  status: bills.status,
  contactId: bills.contactId,
  issueDate: bills.issueDate,
  dueDate: bills.dueDate,
  currency: bills.currency,
  exchangeRate: bills.exchangeRate,
  notes: bills.notes,
  subtotal: bills.subtotal,
  discountTotal: bills.discountTotal,
  taxTotal: bills.taxTotal,
  total: bills.total,
  paidAmount: bills.paidAmount,
  balance: bills.balance,
  attachmentFileName: bills.attachmentFileName,
  attachmentContentType: bills.attachmentContentType,
  attachmentSize: bills.attachmentSize,
  createdAt: bills.createdAt,
  ...documentContactColumns,
};
type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] | null;
};

export function toBillSummary(row: SummaryRow, today: string): BillSummary {
  const status = row.status as BillStatus;
  const attachment =
    row.attachmentFileName !== null && row.attachmentContentType !== null && row.attachmentSize !== null
      ? {
          file_name: row.attachmentFileName,
          content_type: row.attachmentContentType,
          size: row.attachmentSize,
        }
      : null;
  return {
    id: row.id!,
    bill_number: row.billNumber!,
    contact_id: row.contactId!,
    contact: documentContact(row.contactId!, row),
    issue_date: row.issueDate!,
    due_date: row.dueDate!,
    currency: row.currency!,
    exchange_rate: rateNumber(row.exchangeRate!),
    total_in_books: centsToNumber(convertCents(toCents(row.total!), toRateMicros(row.exchangeRate!))),
    status,
    status_label: billStatusLabel(status, row.dueDate!, today),
    notes: row.notes,
    subtotal: num(row.subtotal!),
    discount_total: num(row.discountTotal!),
    tax_total: num(row.taxTotal!),
    total: num(row.total!),
    paid_amount: num(row.paidAmount!),
    balance: num(row.balance!),
    attachment,
    created_at: row.createdAt!.toISOString(),
  };
}

/** The vendor of a bill is always in the bill's account; the join says so too. */
export const contactJoin = and(eq(contacts.id, bills.contactId), eq(contacts.accountId, bills.accountId));
