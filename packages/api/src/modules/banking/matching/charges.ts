/**
 * M-Pesa's charge lines, as its statements word them: "Customer Transfer of Funds Charge", "Pay Bill Charge",
 * "Pay Merchant Charge", "Withdrawal Charge", the business portal's "Business Payment Charge" and "Pay Utility
 * Charge", and the like: a transaction's kind followed by "Charge". Airtime bought ("Recharge") is no charge.
 */
const CHARGE_KINDS = [
  'transfer of funds',
  'transfer',
  'send money',
  'pay ?bill',
  'pay merchant',
  'merchant payment',
  'buy goods',
  'till',
  'withdrawal',
  'withdraw',
  'business payment',
  'b2c payment',
  'pay utility',
  'utility payment',
  'salary payment',
  'agent',
  'atm',
];
const CHARGE = new RegExp(`\\b(?:${CHARGE_KINDS.join('|')})\\b[^]*\\bcharges?\\b`, 'i');

/** Whether a money-out line is one of M-Pesa's transaction charges (a fee for the books). */
export function isMpesaCharge(description: string, amountCents: bigint): boolean {
  return (
    amountCents < 0n && CHARGE.test(description) && !/\b(?:re-?charge|airtime|reversal)\b/i.test(description)
  );
}
