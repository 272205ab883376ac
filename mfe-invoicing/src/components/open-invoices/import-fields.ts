import type { OpenInvoiceImportField } from '@daftari/contracts';
import { fieldChoices } from '@daftari/ui';

/** What each field of an open invoices import is called on screen. */
const FIELD_LABELS: Record<OpenInvoiceImportField, string> = {
  invoice_number: 'Invoice number',
  customer_name: 'Customer',
  customer_email: 'Customer e-mail',
  invoice_date: 'Invoice date',
  due_date: 'Due date',
  total: 'Total',
  amount_paid: 'Amount paid',
  balance_due: 'Balance due',
  currency: 'Currency',
};

/** The choices for a column: every field, then Ignore. */
export const FIELD_CHOICES = fieldChoices(FIELD_LABELS);
