/** An open invoice a line may name: its number (`INV-0012`) and the number's value (12). */
export interface OpenInvoiceNumber {
  id: string;
  invoiceNumber: string;
  sequenceValue: number;
}

const squeezed = (text: string) => text.toLowerCase().replace(/[\s-]+/g, '');

/**
 * Reads which open invoices a statement line's A/C No. or details name (built once for the invoices): its number written whole (ignoring case,
 * spaces and hyphens: `inv-0012`, `INV 0012`, `INV0012`), or its value behind a marker (`inv 12`, `invoice
 * #12`, `#12`), or an A/C No. that is nothing but the value (`12`, `0012`). Bare numbers in the details are
 * not read: they are phone numbers, till numbers and amounts far more often than invoices.
 */
export function invoiceNamer<Invoice extends OpenInvoiceNumber>(
  invoices: readonly Invoice[],
): (texts: (string | null)[], accountRef: string | null) => Invoice[] {
  const order = new Map(invoices.map((invoice, index) => [invoice, index]));
  const byValue = new Map<number, Invoice[]>();
  // Squeezed numbers by their length, so a text is read once per length rather than once per invoice.
  const byLength = new Map<number, Map<string, Invoice[]>>();
  for (const invoice of invoices) {
    byValue.set(invoice.sequenceValue, [...(byValue.get(invoice.sequenceValue) ?? []), invoice]);
    const number = squeezed(invoice.invoiceNumber);
    const sameLength = byLength.get(number.length) ?? new Map<string, Invoice[]>();
    sameLength.set(number, [...(sameLength.get(number) ?? []), invoice]);
    byLength.set(number.length, sameLength);
  }
  return (texts, accountRef) => {
    const found = new Set<Invoice>();
    for (const text of texts) {
      if (!text) continue;
      for (const match of text
        .toLowerCase()
        .matchAll(/(?:\binv(?:oice)?\.?\s*(?:no\.?\s*)?#?|#)\s*0*(\d{1,9})\b/g)) {
        for (const invoice of byValue.get(Number(match[1])) ?? []) found.add(invoice);
      }
      const whole = squeezed(text);
      for (const [length, numbers] of byLength) {
        for (let at = 0; at + length <= whole.length; at += 1) {
          // INV-0012 inside INV-00120 or 1INV-0012 is another number.
          if (/\d/.test(whole[at - 1] ?? '') || /\d/.test(whole[at + length] ?? '')) continue;
          for (const invoice of numbers.get(whole.slice(at, at + length)) ?? []) found.add(invoice);
        }
      }
    }
    const bare = accountRef?.trim().match(/^0*(\d{1,9})$/);
    if (bare) for (const invoice of byValue.get(Number(bare[1])) ?? []) found.add(invoice);
    return [...found].sort((a, b) => order.get(a)! - order.get(b)!);
  };
}

/** invoiceNamer's answer for one line. */
export const invoicesNamed = <Invoice extends OpenInvoiceNumber>(
  texts: (string | null)[],
  invoices: readonly Invoice[],
  accountRef: string | null,
): Invoice[] => invoiceNamer(invoices)(texts, accountRef);
