import {
  type Bill,
  type BillExtraction,
  billCreateRequestSchema,
  type LedgerAccount,
  type TaxCategory,
  taxCategorySchema,
} from '@daftari/contracts';
import { centsToDecimal, centsToNumber, lineCents, toCents, toIsoDate } from '@daftari/format';
import { addDays } from 'date-fns';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

/** One line of the bill form: text as the inputs hold it. */
export interface BillLineValues {
  description: string;
  ledger_account_id: string;
  quantity: string;
  unit_price: string;
  tax_rate: string;
  discount: string;
  /** At 0 %: exempt or outside VAT; null: zero-rated. Ignored at any other rate. */
  tax_category: TaxCategory | null;
}

export interface BillFormValues {
  contact_id: number | null;
  bill_number: string;
  issue_date: string;
  due_date: string;
  notes: string;
  /** '' until chosen: the books' currency. */
  currency: string;
  /** Exact text as typed; '' for the rate table's (or 1 in the books' currency). */
  exchange_rate: string;
  lines: BillLineValues[];
}

/** Bills are on expense accounts, or asset accounts for what the business buys to keep (a laptop). */
export const BILL_ACCOUNT_TYPES: readonly LedgerAccount['account_type'][] = ['expense', 'asset'];

export const billAccounts = (accounts: readonly LedgerAccount[] | undefined) =>
  (accounts ?? []).filter((account) => BILL_ACCOUNT_TYPES.includes(account.account_type));

/**
 * The VAT rates the line offers: Kenya's standard 16%, 8% (fuel) and 0%, which is zero-rated, exempt or
 * outside VAT (the line's VAT treatment).
 */
export const VAT_RATE_OPTIONS = [
  { value: '16', label: '16%' },
  { value: '8', label: '8%' },
  { value: '0', label: '0%' },
];

export const EMPTY_LINE: BillLineValues = {
  description: '',
  ledger_account_id: '',
  quantity: '1',
  unit_price: '',
  tax_rate: '16',
  discount: '0',
  tax_category: null,
};

/** A new bill: dated today, due in 30 days, one empty line. */
export function emptyBill(today: Date = new Date()): BillFormValues {
  return {
    contact_id: null,
    bill_number: '',
    issue_date: toIsoDate(today),
    due_date: toIsoDate(addDays(today, 30)),
    notes: '',
    currency: '',
    exchange_rate: '',
    lines: [{ ...EMPTY_LINE }],
  };
}

const asText = (value: number) => String(value);

/** The form filled from a stored bill (editing a draft or an open bill). */
export function valuesFromBill(bill: Bill): BillFormValues {
  return {
    contact_id: bill.contact_id,
    bill_number: bill.bill_number,
    issue_date: bill.issue_date,
    due_date: bill.due_date,
    notes: bill.notes ?? '',
    currency: bill.currency,
    exchange_rate:
      bill.exchange_rate === undefined || bill.exchange_rate === 1 ? '' : String(bill.exchange_rate),
    lines: bill.lines.map((line) => ({
      description: line.description,
      ledger_account_id: asText(line.ledger_account_id),
      quantity: asText(line.quantity),
      unit_price: asText(line.unit_price),
      tax_rate: asText(line.tax_rate),
      discount: asText(line.discount),
      tax_category: line.tax_category ?? null,
    })),
  };
}

const NUMBER_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/**
 * Text to a number for the contract: blank becomes `blank` (undefined: "required"), a number written with
 * grouping commas or spaces is read, anything else stays text so the contract answers "... must be a number".
 */
const numberFromText = (blank: number | undefined) => (text: string) => {
  const trimmed = text.trim().replace(/[,\s]/g, '');
  if (trimmed === '') return blank;
  return NUMBER_TEXT.test(trimmed) ? Number(trimmed) : text;
};

/** Whether the line's VAT rate reads as 0 % (blank counts as 0), where its VAT treatment applies. */
export const atZeroRate = (line: Pick<BillLineValues, 'tax_rate'>) => numberFromText(0)(line.tax_rate) === 0;

