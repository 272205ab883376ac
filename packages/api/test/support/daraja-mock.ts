import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type C2bPayment,
  c2bPayment,
  callbackBody,
  digits,
  fieldProblems,
  nairobiNow,
  PHONE,
  passwordProblems,
  STK_FIELDS,
  urlProblems,
} from './daraja-mock-rules.ts';

/**
 * A strict Daraja over HTTP on 127.0.0.1 (an ephemeral port), written from Safaricom's documentation of the
 * Authorization, M-Pesa Express (STK push and query) and C2B register URL (v2) APIs, not from Daftari's
 * client. It checks the Basic credentials and the bearer token, every field of each body (no missing, no
 * unknown), the STK password formula base64(shortcode + passkey + timestamp), the timestamp's form and that it
 * is Nairobi's time now (by the test's clock), amounts as whole shillings, phones as 2547XXXXXXXX (or
 * 2541XXXXXXXX), URLs as Daraja takes them, and records every deviation (then answers 400 as Daraja does).
 * Each token request retires the previous token, as the documentation says.
 */

export interface MockApp {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  /** `till`: the shortcode is a store number, `tillNumber` the party paid (CustomerBuyGoodsOnline). */
  type: 'paybill' | 'till';
  tillNumber?: string;
  /** Sandbox takes http URLs; production only https. */
  environment: 'sandbox' | 'production';
}

export interface MockPrompt {
  merchantRequestId: string;
  checkoutRequestId: string;
  amount: number;
  phone: string;
  callbackUrl: string;
  accountReference: string;
  result: { code: number; desc: string; receipt: string | null; at: string } | null;
}

