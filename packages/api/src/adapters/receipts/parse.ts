import { roundHalfAwayFromZero } from '@daftari/format';
import { knownMerchantAccount, suggestAccount } from './accounts.ts';
import { documentCurrency, usesDecimalComma } from './amounts.ts';
import { findDate } from './fields/date.ts';
import { findItems, summariseItems } from './fields/items.ts';
import { toLines } from './fields/lines.ts';
import { findMerchant } from './fields/merchant.ts';
import { findSubtotal, findTotal } from './fields/total.ts';
import { findTransactionNumber } from './fields/transaction-number.ts';
import { findVat, impliedVatRate, isKnownRate } from './fields/vat.ts';
import type { ReceiptContext, ReceiptExtraction, ReceiptFields } from './types.ts';

/**
 * The receipt parser: plain text (a PDF's text layer or OCR output) in, receipt fields out. Pure and
 * synchronous; every field may come back null. Each field has its own module under `fields/`.
 */

export { impliedVatRate, summariseItems };

/** The receipt's fields from its text. */
export function parseReceiptFields(text: string): ReceiptFields {
  const lines = toLines(text);
  const decimalComma = usesDecimalComma(text);
  const merchant = findMerchant(lines);
  const vat = findVat(lines, decimalComma);
  const subtotal = findSubtotal(lines, decimalComma);
  const total = findTotal(lines, decimalComma, subtotal, vat.amount);
  let vatRate = vat.rate;
  // No rate printed, or one no country charges (an OCR slip): the rate the VAT amount and the total imply.
  if ((vatRate === null || !isKnownRate(vatRate)) && vat.amount !== null && total !== null)
    vatRate = impliedVatRate(vat.amount, total, subtotal) ?? vatRate;
  // 'VAT EXEMPT' with an amount no rate explains (a 'Tax Guide' item line, not VAT): nothing was taxed.
  if (vatRate === null && vat.exempt) vatRate = 0;
  const merchantLine = merchant ? lines.findIndex((line) => line.text.includes(merchant)) : -1;
  return {
    merchant,
    date: findDate(lines),
    total: total === null ? null : roundHalfAwayFromZero(total, 2),
    vatRate,
    vatAmount: vat.amount,
    currency: documentCurrency(text),
    transactionNumber: findTransactionNumber(lines),
    items: findItems(lines, decimalComma, merchantLine),
  };
}

/** Fields a receipt usually prints that the parser did not find (a second OCR pass may find them). */
export function missingFields(fields: ReceiptFields): boolean {
  return !fields.merchant || !fields.date || fields.total === null;
}

/** The fields of several OCR passes of one picture: the first pass's, its gaps filled from the later ones. */
export function parseReceiptPasses(texts: string[]): ReceiptFields {
  const [first, ...rest] = texts.map(parseReceiptFields);
  if (!first) return parseReceiptFields('');
  let merged = first;
  for (const later of rest) {
    merged = {
      merchant: merged.merchant ?? later.merchant,
      date: merged.date ?? later.date,
      total: merged.total ?? later.total,
      vatRate: merged.vatRate ?? later.vatRate,
      vatAmount: merged.vatAmount ?? later.vatAmount,
      currency: merged.currency ?? later.currency,
      transactionNumber: merged.transactionNumber ?? later.transactionNumber,
      items: merged.items.length > 0 ? merged.items : later.items,
    };
  }
  return merged;
}

/** The contract's answer from the fields: adds the descriptions and the suggested ledger account. */
export function toExtraction(
  fields: ReceiptFields,
  text: string,
  context: ReceiptContext,
  /** An account chosen elsewhere (the LLM); the business's own choice for this merchant still comes first. */
  preferredAccountId: number | null = null,
): ReceiptExtraction {
  const items = summariseItems(fields.items);
  const accountId =
    knownMerchantAccount(fields.merchant, context) ??
    preferredAccountId ??
    suggestAccount(fields.merchant, text, context);
  let description: string | null = null;
  if (fields.merchant && items) description = `${fields.merchant}: ${items}`;
  else if (fields.merchant) description = `Purchase at ${fields.merchant}`;
  else description = items;
  let attachment: string | null = null;
  if (fields.merchant && fields.date) attachment = `Receipt from ${fields.merchant} dated ${fields.date}`;
  else if (fields.merchant) attachment = `Receipt from ${fields.merchant}`;
  else if (fields.date) attachment = `Receipt dated ${fields.date}`;
  return {
    items_description: items,
    order: { total: fields.total, vat: { rate: fields.vatRate }, description },
    metadata: { date: fields.date, transaction_number: fields.transactionNumber },
    suggested_account: accountId === null ? null : { id: accountId },
    attachment_description: attachment,
    merchant: { name: fields.merchant },
  };
}

/** Receipt text (a PDF's text layer or OCR output) → the extraction the API answers with. */
export function parseReceiptText(text: string, context: ReceiptContext): ReceiptExtraction {
  return toExtraction(parseReceiptFields(text), text, context);
}
