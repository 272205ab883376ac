import {
  ATTACHMENT_TYPES,
  EXPENSE_TAX_CATEGORIES,
  EXPENSE_TYPES,
  type Expense,
  type ExpenseFormFields,
  MAX_ATTACHMENT_BYTES,
  type MpesaMessageSuggestion,
  NO_RECURRENCE,
  RECURRENCES,
  type ReceiptExtraction,
  VAT_OPTIONS,
  VAT_TREATMENT_LABELS,
} from '@daftari/contracts';
import { parseLooseDate } from '@daftari/format';

/** The form's values, all text as the inputs hold them and as the multipart sends them. */
export interface ExpenseFormValues {
  expenseType: string;
  ledger_account_id: string;
  /** The money account paid from (a Refund: paid back to); a new expense starts with the last one used. */
  paid_from_account_id: string;
  dated: string;
  totalValue: string;
  vat: string;
  description: string;
  receiptReference: string;
  attachmentDescription: string;
  recurrence: string;
  merchantName: string;
  /** '' until chosen: the books' currency (sent as left out). */
  currency: string;
  /** Exact text as typed; '' for the rate table's (1 in the books' currency). */
  exchange_rate: string;
}

/** A new expense: type Payment, VAT Auto, '-- Does Not Recur --'; everything else empty. */
export const EMPTY_EXPENSE: ExpenseFormValues = {
  expenseType: 'Payment',
  ledger_account_id: '',
  paid_from_account_id: '',
  dated: '',
  totalValue: '',
  vat: 'Auto',
  description: '',
  receiptReference: '',
  attachmentDescription: '',
  recurrence: NO_RECURRENCE,
  merchantName: '',
  currency: '',
  exchange_rate: '',
};

/** Every field of the form, for putting the server's refusals under the fields they name. */
export const EXPENSE_FORM_FIELDS = Object.keys(EMPTY_EXPENSE) as (keyof ExpenseFormValues)[];

export const TYPE_ITEMS = EXPENSE_TYPES.map((value) => ({ value, label: value }));
/** The VAT choices; the three at 0 % named as on invoice and bill lines (Zero-rated, Exempt, Outside VAT). */
export const VAT_ITEMS = VAT_OPTIONS.map((value) => {
  const category = value === 'Zero' ? 'zero_rated' : EXPENSE_TAX_CATEGORIES[value];
  return { value, label: category ? VAT_TREATMENT_LABELS[category] : value };
});
export const RECURRENCE_ITEMS = [NO_RECURRENCE, ...RECURRENCES].map((value) => ({ value, label: value }));

/** A stored expense as the form's values (edit mode). */
export function valuesFromExpense(expense: Expense): ExpenseFormValues {
  return {
    expenseType: expense.expense_type,
    ledger_account_id: String(expense.ledger_account_id),
    paid_from_account_id:
      expense.paid_from_account_id === undefined ? '' : String(expense.paid_from_account_id),
    dated: expense.dated,
    totalValue: expense.total_value.toFixed(2),
    vat: expense.vat,
    description: expense.description,
    receiptReference: expense.receipt_reference ?? '',
    attachmentDescription: expense.attachment?.description ?? '',
    recurrence: expense.recurrence ?? NO_RECURRENCE,
    merchantName: expense.merchant_name ?? '',
    currency: expense.currency,
    exchange_rate:
      expense.exchange_rate === undefined || expense.exchange_rate === 1 ? '' : String(expense.exchange_rate),
  };
}

/** The fields a receipt extraction can fill. */
export type DetectableField =
  | 'ledger_account_id'
  | 'dated'
  | 'totalValue'
  | 'vat'
  | 'description'
  | 'receiptReference'
  | 'attachmentDescription'
  | 'merchantName';

/**
 * What an extraction found, as form values (fields it did not find are left out). The date is read as ISO,
 * then dd/MM/yyyy, then any date a generic parse understands. A VAT rate of 0
 * means Exempt, any other rate Standard.
 */
export function valuesFromExtraction(
  extraction: ReceiptExtraction,
): Partial<Record<DetectableField, string>> {
  const found: Partial<Record<DetectableField, string>> = {};
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);
  const description = text(extraction.order.description) ?? text(extraction.items_description);
  if (description) found.description = description;
  if (extraction.order.total !== null && Number.isFinite(extraction.order.total)) {
    found.totalValue = extraction.order.total.toFixed(2);
  }
  const dated = parseLooseDate(extraction.metadata.date);
  if (dated) found.dated = dated;
  const reference = text(extraction.metadata.transaction_number);
  if (reference) found.receiptReference = reference;
  if (extraction.suggested_account) found.ledger_account_id = String(extraction.suggested_account.id);
  const attachmentDescription = text(extraction.attachment_description);
  if (attachmentDescription) found.attachmentDescription = attachmentDescription;
  const merchant = text(extraction.merchant.name);
  if (merchant) found.merchantName = merchant;
  const rate = extraction.order.vat.rate;
  if (rate !== null) found.vat = rate === 0 ? 'Exempt' : 'Standard';
  return found;
}

/**
 * What an M-Pesa message adds to the expense being saved: paid from the account chosen (the form sets it to
 * M-Pesa when the message is read), else the M-Pesa account, and its transaction
 * cost as a second expense (Bank Charges, no VAT, same date and code) when there is one.
 */
export function withMpesaMessage(
  fields: ExpenseFormFields,
  suggestion: MpesaMessageSuggestion,
): { fields: ExpenseFormFields; charge: ExpenseFormFields | null } {
  const chosen = fields.paid_from_account_id?.trim();
  const paidFrom =
    chosen || (suggestion.paid_from_account ? String(suggestion.paid_from_account.id) : undefined);
  const payment = { ...fields, paid_from_account_id: paidFrom };
  const { charges } = suggestion;
  if (!charges) return { fields: payment, charge: null };
  return {
    fields: payment,
    charge: {
      expenseType: 'Payment',
      ledger_account_id: String(charges.ledger_account.id),
      paid_from_account_id: paidFrom,
      dated: fields.dated,
      totalValue: charges.total.toFixed(2),
      vat: 'Exempt',
      description: charges.description,
      receiptReference: fields.receiptReference,
      merchantName: 'Safaricom M-Pesa',
      recurrence: NO_RECURRENCE,
    },
  };
}

const MAX_MB = MAX_ATTACHMENT_BYTES / (1024 * 1024);

/** Why a chosen file cannot be attached (too big, not an image or PDF), or null when it can. */
export function attachmentProblem(file: File): string | null {
  if (file.size > MAX_ATTACHMENT_BYTES) {
    return `${file.name} is larger than ${MAX_MB}MB. Choose a smaller file.`;
  }
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} is not an image or a PDF. Choose a PNG, JPEG or WebP image, or a PDF.`;
  }
  return null;
}

export const ATTACHMENT_ACCEPT = ATTACHMENT_TYPES.join(',');
