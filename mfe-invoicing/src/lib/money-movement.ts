/** What a form for money paid in or out (a payment, a refund) holds: text as typed. */
export interface MoneyMovementValues {
  amount: string;
  paid_on: string;
  method: string;
  reference: string;
}
