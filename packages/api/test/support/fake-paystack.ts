import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeTransaction {
  email: string;
  amount: number;
  currency: string;
  reference: string;
  callback_url: string;
  metadata: Record<string, unknown>;
  status: string;
  paid_at: string | null;
}

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
}

/**
 * A fake Paystack API over HTTP on 127.0.0.1 (for PAYSTACK_BASE_URL): transaction/initialize, charge (mobile
 * money), transaction/verify and balance, as Paystack answers them, recording every request it gets. Each of
 * `secrets` is a Paystack account's key it takes (the instance's, a business's own). `port` 0: one the system
 * picks.
 */
export async function fakePaystack(secrets: string | string[], port = 0) {
  const keys = new Set([secrets].flat().map((secret) => `Bearer ${secret}`));
  const requests: Recorded[] = [];
  const transactions = new Map<string, FakeTransaction>();
  let nextAnswer: { status: number; body: unknown } | null = null;
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString();
  };
  const server: Server = createServer(async (request, response) => {
    const text = await read(request);
    const path = request.url ?? '';
    const recorded: Recorded = {
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      body: text ? JSON.parse(text) : null,
    };
    requests.push(recorded);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (nextAnswer) {
      const { status, body } = nextAnswer;
      nextAnswer = null;
      return answer(status, body);
    }
    if (!keys.has(recorded.authorization ?? ''))
      return answer(401, { status: false, message: 'Invalid key' });
    if (request.method === 'GET' && path === '/balance') {
      return answer(200, {
        status: true,
        message: 'Balances retrieved',
        data: [{ currency: 'KES', balance: 1250000 }],
      });
    }
    if (request.method === 'POST' && path === '/transaction/initialize') {
      const body = recorded.body as Omit<FakeTransaction, 'status' | 'paid_at'>;
      transactions.set(body.reference, { ...body, status: 'abandoned', paid_at: null });
      return answer(200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.com/${body.reference.slice(-10)}`,
          access_code: body.reference.slice(-10),
          reference: body.reference,
        },
      });
    }
    if (request.method === 'POST' && path === '/charge') {
      const body = recorded.body as Omit<FakeTransaction, 'status' | 'paid_at' | 'callback_url'>;
      transactions.set(body.reference, { ...body, callback_url: '', status: 'pending', paid_at: null });
      return answer(200, {
        status: true,
        message: 'Charge attempted',
        data: {
          reference: body.reference,
          status: 'pay_offline',
          display_text: 'Please complete authorization process on your mobile phone',
        },
      });
    }
    const match = /^\/transaction\/verify\/(.+)$/.exec(path);
    if (request.method === 'GET' && match?.[1]) {
      const transaction = transactions.get(decodeURIComponent(match[1]));
      if (!transaction) return answer(400, { status: false, message: 'Transaction reference not found' });
      return answer(200, {
        status: true,
        message: 'Verification successful',
        data: {
          id: 4099260516,
          domain: 'test',
          status: transaction.status,
          reference: transaction.reference,
          amount: transaction.amount,
          currency: transaction.currency,
          paid_at: transaction.paid_at,
          gateway_response: 'Successful',
          channel: 'card',
          customer: { email: transaction.email },
        },
      });
    }
    answer(404, { status: false, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    transactions,
    /** The next request is answered with this, whatever it is. */
    answerNext(status: number, body: unknown) {
      nextAnswer = { status, body };
    },
    /** The customer paid (or failed) at Paystack's checkout. */
    settle(reference: string, status: string) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`no fake transaction ${reference}`);
      transaction.status = status;
      transaction.paid_at = status === 'success' ? '2026-01-20T09:30:00.000Z' : null;
      return transaction;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
