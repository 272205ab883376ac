import { createHash } from 'node:crypto';
import type { MockApp, MockPrompt } from './daraja-mock.ts';

// What the strict Daraja mock checks and what it sends, as Safaricom's documentation states them.

export const NAIROBI_MS = 3 * 3_600_000;
export const nairobiNow = (now: Date) =>
  new Date(now.getTime() + NAIROBI_MS).toISOString().replace(/\D/g, '').slice(0, 14);
export const PHONE = /^254(7|1)\d{8}$/;
/** Words Daraja refuses in any URL it is given. */
const BANNED = /m-?pesa|safaricom|exe|exec|cmd|sql|query/i;
export const STK_FIELDS = [
  'BusinessShortCode',
  'Password',
  'Timestamp',
  'TransactionType',
  'Amount',
  'PartyA',
  'PartyB',
  'PhoneNumber',
  'CallBackURL',
  'AccountReference',
  'TransactionDesc',
];

/** A value Daraja documents as Numeric, sent as text or as a number. */
export const digits = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** The fields of `body` that are not exactly `expected` (missing or unknown). */
export function fieldProblems(body: Record<string, unknown>, expected: string[], optional: string[] = []) {
  const problems: string[] = [];
  for (const field of expected) {
    if (!(field in body) && !optional.includes(field)) problems.push(`Missing ${field}`);
  }
  for (const field of Object.keys(body))
    if (!expected.includes(field)) problems.push(`Unknown field ${field}`);
  return problems;
}

/** A URL as Daraja takes it: https (http too in the sandbox), without a word it refuses. */
export function urlProblems(app: MockApp, name: string, value: unknown): string[] {
  if (typeof value !== 'string' || !URL.canParse(value)) return [`Invalid ${name}: not a URL`];
  const url = new URL(value);
  const problems: string[] = [];
  if (url.protocol !== 'https:' && !(app.environment === 'sandbox' && url.protocol === 'http:')) {
    problems.push(`Invalid ${name}: ${app.environment} takes https only`);
  }
  if (BANNED.test(value)) problems.push(`Invalid ${name}: it contains a word Daraja refuses (${value})`);
  return problems;
}

/** BusinessShortCode, a Timestamp that is Nairobi's time now, Password = base64(shortcode+passkey+timestamp). */
export function passwordProblems(app: MockApp, now: () => Date, body: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const stamp = body.Timestamp;
  const parts = typeof stamp === 'string' ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp) : null;
  if (!parts) problems.push(`Invalid Timestamp: ${String(stamp)} is not yyyyMMddHHmmss`);
  else {
    const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as number[];
    const at = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!) - NAIROBI_MS;
    if (Math.abs(at - now().getTime()) > 5 * 60_000) {
      problems.push(`Invalid Timestamp: ${stamp} is not Nairobi's time now (${nairobiNow(now())})`);
    }
  }
  if (digits(body.BusinessShortCode) !== app.shortcode) problems.push('Invalid BusinessShortCode');
  const expected = Buffer.from(`${app.shortcode}${app.passkey}${String(stamp)}`).toString('base64');
  if (body.Password !== expected) {
    problems.push('Wrong credentials: the Password is not base64(shortcode+passkey+timestamp)');
  }
  return problems;
}

/** The callback Safaricom posts for a prompt once it has a result (as documented: metadata on success). */
export function callbackBody(prompt: MockPrompt) {
  const { result } = prompt;
  if (!result) throw new Error(`prompt ${prompt.checkoutRequestId} has no result yet`);
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: prompt.merchantRequestId,
        CheckoutRequestID: prompt.checkoutRequestId,
        ResultCode: result.code,
        ResultDesc: result.desc,
        ...(result.code === 0
          ? {
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: prompt.amount },
                  { Name: 'MpesaReceiptNumber', Value: result.receipt },
                  { Name: 'Balance' },
                  { Name: 'TransactionDate', Value: Number(result.at) },
                  { Name: 'PhoneNumber', Value: Number(prompt.phone) },
                ],
              },
            }
          : {}),
      },
    },
  };
}

export interface C2bPayment {
  transId: string;
  amount: string;
  billRef: string;
  phone: string;
  /** The shortcode's balance after the payment, which only the confirmation carries. */
  balance: string;
}

/** A customer's payment to the shortcode, as Safaricom posts its validation and then its confirmation. */
export function c2bPayment(app: MockApp, now: () => Date, fields: C2bPayment) {
  const common = {
    TransactionType: app.type === 'till' ? 'Buy Goods' : 'Pay Bill',
    TransID: fields.transId,
    TransTime: nairobiNow(now()),
    TransAmount: fields.amount,
    BusinessShortCode: app.shortcode,
    BillRefNumber: app.type === 'till' ? '' : fields.billRef,
    InvoiceNumber: '',
    ThirdPartyTransID: '',
    // Since November 2023: the SHA-256 hash of the payer's number, not the number.
    MSISDN: createHash('sha256').update(fields.phone).digest('hex'),
    FirstName: 'JOHN',
    MiddleName: '',
    LastName: 'DOE',
  };
  return {
    validation: { ...common, OrgAccountBalance: '' },
    confirmation: { ...common, OrgAccountBalance: fields.balance },
  };
}
