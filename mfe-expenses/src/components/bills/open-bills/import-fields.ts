import type { OpenBillImportField } from '@daftari/contracts';
import { fieldChoices } from '@daftari/ui';

/** What each field of an open bills import is called on screen. */
const FIELD_LABELS: Record<OpenBillImportField, string> = {
  bill_number: 'Bill number',
  supplier_name: 'Supplier',
  supplier_email: 'Supplier e-mail',
  bill_date: 'Bill date',
  due_date: 'Due date',
  total: 'Total',
  amount_paid: 'Amount paid',
  balance_due: 'Balance due',
  currency: 'Currency',
};

/** The choices for a column: every field, then Ignore. */
export const FIELD_CHOICES = fieldChoices(FIELD_LABELS);
