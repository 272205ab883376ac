import {
  decimalNumber,
  type InvoiceItem,
  type InvoiceItemInput,
  invoiceItemInputSchema,
  type PriceListItem,
  type TaxCategory,
  taxCategorySchema,
} from '@daftari/contracts';
import { centsToNumber, lineCents } from '@daftari/format';
import { z } from 'zod';

/** What the item dialog's inputs hold: text as typed, and the VAT treatment chosen at 0 %. */
export interface ItemFormValues {
  quantity: string;
  unit: string;
  description: string;
  unit_price: string;
  tax_rate: string;
  discount: string;
  tax_category: TaxCategory | null;
  add_to_price_list: boolean;
}

/** Defaults: quantity 1, unit services, price 0; new items tax 0 (zero-rated) and discount 0. */
const ITEM_FORM_DEFAULTS: ItemFormValues = {
  quantity: '1',
  unit: 'services',
  description: '',
  unit_price: '',
  tax_rate: '0',
  discount: '0',
  tax_category: null,
  add_to_price_list: false,
};

/**
 * A new line's defaults for the business: 16 % VAT when it is registered for VAT, outside VAT (non-VAT, not
 * zero-rated) when it is not; zero-rated while the business's registration is not known.
 */
export function itemFormDefaults(vatRegistered: boolean | undefined): ItemFormValues {
  if (vatRegistered === true) return { ...ITEM_FORM_DEFAULTS, tax_rate: '16' };
  if (vatRegistered === false) return { ...ITEM_FORM_DEFAULTS, tax_category: 'non_vat' };
  return ITEM_FORM_DEFAULTS;
}

const NUMBER_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)$/;

/**
 * Text to a number for the contract schema: blank becomes `blank` (undefined: "required"), a number
 * written with grouping commas or spaces is read, anything else stays text so the contract answers
 * "... must be a number".
 */
function numberFromText(blank: number | undefined) {
  return (text: string): unknown => {
    const trimmed = text.trim().replace(/[,\s]/g, '');
    if (trimmed === '') return blank;
    return NUMBER_TEXT.test(trimmed) ? Number(trimmed) : text;
  };
}

/** The contract's quantity, with the dialog's minimum of 1. */
const quantity = decimalNumber('Quantity', { places: 3, min: 1, max: 1e9 });

/**
 * The item dialog's schema: the form's text parsed into the contract's item (its messages: 'Quantity is
 * required', 'Unit is required', 'Details are required', 'Unit Price must be a number'). An empty unit
 * price counts as 0, as do empty tax and discount.
 */
export const itemFormSchema = z
  .object({
    quantity: z.string().transform(numberFromText(undefined)),
    unit: z.string().transform((unit) => unit || undefined),
    description: z.string(),
    unit_price: z.string().transform(numberFromText(0)),
    tax_rate: z.string().transform(numberFromText(0)),
    discount: z.string().transform(numberFromText(0)),
    tax_category: taxCategorySchema.nullable(),
    add_to_price_list: z.boolean(),
  })
  .pipe(
    invoiceItemInputSchema.extend({
      quantity,
      tax_rate: invoiceItemInputSchema.shape.tax_rate.unwrap(),
      discount: invoiceItemInputSchema.shape.discount.unwrap(),
      tax_category: invoiceItemInputSchema.shape.tax_category.unwrap(),
      add_to_price_list: z.boolean(),
    }),
  );

export type ItemFormOutput = z.output<typeof itemFormSchema>;

/**
 * The tax category sent with a line or item at `taxRate`: only at 0 %; one chosen before the rate changed is
 * dropped (null: taxed at its rate).
 */
export const taxCategoryAtRate = (taxRate: number, category: TaxCategory | null) =>
  taxRate === 0 ? category : null;

/** The request body's item (without the form-only flag). */
export function toItemInput(values: ItemFormOutput): InvoiceItemInput {
  const { add_to_price_list: _ignored, ...item } = values;
  return { ...item, tax_category: taxCategoryAtRate(item.tax_rate, item.tax_category) };
}

/** Whether the tax rate as typed is 0 (blank counts as 0), where the VAT treatment applies. */
export const atZeroRate = (taxRate: string) => numberFromText(0)(taxRate) === 0;

const asText = (value: number) => String(value);

/** The form filled from an existing line (edit mode): tax and discount are kept as they are. */
export function formValuesFromItem(item: InvoiceItem): ItemFormValues {
  return {
    quantity: asText(item.quantity),
    unit: item.unit,
    description: item.description,
    unit_price: asText(item.unit_price),
    tax_rate: asText(item.tax_rate),
    discount: asText(item.discount),
    tax_category: item.tax_category ?? null,
    add_to_price_list: false,
  };
}

/** The fields a price-list item fills in. */
export function formValuesFromPriceListItem(item: PriceListItem): Partial<ItemFormValues> {
  return {
    description: item.description,
    unit: item.unit,
    unit_price: asText(item.unit_price),
    tax_rate: asText(item.tax_rate),
    tax_category: item.tax_category,
  };
}

/** The line's amounts (cents) for the live preview, or null while a field is not a valid number yet. */
export function previewLine(values: ItemFormValues) {
  const read = numberFromText(0);
  const numbers = {
    quantity: read(values.quantity),
    unit_price: read(values.unit_price),
    discount: read(values.discount),
    tax_rate: read(values.tax_rate),
  };
  if (!Object.values(numbers).every((value) => typeof value === 'number' && Number.isFinite(value))) {
    return null;
  }
  try {
    const cents = lineCents(
      numbers as { quantity: number; unit_price: number; discount: number; tax_rate: number },
    );
    return {
      subtotal: centsToNumber(cents.subtotal),
      discount_amount: centsToNumber(cents.discount_amount),
      tax_amount: centsToNumber(cents.tax_amount),
      total: centsToNumber(cents.total),
    };
  } catch {
    return null;
  }
}

/** The unit price as a number for the formatted echo next to the input (0 for blank or invalid). */
export function unitPriceNumber(text: string): number {
  const value = numberFromText(0)(text);
  return typeof value === 'number' ? value : 0;
}
