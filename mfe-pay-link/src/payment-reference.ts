/**
 * Paystack sends the customer back to the callback URL with `?reference=…` (and `&trxref=…`, the same
 * value). The reference of the payment to verify, or null when the page was opened normally.
 */
export function paymentReferenceFromSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  const reference = (params.get('reference') ?? params.get('trxref') ?? '').trim();
  return reference || null;
}
