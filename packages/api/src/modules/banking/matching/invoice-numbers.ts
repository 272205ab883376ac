/** An open invoice a line may name: its number (`INV-0012`) and the number's value (12). */
export interface OpenInvoiceNumber {
  id: string;
  invoiceNumber: string;
  sequenceValue: number;
}

const squeezed = (text: string) => text.toLowerCase().replace(/[\s-]+/g, '');

/**
 * The open invoices a statement line's A/C No. or details name: its number written whole (ignoring case,
 * spaces and hyphens: `inv-0012`, `INV 0012`, `INV0012`), or its value behind a marker (`inv 12`, `invoice
 * #12`, `#12`), or an A/C No. that is nothing but the value (`12`, `0012`). Bare numbers in the details are
 * not read: they are phone numbers, till numbers and amounts far more often than invoices.
 */
export function invoicesNamed<Invoice extends OpenInvoiceNumber>(
  texts: (string | null)[],
  invoices: readonly Invoice[],
  accountRef: string | null,
): Invoice[] {
  const whole = texts.filter((text): text is string => Boolean(text)).map(squeezed);
  const values = new Set<number>();
  for (const text of texts) {
    if (!text) continue;
    for (const found of text
      .toLowerCase()
      .matchAll(/(?:\binv(?:oice)?\.?\s*(?:no\.?\s*)?#?|#)\s*0*(\d{1,9})\b/g)) {
      values.add(Number(found[1]));
    }
  }
  const bare = accountRef?.trim().match(/^0*(\d{1,9})$/);
  if (bare) values.add(Number(bare[1]));
  const writtenWhole = (invoice: OpenInvoiceNumber) => {
    const number = squeezed(invoice.invoiceNumber);
    return whole.some((text) => {
      for (let at = text.indexOf(number); at !== -1; at = text.indexOf(number, at + 1)) {
        // INV-0012 inside INV-00120 or 1INV-0012 is another number.
        if (!/\d/.test(text[at - 1] ?? '') && !/\d/.test(text[at + number.length] ?? '')) return true;
      }
      return false;
    });
  };
  return invoices.filter((invoice) => writtenWhole(invoice) || values.has(invoice.sequenceValue));
}
