import type { PaymentVerification, PublicInvoice } from '@daftari/contracts';
import { type Handler, mockApi, type Reply } from '@daftari/test-utils';

export const INVOICE_ID = '7b0e6c1e-3f1a-4c1e-9a51-2f0f7c6f1a11';

export function invoice(overrides: Partial<PublicInvoice> = {}): PublicInvoice {
  return {
    id: INVOICE_ID,
    invoice_number: 'INV-0042',
    status: 'sent',
    currency: 'KES',
    total: 12500,
    paid_amount: 0,
    balance: 12500,
    due_date: '2030-01-31',
    contact_id: 7,
    contact: { company_name: 'Acme Ltd', full_name: 'Jane Wanjiru' },
    account: { name: 'Duka Supplies' },
    ...overrides,
  };
}

/** An answer: a body to send with 200, `{status, body}`, 'network' (fetch rejects) or 'hang' (never answers). */
export type Answer = unknown | { status: number; body: unknown } | 'network' | 'hang';

function isStatusAnswer(answer: unknown): answer is { status: number; body: unknown } {
  return typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;
}

export interface ApiAnswers {
  /** GET /api/public/invoices/{id}; a function answers each call in turn. */
  invoice?: Answer | (() => Answer);
  /** GET /api/payments/verify/{reference} */
  verify?: Answer | (() => Answer);
  /** POST /api/payments/initialize_paystack */
  initialize?: Answer | (() => Answer);
}

function replyOf(answer: Answer): Reply {
  if (answer === undefined) return { status: 404, body: { error: 'Not found' } };
  if (answer === 'network') throw new TypeError('Failed to fetch');
  if (answer === 'hang') return { delay: new Promise(() => undefined) };
  return isStatusAnswer(answer) ? answer : { body: answer };
}

const handlerOf =
  (answer: ApiAnswers[keyof ApiAnswers]): Handler =>
  () =>
    replyOf(typeof answer === 'function' ? (answer as () => Answer)() : answer);

/** Stubs fetch with the pay page's three endpoints; returns the mock to inspect the calls. */
export function mockPayApi(answers: ApiAnswers) {
  return mockApi({
    'GET /public/invoices/:id': handlerOf(answers.invoice),
    'GET /payments/verify/:reference': handlerOf(answers.verify),
    'POST /payments/initialize_paystack': handlerOf(answers.initialize),
  }).fetchMock;
}

export const data = (body: PublicInvoice | PaymentVerification | object) => ({ data: body });

/** The paths fetched, in order. */
export function fetchedPaths(fetchMock: ReturnType<typeof mockPayApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}
