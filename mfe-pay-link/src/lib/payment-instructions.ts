/** The ways to pay a business outside the page, as its settings hold them; each optional. */
export interface PaymentWays {
  paybill?: string | null;
  till?: string | null;
  payment_instructions?: string | null;
}

/** One way to pay: a heading, its labelled numbers, or the business's own words. */
export interface PaymentInstruction {
  title: string;
  rows: [label: string, value: string][];
  text?: string;
}

const given = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * How to pay an invoice by M-Pesa from the phone's menu (the paybill, with the invoice number as the account
 * number; the till) and by the business's own instructions. Empty when the business set none of them.
 */
export function paymentInstructions(ways: PaymentWays, invoiceNumber: string): PaymentInstruction[] {
  const shown: PaymentInstruction[] = [];
  if (given(ways.paybill)) {
    shown.push({
      title: 'M-Pesa paybill',
      rows: [
        ['Business number', ways.paybill.trim()],
        ['Account number', invoiceNumber],
      ],
    });
  }
  if (given(ways.till))
    shown.push({ title: 'M-Pesa till (Buy Goods)', rows: [['Till number', ways.till.trim()]] });
  if (given(ways.payment_instructions)) {
    shown.push({ title: 'Other ways to pay', rows: [], text: ways.payment_instructions.trim() });
  }
  return shown;
}
