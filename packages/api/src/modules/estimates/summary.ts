import type { EstimateStatus, EstimateStatusLabel, EstimateSummary } from '@daftari/contracts';
import { rateNumber } from '@daftari/format';
import { and, eq } from 'drizzle-orm';
import { contacts, estimates, projects } from '../../db/schema.ts';
import { documentContact, documentContactColumns } from '../sales-documents/index.ts';

// What an estimate answer holds besides its items, for GET /estimates and GET /estimates/{id} alike.

const LABELS = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  invoiced: 'Invoiced',
} as const satisfies Record<EstimateStatus, EstimateStatusLabel>;

/** Whether a sent estimate is past its expiry date: it is valid through that day, expired the day after. */
export const isExpired = (status: EstimateStatus, expiryDate: string, today: string) =>
  status === 'sent' && expiryDate < today;

/** `Expired` for a sent estimate past its expiry date (`today`: the business's day), else the status. */
export function estimateStatusLabel(
  status: EstimateStatus,
  expiryDate: string,
  today: string,
): EstimateStatusLabel {
  return isExpired(status, expiryDate, today) ? 'Expired' : LABELS[status];
}

/** The columns of an estimate answer: the estimate, its contact and its project's name. */
export const estimateColumns = {
  id: estimates.id,
  estimateNumber: estimates.estimateNumber,
  status: estimates.status,
  contactId: estimates.contactId,
  projectId: estimates.projectId,
  projectName: projects.name,
  issueDate: estimates.issueDate,
  expiryDate: estimates.expiryDate,
  currency: estimates.currency,
  exchangeRate: estimates.exchangeRate,
  notes: estimates.notes,
  subtotal: estimates.subtotal,
  discountTotal: estimates.discountTotal,
  taxTotal: estimates.taxTotal,
  total: estimates.total,
  acceptedAt: estimates.acceptedAt,
  acceptedBy: estimates.acceptedBy,
  declinedAt: estimates.declinedAt,
  declineReason: estimates.declineReason,
  invoiceId: estimates.invoiceId,
  createdAt: estimates.createdAt,
  ...documentContactColumns,
};
export type EstimateRow = {
  [K in keyof typeof estimateColumns]: (typeof estimateColumns)[K]['_']['data'] | null;
};

const num = (value: string | null) => Number(value);

export function toEstimateSummary(row: EstimateRow, today: string): EstimateSummary {
  const status = row.status as EstimateStatus;
  return {
    id: row.id!,
    estimate_number: row.estimateNumber!,
    status,
    status_label: estimateStatusLabel(status, row.expiryDate!, today),
    contact_id: row.contactId!,
    contact: documentContact(row.contactId!, row),
    project_id: row.projectId,
    project:
      row.projectId !== null && row.projectName !== null
        ? { id: row.projectId, name: row.projectName }
        : null,
    issue_date: row.issueDate!,
    expiry_date: row.expiryDate!,
    currency: row.currency!,
    exchange_rate: rateNumber(row.exchangeRate!),
    notes: row.notes,
    subtotal: num(row.subtotal),
    discount_total: num(row.discountTotal),
    tax_total: num(row.taxTotal),
    total: num(row.total),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    accepted_by: row.acceptedBy,
    declined_at: row.declinedAt?.toISOString() ?? null,
    decline_reason: row.declineReason,
    invoice_id: row.invoiceId,
    created_at: row.createdAt!.toISOString(),
  };
}

/** The contact of an estimate is always in the estimate's account; the join says so too. */
export const estimateContactJoin = and(
  eq(contacts.id, estimates.contactId),
  eq(contacts.accountId, estimates.accountId),
);

/** The project of an estimate (checked to be the account's when set). */
export const estimateProjectJoin = and(
  eq(projects.id, estimates.projectId),
  eq(projects.accountId, estimates.accountId),
);
