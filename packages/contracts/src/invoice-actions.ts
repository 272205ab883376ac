import type { InvoiceStatus } from './invoices.ts';

/**
 * What can be done to an invoice in its state, the one rule the API enforces and the screens offer:
 * - `edit`: change its contact, project, dates or currency (notes and reminders are always open);
 * - `delete`: drafts only (a sent invoice is credited or voided, never deleted);
 * - `addItems`: add, change or remove lines;
 * - `send`: mark a draft sent;
 * - `pay`: record a payment (a draft is sent by it);
 * - `void`: cancel a sent invoice nothing was paid or credited on;
 * - `creditNote`: issue a credit note against it.
 * A balance brought forward from the previous tool keeps its lines and details as imported, and is voided,
 * not credited, when it is not owed. KRA eTIMS signing closes more (the API checks it with KRA's record).
 */
export const INVOICE_ACTIONS = ['edit', 'delete', 'addItems', 'send', 'pay', 'void', 'creditNote'] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];
export type InvoiceActions = Record<InvoiceAction, boolean>;

/** What the rule reads of an invoice (its answer, or its row). */
export interface InvoiceState {
  status: InvoiceStatus;
  paid_amount: number;
  /** What its credit notes took off (absent: none). */
  credited_amount?: number | undefined;
  /** The switching date of a balance brought forward (open-invoices import); null or absent otherwise. */
  brought_forward_on?: string | null | undefined;
}

export function invoiceActions(invoice: InvoiceState): InvoiceActions {
  const { status } = invoice;
  const open = status === 'draft' || status === 'sent';
  const broughtForward = Boolean(invoice.brought_forward_on);
  const credited = (invoice.credited_amount ?? 0) !== 0;
  return {
    edit: open && !broughtForward,
    delete: status === 'draft',
    addItems: open && !broughtForward && !credited,
    send: status === 'draft',
    pay: open,
    void: status === 'sent' && invoice.paid_amount === 0 && !credited,
    creditNote: (status === 'sent' || status === 'paid') && !broughtForward,
  };
}
