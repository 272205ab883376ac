import { PAYMENT_METHOD_ACCOUNT_NUMBER, type Payment } from '@daftari/contracts';

/** How a payment into a starting money account is recorded (1310 takes Paystack's own settlements only). */
export const METHOD_OF_ACCOUNT: Readonly<Record<string, Payment['method']>> = {
  '1000': 'cash',
  '1100': 'bank_transfer',
  '1300': 'mpesa',
};
/** The payment methods whose money lands in the account numbered `number`. */
export const methodsLandingIn = (number: string) =>
  (Object.keys(PAYMENT_METHOD_ACCOUNT_NUMBER) as Payment['method'][]).filter(
    (method) => PAYMENT_METHOD_ACCOUNT_NUMBER[method] === number,
  );
