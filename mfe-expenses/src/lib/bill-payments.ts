import type { BillPayment } from '@daftari/contracts';

/** How a bill can be paid, as the payment dialog offers it. */
export const PAYMENT_METHODS = [
  { value: 'mpesa', label: 'M-Pesa' },
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'cash', label: 'Cash' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly { value: BillPayment['method']; label: string }[];

export const methodLabel = (method: BillPayment['method']) =>
  PAYMENT_METHODS.find((item) => item.value === method)?.label ?? method;
