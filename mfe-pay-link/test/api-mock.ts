import type { PaymentVerification, PublicInvoice } from '@daftari/contracts';
import { vi } from 'vitest';

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

/** Stubs fetch with the pay page's three endpoints; returns the mock to inspect the calls. */
export function mockApi(answers: ApiAnswers) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const url = String(input);
    let answer: ApiAnswers[keyof ApiAnswers];
    if (url.startsWith('/api/public/invoices/')) answer = answers.invoice;
    else if (url.startsWith('/api/payments/verify/')) answer = answers.verify;
    else if (url === '/api/payments/initialize_paystack') answer = answers.initialize;
    else answer = { status: 404, body: { error: 'Not found' } };
    const resolved = typeof answer === 'function' ? (answer as () => Answer)() : answer;
    if (resolved === undefined) return Response.json({ error: 'Not found' }, { status: 404 });
    if (resolved === 'network') throw new TypeError('Failed to fetch');
    if (resolved === 'hang') return new Promise<Response>(() => undefined);
    if (isStatusAnswer(resolved)) return Response.json(resolved.body, { status: resolved.status });
    return Response.json(resolved);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const data = (body: PublicInvoice | PaymentVerification | object) => ({ data: body });

/** The paths fetched, in order. */
export function fetchedPaths(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}
