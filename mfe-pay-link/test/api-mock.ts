import {
  type PaymentVerification,
  type PublicEstimate,
  type PublicInvoice,
  publicEstimateSchema,
  publicInvoiceSchema,
} from '@daftari/contracts';
import { type Handler, mockApi, type Reply } from '@daftari/test-utils';
import fixtures from './fixtures/public-documents.json';

// The documents both the tests and scripts/measure-size.mjs render: an unpaid invoice, an open estimate.
const documents = fixtures as { invoice: unknown; estimate: unknown };

export const INVOICE_ID = '7b0e6c1e-3f1a-4c1e-9a51-2f0f7c6f1a11';

export function invoice(overrides: Partial<PublicInvoice> = {}): PublicInvoice {
  return { ...publicInvoiceSchema.parse(documents.invoice), ...overrides };
}

export const ESTIMATE_ID = '5c1d2e3f-4a5b-4c6d-8e7f-901234567890';

export function estimate(overrides: Partial<PublicEstimate> = {}): PublicEstimate {
  return { ...publicEstimateSchema.parse(documents.estimate), ...overrides };
}

/**
 * An answer: a body to send with 200, a reply (`{status?, body, delay?}`: `delay` holds it until the
 * test resolves it), 'network' (fetch rejects) or 'hang' (never answers).
 */
export type Answer = unknown | Reply | 'network' | 'hang';

function isReply(answer: unknown): answer is Reply {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    'body' in answer &&
    ('status' in answer || 'delay' in answer)
  );
}

export interface ApiAnswers {
  /** GET /api/public/invoices/{id}; a function answers each call in turn. */
  invoice?: Answer | (() => Answer);
  /** GET /api/payments/verify/{reference} */
  verify?: Answer | (() => Answer);
  /** POST /api/payments/initialize_paystack */
  initialize?: Answer | (() => Answer);
  /** POST /api/payments/mpesa/charge */
  charge?: Answer | (() => Answer);
  /** GET /api/public/estimates/{id} */
  estimate?: Answer | (() => Answer);
  /** POST /api/public/estimates/{id}/accept */
  accept?: Answer | (() => Answer);
  /** POST /api/public/estimates/{id}/decline */
  decline?: Answer | (() => Answer);
}

function replyOf(answer: Answer): Reply {
  if (answer === undefined) return { status: 404, body: { error: 'Not found' } };
  if (answer === 'network') throw new TypeError('Failed to fetch');
  if (answer === 'hang') return { delay: new Promise(() => undefined) };
  return isReply(answer) ? answer : { body: answer };
}

const handlerOf =
  (answer: ApiAnswers[keyof ApiAnswers]): Handler =>
  () =>
    replyOf(typeof answer === 'function' ? (answer as () => Answer)() : answer);

/** Stubs fetch with the public endpoints of both pages; returns the mock to inspect the calls. */
export function mockPublicApi(answers: ApiAnswers) {
  return mockApi({
    'GET /public/invoices/:id': handlerOf(answers.invoice),
    'GET /payments/verify/:reference': handlerOf(answers.verify),
    'POST /payments/initialize_paystack': handlerOf(answers.initialize),
    'POST /payments/mpesa/charge': handlerOf(answers.charge),
    'GET /public/estimates/:id': handlerOf(answers.estimate),
    'POST /public/estimates/:id/accept': handlerOf(answers.accept),
    'POST /public/estimates/:id/decline': handlerOf(answers.decline),
  });
}

/** Stubs fetch with the public endpoints; returns fetch's mock to inspect the calls. */
export const mockPayApi = (answers: ApiAnswers) => mockPublicApi(answers).fetchMock;

export const data = (body: PublicInvoice | PublicEstimate | PaymentVerification | object) => ({ data: body });

/** The paths fetched, in order. */
export function fetchedPaths(fetchMock: ReturnType<typeof mockPayApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}