const lineFormSchema = z
  .object({
    description: z.string(),
    ledger_account_id: z.string().transform((id) => (id === '' ? undefined : Number(id))),
    quantity: z.string().transform(numberFromText(undefined)),
    unit_price: z.string().transform(numberFromText(undefined)),
    tax_rate: z.string().transform(numberFromText(0)),
    discount: z.string().transform(numberFromText(0)),
    tax_category: taxCategorySchema.nullable(),
  })
  // A treatment chosen at 0 % is dropped when the rate changes: the API takes one only at 0 %.
  .transform((line) => ({ ...line, tax_category: line.tax_rate === 0 ? line.tax_category : null }));

/**
 * The form's text parsed into the contract's bill (its messages and limits: 'Vendor is required', 'Bill
 * number is required', 'Due date cannot be before the issue date'). Blank notes are left out.
 */
export const billFormSchema = z
  .object({
    contact_id: z.number().nullable(),
    bill_number: z.string(),
    issue_date: z.string(),
    due_date: z.string(),
    notes: z.string(),
    currency: z.string(),
    exchange_rate: z.string().transform(numberFromText(undefined)),
    lines: z.array(lineFormSchema),
  })
  .transform(
    ({ contact_id, notes, currency, ...rest }): Record<string, unknown> => ({
      ...rest,
      contact_id: contact_id ?? undefined,
      currency: currency === '' ? undefined : currency,
      notes: notes.trim() === '' ? undefined : notes,
    }),
  )
  .pipe(billCreateRequestSchema.shape.bill);

export type BillFormOutput = z.output<typeof billFormSchema>;

/** The bill form as react-hook-form holds it: text values in, the contract's bill out. */
export type BillFormApi = UseFormReturn<BillFormValues, unknown, BillFormOutput>;

/** A line's amounts in cents by the shared line arithmetic, or null while a field is not a number yet. */
export function lineAmounts(line: BillLineValues) {
  const read = numberFromText(0);
  const numbers = {
    quantity: read(line.quantity),
    unit_price: read(line.unit_price),
    discount: read(line.discount),
    tax_rate: read(line.tax_rate),
  };
  if (!Object.values(numbers).every((value) => typeof value === 'number' && Number.isFinite(value))) {
    return null;
  }
  try {
    return lineCents(numbers as Record<keyof typeof numbers, number>);
  } catch {
    return null;
  }
}

/** The bill's live totals (numbers of the currency, summed exactly in cents); lines not yet valid count 0. */
export function billTotals(lines: readonly BillLineValues[]) {
  let subtotal = 0n;
  let discount = 0n;
  let tax = 0n;
  let total = 0n;
  for (const line of lines) {
    const cents = lineAmounts(line);
    if (!cents) continue;
    subtotal += cents.subtotal;
    discount += cents.discount_amount;
    tax += cents.tax_amount;
    total += cents.total;
  }
  return {
    subtotal: centsToNumber(subtotal),
    discount: centsToNumber(discount),
    tax: centsToNumber(tax),
    total: centsToNumber(total),
  };
}

/**
 * The line a read supplier invoice suggests, on the suggested account when the business has it among its
 * bill accounts: with a VAT rate read, the total less the VAT read as the price at that rate; otherwise the
 * total as the price, without VAT.
 */
export function lineFromExtraction(
  found: BillExtraction,
  /** The business's bill accounts; undefined while they are loading (the suggestion is kept then). */
  accountIds: readonly number[] | undefined,
): Partial<BillLineValues> {
  const line: Partial<BillLineValues> = {};
  const known = (id: number) => accountIds === undefined || accountIds.includes(id);
  if (found.ledger_account_id !== null && known(found.ledger_account_id)) {
    line.ledger_account_id = String(found.ledger_account_id);
  }
  if (found.total !== null) {
    const withVat = found.vat_rate !== null;
    const vat = withVat ? toCents(found.vat_amount ?? 0) : 0n;
    line.unit_price = centsToDecimal(toCents(found.total) - vat);
    line.quantity = '1';
    line.tax_rate = withVat ? String(found.vat_rate) : '0';
  }
  if (found.vendor_name) line.description = found.vendor_name;
  return line;
}
