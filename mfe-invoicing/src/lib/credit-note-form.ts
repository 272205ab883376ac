import {
  type CreditNoteCreateRequest,
  calendarDate,
  DEFAULT_KRA_CREDIT_REASON,
  type Invoice,
  type InvoiceItem,
  invoiceItemInputSchema,
  type KraCreditReason,
  kraCreditReasonSchema,
  requiredText,
} from '@daftari/contracts';
import { centsToNumber, formatMoney, lineCents } from '@daftari/format';
import { z } from 'zod';
import { readDecimal } from './decimal-text.ts';

/** One line of the credit note as its inputs hold it; tax, discount and account stay as on the invoice. */
export interface CreditLineValues {
  description: string;
  unit: string;
  quantity: string;
  unit_price: string;
  tax_rate: number;
  discount: number;
  ledger_account_id: number | null;
}

export interface CreditNoteFormValues {
  reason: string;
  issue_date: string;
  /** The reason KRA eTIMS is told, from KRA's list; sent only for an invoice that went to KRA. */
  kra_reason: KraCreditReason;
  items: CreditLineValues[];
}

/** KRA's credit note reasons as the dialog offers them (KRA's own names, its code list's order). */
export const KRA_REASON_ITEMS: { value: KraCreditReason; label: string }[] = [
  { value: 'missing_quantity', label: 'Missing quantity' },
  { value: 'missing_data', label: 'Missing data' },
  { value: 'damaged', label: 'Damaged' },
  { value: 'wasted', label: 'Wasted' },
  { value: 'raw_material_shortage', label: 'Raw material shortage' },
  { value: 'refund', label: 'Refund' },
];

/** A line pre-filled from the invoice's line. */
export function creditLineFrom(item: InvoiceItem): CreditLineValues {
  return {
    description: item.description,
    unit: item.unit,
    quantity: String(item.quantity),
    unit_price: String(item.unit_price),
    tax_rate: item.tax_rate,
    discount: item.discount,
    ledger_account_id: item.ledger_account_id ?? null,
  };
}

/** The form as it opens: no reason yet, KRA told "refund", dated `today`, every line of the invoice. */
export function creditNoteDefaults(
  invoice: Pick<Invoice, 'invoice_items'>,
  today: string,
): CreditNoteFormValues {
  return {
    reason: '',
    issue_date: today,
    kra_reason: DEFAULT_KRA_CREDIT_REASON,
    items: invoice.invoice_items.map(creditLineFrom),
  };
}

/** A line's amounts as typed (text) or as parsed (numbers). */
type CreditLineAmounts = Partial<Record<'quantity' | 'unit_price', string | number>> &
  Partial<Pick<CreditLineValues, 'tax_rate' | 'discount'>>;

const asNumber = (value: string | number | undefined) =>
  typeof value === 'number' ? value : readDecimal(value ?? '');

export interface CreditTotals {
  subtotal: number;
  discount_total: number;
  tax_total: number;
  total: number;
  totalCents: bigint;
}

/**
 * The credit note's totals by the invoice's own line arithmetic, or null while a quantity or price is not a
 * number yet.
 */
export function creditTotals(items: readonly CreditLineAmounts[]): CreditTotals | null {
  let subtotal = 0n;
  let discount = 0n;
  let tax = 0n;
  let total = 0n;
  for (const line of items) {
    const quantity = asNumber(line.quantity);
    const unitPrice = asNumber(line.unit_price);
    if (typeof quantity !== 'number' || typeof unitPrice !== 'number') return null;
    try {
      const cents = lineCents({
        quantity,
        unit_price: unitPrice,
        discount: line.discount ?? 0,
        tax_rate: line.tax_rate ?? 0,
      });
      subtotal += cents.subtotal;
      discount += cents.discount_amount;
      tax += cents.tax_amount;
      total += cents.total;
    } catch {
      return null;
    }
  }
  return {
    subtotal: centsToNumber(subtotal),
    discount_total: centsToNumber(discount),
    tax_total: centsToNumber(tax),
    total: centsToNumber(total),
    totalCents: total,
  };
}

/**
 * What is wrong with the credit note's total, or null: it must be above zero and at most what is left to
 * credit on the invoice (`leftCents`).
 */
export function creditTotalProblem(totalCents: bigint, leftCents: bigint, currency: string): string | null {
  if (totalCents <= 0n) return 'The credit note must total more than 0';
  if (totalCents > leftCents) {
    return `A credit note can be at most ${formatMoney(centsToNumber(leftCents), currency)}, what is left to credit on this invoice`;
  }
  return null;
}

const lineSchema = z
  .object({
    description: z.string(),
    unit: z.string(),
    quantity: z.string().transform(readDecimal),
    unit_price: z.string().transform(readDecimal),
    tax_rate: z.number(),
    discount: z.number(),
    ledger_account_id: z.number().nullable(),
  })
  // Loosened so the contract's item, not this form's types, decides what each field may be.
  .transform((line): Record<string, unknown> => line)
  .pipe(invoiceItemInputSchema);

/**
 * The form parsed into the request's credit note (the contract's messages), refusing a total that is not
 * above zero or more than is left to credit; KRA's reason only for an invoice that went to KRA eTIMS.
 */
export function creditNoteFormSchema(invoice: Pick<Invoice, 'id' | 'currency' | 'etims'>, leftCents: bigint) {
  return z
    .object({
      reason: requiredText('Reason', 1000),
      issue_date: calendarDate('Issue date'),
      kra_reason: kraCreditReasonSchema,
      items: z.array(lineSchema).min(1, 'Keep at least one item to credit'),
    })
    .superRefine((values, context) => {
      const totals = creditTotals(values.items);
      const problem = totals && creditTotalProblem(totals.totalCents, leftCents, invoice.currency);
      if (problem) context.addIssue({ code: 'custom', path: ['total'], message: problem });
    })
    .transform(
      ({ kra_reason, ...values }): CreditNoteCreateRequest => ({
        credit_note: { invoice_id: invoice.id, ...values, ...(invoice.etims ? { kra_reason } : {}) },
      }),
    );
}