export async function darajaMock(app: MockApp, now: () => Date) {
  const deviations: string[] = [];
  const requests: { method: string; path: string; body: unknown }[] = [];
  const prompts = new Map<string, MockPrompt>();
  const registrations: Record<string, unknown>[] = [];
  let token: { value: string; expiresAt: number } | null = null;
  let tokensIssued = 0;

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const requestId = () => `${randomBytes(2).toString('hex')}-${randomBytes(4).toString('hex')}-1`;
  const badRequest = (response: ServerResponse, problems: string[]) => {
    deviations.push(...problems);
    answer(response, 400, {
      requestId: requestId(),
      errorCode: '400.002.02',
      errorMessage: `Bad Request - ${problems[0]}`,
    });
  };

  function tokenRoute(request: IncomingMessage, response: ServerResponse, url: URL) {
    const problems: string[] = [];
    if (request.method !== 'GET') problems.push('The token is a GET');
    if (url.searchParams.get('grant_type') !== 'client_credentials') {
      deviations.push('Invalid grant type passed');
      return answer(response, 400, {
        requestId: requestId(),
        errorCode: '400.008.02',
        errorMessage: 'Invalid grant type passed',
      });
    }
    const basic = Buffer.from(`${app.consumerKey}:${app.consumerSecret}`).toString('base64');
    if (request.headers.authorization !== `Basic ${basic}`) {
      deviations.push('Invalid authentication: not Basic base64(consumer key:consumer secret)');
      return answer(response, 400, {
        requestId: requestId(),
        errorCode: '400.008.01',
        errorMessage: 'Invalid authentication type passed',
      });
    }
    if (problems.length > 0) return badRequest(response, problems);
    tokensIssued += 1;
    token = { value: randomBytes(14).toString('base64url'), expiresAt: now().getTime() + 3599_000 };
    answer(response, 200, { access_token: token.value, expires_in: '3599' });
  }

  function bearerRefused(request: IncomingMessage, response: ServerResponse): boolean {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ')) {
      deviations.push(`No bearer token on ${request.url}`);
      answer(response, 401, {
        requestId: requestId(),
        errorCode: '404.001.04',
        errorMessage: 'Invalid Authentication passed',
      });
      return true;
    }
    if (!token || header !== `Bearer ${token.value}` || token.expiresAt <= now().getTime()) {
      answer(response, 404, {
        requestId: requestId(),
        errorCode: '404.001.03',
        errorMessage: 'Invalid Access Token',
      });
      return true;
    }
    return false;
  }

  function stkPush(body: Record<string, unknown>, response: ServerResponse) {
    const problems = [
      ...fieldProblems(body, STK_FIELDS, ['TransactionDesc']),
      ...passwordProblems(app, now, body),
    ];
    const buyGoods = app.type === 'till';
    if (body.TransactionType !== (buyGoods ? 'CustomerBuyGoodsOnline' : 'CustomerPayBillOnline')) {
      problems.push(`Invalid TransactionType for a ${app.type}: ${String(body.TransactionType)}`);
    }
    const amount = digits(body.Amount);
    if (typeof amount !== 'string' || !/^[1-9]\d*$/.test(amount))
      problems.push(`Invalid Amount: ${String(body.Amount)} is not whole shillings`);
    for (const field of ['PartyA', 'PhoneNumber']) {
      if (!PHONE.test(String(digits(body[field]))))
        problems.push(`Invalid ${field}: ${String(body[field])} is not 2547XXXXXXXX`);
    }
    const partyB = buyGoods ? (app.tillNumber ?? app.shortcode) : app.shortcode;
    if (digits(body.PartyB) !== partyB)
      problems.push(`Invalid PartyB: ${String(body.PartyB)}, not ${partyB}`);
    problems.push(...urlProblems(app, 'CallBackURL', body.CallBackURL));
    const reference = body.AccountReference;
    if (typeof reference !== 'string' || reference.length < 1 || reference.length > 12)
      problems.push('Invalid AccountReference: 1 to 12 characters');
    if (
      body.TransactionDesc !== undefined &&
      (typeof body.TransactionDesc !== 'string' || body.TransactionDesc.length > 13)
    ) {
      problems.push('Invalid TransactionDesc: at most 13 characters');
    }
    if (problems.length > 0) return badRequest(response, problems);
    const prompt: MockPrompt = {
      merchantRequestId: requestId(),
      checkoutRequestId: `ws_CO_${nairobiNow(now())}${randomBytes(5).toString('hex')}`,
      amount: Number(amount),
      phone: String(digits(body.PhoneNumber)),
      callbackUrl: String(body.CallBackURL),
      accountReference: String(reference),
      result: null,
    };
    prompts.set(prompt.checkoutRequestId, prompt);
    answer(response, 200, {
      MerchantRequestID: prompt.merchantRequestId,
      CheckoutRequestID: prompt.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    });
  }

  function stkQuery(body: Record<string, unknown>, response: ServerResponse) {
    const problems = [
      ...fieldProblems(body, ['BusinessShortCode', 'Password', 'Timestamp', 'CheckoutRequestID']),
      ...passwordProblems(app, now, body),
    ];
    const prompt = prompts.get(String(body.CheckoutRequestID));
    if (!prompt) problems.push(`Invalid CheckoutRequestID: ${String(body.CheckoutRequestID)}`);
    if (problems.length > 0 || !prompt) return badRequest(response, problems);
    if (!prompt.result) {
      return answer(response, 500, {
        requestId: requestId(),
        errorCode: '500.001.1001',
        errorMessage: 'The transaction is being processed',
      });
    }
    answer(response, 200, {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: prompt.merchantRequestId,
      CheckoutRequestID: prompt.checkoutRequestId,
      ResultCode: String(prompt.result.code),
      ResultDesc: prompt.result.desc,
    });
  }

  function registerUrl(body: Record<string, unknown>, response: ServerResponse) {
    const problems = fieldProblems(body, ['ShortCode', 'ResponseType', 'ConfirmationURL', 'ValidationURL']);
    if (digits(body.ShortCode) !== app.shortcode) problems.push('Invalid ShortCode');
    if (body.ResponseType !== 'Completed' && body.ResponseType !== 'Cancelled') {
      problems.push(
        `Invalid ResponseType: ${String(body.ResponseType)} (Completed or Cancelled, sentence case)`,
      );
    }
    problems.push(
      ...urlProblems(app, 'ConfirmationURL', body.ConfirmationURL),
      ...urlProblems(app, 'ValidationURL', body.ValidationURL),
    );
    if (problems.length > 0) return badRequest(response, problems);
    registrations.push(body);
    answer(response, 200, {
      OriginatorCoversationID: requestId(),
      ResponseCode: '0',
      ResponseDescription: 'Success',
    });
  }

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString();
    const url = new URL(request.url ?? '/', 'http://mock');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      deviations.push(`${url.pathname}: the body is not JSON`);
    }
    requests.push({ method: request.method ?? '', path: url.pathname, body });
    if (url.pathname === '/oauth/v1/generate') return tokenRoute(request, response, url);
    const routes: Record<string, (body: Record<string, unknown>, response: ServerResponse) => void> = {
      '/mpesa/stkpush/v1/processrequest': stkPush,
      '/mpesa/stkpushquery/v1/query': stkQuery,
      '/mpesa/c2b/v2/registerurl': registerUrl,
    };
    const route = routes[url.pathname];
    if (!route) {
      deviations.push(`No such resource: ${request.method} ${url.pathname}`);
      return answer(response, 404, {
        requestId: requestId(),
        errorCode: '404.001.01',
        errorMessage: 'Resource not found',
      });
    }
    if (request.method !== 'POST') {
      deviations.push(`${url.pathname} takes POST, not ${request.method}`);
      return answer(response, 405, {
        requestId: requestId(),
        errorCode: '405.001',
        errorMessage: 'Method Not Allowed',
      });
    }
    if (!String(request.headers['content-type']).startsWith('application/json')) {
      deviations.push(`${url.pathname}: Content-Type is not application/json`);
    }
    if (bearerRefused(request, response)) return;
    if (typeof body !== 'object' || body === null)
      return badRequest(response, [`${url.pathname}: no JSON object`]);
    route(body as Record<string, unknown>, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deviations,
    requests,
    prompts,
    registrations,
    tokensIssued: () => tokensIssued,
    /** Daraja retires the token it issued (another client of the same app asked for one). */
    retireToken() {
      token = null;
    },
    /** The customer answered the prompt: 0 paid (with a receipt number), 1032 cancelled, … */
    answerPrompt(checkoutRequestId: string, code: number, receipt: string | null = null) {
      const prompt = prompts.get(checkoutRequestId);
      if (!prompt) throw new Error(`no prompt ${checkoutRequestId}`);
      const desc =
        code === 0
          ? 'The service request is processed successfully.'
          : code === 1032
            ? 'Request cancelled by user'
            : 'DS timeout user cannot be reached';
      prompt.result = { code, desc, receipt, at: nairobiNow(now()) };
      return prompt;
    },
    callbackBody: (checkoutRequestId: string) => {
      const prompt = prompts.get(checkoutRequestId);
      if (!prompt) throw new Error(`no prompt ${checkoutRequestId}`);
      return callbackBody(prompt);
    },
    c2bPayment: (fields: C2bPayment) => c2bPayment(app, now, fields),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type DarajaMock = Awaited<ReturnType<typeof darajaMock>>;
