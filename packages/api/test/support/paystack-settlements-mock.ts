import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A settlement as the mock holds it: Paystack's documented fields, amounts in the subunit. */
export interface MockSettlement {
  id: number;
  status: 'success' | 'processing' | 'pending' | 'failed';
  currency: string;
  total_amount: number;
  effective_amount: number;
  total_fees: number;
  total_processed: number;
  deductions: number | null;
  settlement_date: string;
  transactions: { reference: string; amount: number; fees: number }[];
}

/** The query parameters Paystack documents for each list; any other is refused (400), as a strict double. */
const SETTLEMENT_PARAMS = new Set(['perPage', 'page', 'status', 'subaccount', 'from', 'to']);
const TRANSACTION_PARAMS = new Set(['perPage', 'page', 'from', 'to']);

const positive = (value: string | null, fallback: number) =>
  value === null ? fallback : /^[1-9]\d{0,3}$/.test(value) ? Number(value) : Number.NaN;

/**
 * A strict mock of Paystack's Settlements API over HTTP on 127.0.0.1, built from its documented payloads:
 * `GET /settlement` (paged by perPage and page, filtered by status, from and to on the settlement date) and
 * `GET /settlement/{id}/transactions`, answering `{status, message, data, meta:{total, skipped, perPage,
 * page, pageCount}}`. A request without `Authorization: Bearer <secret>` is 401; a parameter Paystack does not
 * document, or a malformed one, is 400; anything else is 404. Every request is recorded.
 */
export async function paystackSettlementsMock(secret: string) {
  const settlements: MockSettlement[] = [];
  const requests: { method: string; url: string }[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mock');
    requests.push({ method: request.method ?? '', url: `${url.pathname}${url.search}` });
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${secret}`)
      return answer(401, { status: false, message: 'Invalid key' });
    const transactions = /^\/settlement\/(\d+)\/transactions$/.exec(url.pathname);
    if (request.method !== 'GET' || (url.pathname !== '/settlement' && !transactions))
      return answer(404, { status: false, message: 'Not found' });
    const allowed = transactions ? TRANSACTION_PARAMS : SETTLEMENT_PARAMS;
    const unknown = [...url.searchParams.keys()].find((key) => !allowed.has(key));
    if (unknown) return answer(400, { status: false, message: `${unknown} is not allowed` });
    const perPage = positive(url.searchParams.get('perPage'), 50);
    const page = positive(url.searchParams.get('page'), 1);
    if (Number.isNaN(perPage) || Number.isNaN(page))
      return answer(400, { status: false, message: 'perPage and page must be positive integers' });
    const from = url.searchParams.get('from');
    const to = url.searchParams.get('to');
    for (const bound of [from, to]) {
      if (bound !== null && !/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/.test(bound))
        return answer(400, { status: false, message: 'from and to must be dates' });
    }
    const paged = <T>(rows: T[], message: string) => {
      const start = (page - 1) * perPage;
      answer(200, {
        status: true,
        message,
        data: rows.slice(start, start + perPage),
        meta: {
          total: rows.length,
          skipped: start,
          perPage,
          page,
          pageCount: Math.ceil(rows.length / perPage),
        },
      });
    };
    if (transactions) {
      const settlement = settlements.find((row) => String(row.id) === transactions[1]);
      if (!settlement) return answer(404, { status: false, message: 'Settlement not found' });
      return paged(
        settlement.transactions.map((row, i) => ({
          id: settlement.id * 100 + i,
          reference: row.reference,
          amount: row.amount,
          fees: row.fees,
          currency: settlement.currency,
          channel: 'card',
          status: 'success',
          paid_at: `${settlement.settlement_date.slice(0, 10)}T08:00:00.000Z`,
        })),
        'Settlement transactions retrieved',
      );
    }
    const status = url.searchParams.get('status');
    const day = (row: MockSettlement) => row.settlement_date.slice(0, 10);
    const rows = settlements
      .filter((row) => (status === null || row.status === status) && (!from || day(row) >= from.slice(0, 10)))
      .filter((row) => !to || day(row) <= to.slice(0, 10))
      .sort((a, b) => b.settlement_date.localeCompare(a.settlement_date) || b.id - a.id)
      .map(({ transactions: _transactions, ...row }) => ({
        ...row,
        domain: 'test',
        integration: 463433,
        settled_by: null,
        createdAt: row.settlement_date,
        updatedAt: row.settlement_date,
      }));
    return paged(rows, 'Settlements retrieved');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    settlements,
    requests,
    /** A settled payout of these payments (amount and fee each, in the subunit), dated `date`. */
    settle(id: number, date: string, payments: { reference: string; amount: number; fees: number }[]) {
      const processed = payments.reduce((sum, row) => sum + row.amount, 0);
      const fees = payments.reduce((sum, row) => sum + row.fees, 0);
      const settlement: MockSettlement = {
        id,
        status: 'success',
        currency: 'KES',
        total_amount: processed - fees,
        effective_amount: processed - fees,
        total_fees: fees,
        total_processed: processed,
        deductions: null,
        settlement_date: `${date}T00:00:00.000Z`,
        transactions: payments,
      };
      settlements.push(settlement);
      return settlement;
    },
    /** Paystack's integration is one business's: a test starting a business starts from no settlements. */
    reset() {
      settlements.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
