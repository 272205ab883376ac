import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromSubunit, toSubunit } from '../../src/adapters/paystack/amounts.ts';
import { createPaystackClient, PaystackError } from '../../src/adapters/paystack/client.ts';
import { signPaystackBody, verifyPaystackSignature } from '../../src/adapters/paystack/signature.ts';
import {
  BUILT_IN_PAYSTACK_BASE_URL,
  createTestPaystack,
  TEST_PAYSTACK_PATH,
} from '../../src/adapters/paystack/test-service.ts';
import { loadConfig } from '../../src/config.ts';
import { verificationStatus } from '../../src/modules/payments/service.ts';

const SECRET = 'sk_test_0123456789abcdef';
const event = {
  event: 'charge.success',
  data: { reference: 'DFT-1', amount: 123456, currency: 'KES', status: 'success' },
};

describe('paystack webhook signature (hex HMAC-SHA512 of the raw body)', () => {
  const body = Buffer.from(JSON.stringify(event));
  const signature = createHmac('sha512', SECRET).update(body).digest('hex');

  it('signs like Paystack: hex HMAC-SHA512 keyed with the secret key', () => {
    expect(signPaystackBody(body, SECRET)).toBe(signature);
    expect(signPaystackBody(body.toString(), SECRET)).toBe(signature);
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
  });

  it('accepts the right signature (in either case of hex, surrounding blanks trimmed)', () => {
    expect(verifyPaystackSignature(body, signature, SECRET)).toBe(true);
    expect(verifyPaystackSignature(body, signature.toUpperCase(), SECRET)).toBe(true);
    expect(verifyPaystackSignature(body, ` ${signature} `, SECRET)).toBe(true);
  });

  it('refuses a missing, empty, repeated, malformed or truncated signature', () => {
    expect(verifyPaystackSignature(body, undefined, SECRET)).toBe(false);
    expect(verifyPaystackSignature(body, '', SECRET)).toBe(false);
    expect(verifyPaystackSignature(body, [signature, signature], SECRET)).toBe(false);
    expect(verifyPaystackSignature(body, 'not-hex', SECRET)).toBe(false);
    expect(verifyPaystackSignature(body, signature.slice(0, 64), SECRET)).toBe(false);
    expect(verifyPaystackSignature(body, `${signature}00`, SECRET)).toBe(false);
  });

  it('refuses a signature made with another key or over another body', () => {
    expect(verifyPaystackSignature(body, signPaystackBody(body, 'sk_test_other'), SECRET)).toBe(false);
    const tampered = Buffer.from(JSON.stringify({ ...event, data: { ...event.data, amount: 1 } }));
    expect(verifyPaystackSignature(tampered, signature, SECRET)).toBe(false);
  });

  it('is computed over the exact bytes: the same JSON with other whitespace does not verify', () => {
    const pretty = Buffer.from(JSON.stringify(event, null, 2));
    expect(JSON.parse(pretty.toString())).toEqual(JSON.parse(body.toString()));
    expect(verifyPaystackSignature(pretty, signature, SECRET)).toBe(false);
    expect(verifyPaystackSignature(Buffer.concat([body, Buffer.from('\n')]), signature, SECRET)).toBe(false);
    expect(verifyPaystackSignature(pretty, signPaystackBody(pretty, SECRET), SECRET)).toBe(true);
  });
});

describe('amounts in the subunit (Paystack takes hundredths, as integers)', () => {
  it('converts decimal text exactly', () => {
    expect(toSubunit('1234.56')).toBe(123456);
    expect(toSubunit('1234.5')).toBe(123450);
    expect(toSubunit('1234.50')).toBe(123450);
    expect(toSubunit('1234')).toBe(123400);
    expect(toSubunit('0.01')).toBe(1);
    expect(toSubunit('1234.560')).toBe(123456);
    expect(toSubunit('999999999999.99')).toBe(99999999999999);
  });

  it('converts numbers exactly, whatever binary floats make of them', () => {
    expect(toSubunit(1234.56)).toBe(123456);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toSubunit(0.1 + 0.2)).toBe(30);
    expect(toSubunit(1.1 * 3)).toBe(330);
    expect(toSubunit(0.07)).toBe(7);
    expect(toSubunit(19.99)).toBe(1999);
    expect(toSubunit(1_000_000.01)).toBe(100_000_001);
    for (let cents = 1; cents <= 200_000; cents += 7) {
      expect(toSubunit(cents / 100)).toBe(cents);
      expect(toSubunit(fromSubunit(cents))).toBe(cents);
    }
  });

  it('refuses a third decimal (never rounds), nothing, zero, negatives and nonsense', () => {
    expect(() => toSubunit('1.005')).toThrow(/more than 2 decimals/);
    expect(() => toSubunit(1.005)).toThrow(/more than 2 decimals/);
    expect(() => toSubunit(0.001)).toThrow(/more than 2 decimals/);
    expect(() => toSubunit('0')).toThrow(RangeError);
    expect(() => toSubunit(0)).toThrow(RangeError);
    expect(() => toSubunit('-5.00')).toThrow(RangeError);
    expect(() => toSubunit(Number.NaN)).toThrow(RangeError);
    expect(() => toSubunit(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toSubunit('1e3')).toThrow(RangeError);
    expect(() => toSubunit('12,50')).toThrow(RangeError);
    expect(() => toSubunit('')).toThrow(RangeError);
  });

  it('converts back to NUMERIC text with 2 places', () => {
    expect(fromSubunit(123456)).toBe('1234.56');
    expect(fromSubunit(5)).toBe('0.05');
    expect(fromSubunit(100)).toBe('1.00');
    expect(() => fromSubunit(1.5)).toThrow(RangeError);
  });
});

describe('paystack statuses as the pay page knows them', () => {
  it('maps success, failed/reversed, abandoned; anything still moving is pending', () => {
    expect(verificationStatus('success')).toBe('success');
    expect(verificationStatus('failed')).toBe('failed');
    expect(verificationStatus('reversed')).toBe('failed');
    expect(verificationStatus('abandoned')).toBe('abandoned');
    for (const status of ['ongoing', 'pending', 'processing', 'queued', 'something-new']) {
      expect(verificationStatus(status)).toBe('pending');
    }
  });
});

describe('paystack client', () => {
  it('calls transaction/initialize and transaction/verify as Paystack documents them', async () => {
    const calls: { url: string; method: string; headers: Headers; body: string | null }[] = [];
    const fetchStub = (async (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init);
      calls.push({
        url: request.url,
        method: request.method,
        headers: request.headers,
        body: request.method === 'POST' ? await request.text() : null,
      });
      const data = request.url.endsWith('/transaction/initialize')
        ? { authorization_url: 'https://checkout.paystack.com/abc', access_code: 'abc', reference: 'DFT-1' }
        : {
            status: 'success',
            reference: 'DFT-1',
            amount: '123456',
            currency: 'KES',
            paid_at: null,
            channel: 'mobile_money',
            fees: 1852,
          };
      return Response.json({ status: true, message: 'ok', data });
    }) as typeof fetch;
    const client = createPaystackClient({
      baseUrl: 'https://api.example.test/',
      secretKey: SECRET,
      fetch: fetchStub,
    });

    const started = await client.initialize({
      email: 'payer@example.com',
      amount: 123456,
      currency: 'KES',
      reference: 'DFT-1',
      callbackUrl: 'https://pay.example.test/link/1',
      metadata: { invoice_number: 'INV-0001' },
    });
    expect(started).toEqual({
      authorizationUrl: 'https://checkout.paystack.com/abc',
      accessCode: 'abc',
      reference: 'DFT-1',
    });
    expect(calls[0]?.url).toBe('https://api.example.test/transaction/initialize');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('authorization')).toBe(`Bearer ${SECRET}`);
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({
      email: 'payer@example.com',
      amount: 123456,
      currency: 'KES',
      reference: 'DFT-1',
      callback_url: 'https://pay.example.test/link/1',
      metadata: { invoice_number: 'INV-0001' },
    });

    expect(await client.verify('DFT-1')).toEqual({
      status: 'success',
      reference: 'DFT-1',
      amount: 123456,
      currency: 'KES',
      paidAt: null,
      channel: 'mobile_money',
      fees: 1852,
    });
    expect(calls[1]?.url).toBe('https://api.example.test/transaction/verify/DFT-1');
    expect(calls[1]?.method).toBe('GET');
  });

  it('turns Paystack errors, garbled answers and network failures into PaystackError', async () => {
    const answer = (status: number, body: unknown) =>
      createPaystackClient({
        baseUrl: 'https://api.example.test',
        secretKey: SECRET,
        fetch: (async () => Response.json(body, { status })) as typeof fetch,
      });
    await expect(answer(401, { status: false, message: 'Invalid key' }).verify('x')).rejects.toMatchObject({
      name: 'PaystackError',
      status: 401,
      message: 'Invalid key',
    });
    await expect(answer(200, { status: true, data: { nope: 1 } }).verify('x')).rejects.toMatchObject({
      status: 502,
    });
    await expect(answer(200, { status: false, message: 'No' }).verify('x')).rejects.toMatchObject({
      status: 502,
      message: 'No',
    });
    const down = createPaystackClient({
      baseUrl: 'https://api.example.test',
      secretKey: SECRET,
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    const error = await down.verify('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaystackError);
    expect(error).toMatchObject({ status: 0 });
  });
});

describe('built-in test service, through the same client', () => {
  it('initializes a checkout at the callback origin and verifies it as abandoned until paid', async () => {
    const service = createTestPaystack({ webhookPath: '/api/payments/paystack/webhook' });
    const client = createPaystackClient({
      baseUrl: BUILT_IN_PAYSTACK_BASE_URL,
      secretKey: service.secretKey,
      fetch: service.fetch,
    });
    const started = await client.initialize({
      email: 'payer@example.com',
      amount: 5000,
      currency: 'KES',
      reference: 'DFT-unit-1',
      callbackUrl: 'http://localhost:4391/link/abc',
    });
    expect(started.reference).toBe('DFT-unit-1');
    expect(started.authorizationUrl).toBe(
      `http://localhost:4391${TEST_PAYSTACK_PATH}/checkout/${started.accessCode}`,
    );
    expect(await client.verify('DFT-unit-1')).toMatchObject({
      status: 'abandoned',
      amount: 5000,
      currency: 'KES',
    });

    await expect(
      client.initialize({
        email: 'payer@example.com',
        amount: 5000,
        currency: 'KES',
        reference: 'DFT-unit-1',
        callbackUrl: 'http://localhost:4391/link/abc',
      }),
    ).rejects.toMatchObject({ status: 400, message: 'Duplicate Transaction Reference' });
    await expect(client.verify('DFT-unknown')).rejects.toMatchObject({ status: 400 });

    const wrongKey = createPaystackClient({
      baseUrl: BUILT_IN_PAYSTACK_BASE_URL,
      secretKey: 'sk_test_guess',
      fetch: service.fetch,
    });
    await expect(wrongKey.verify('DFT-unit-1')).rejects.toMatchObject({ status: 401 });
    service.close();
  });

  it('generates a different secret in every process (service)', () => {
    const a = createTestPaystack({ webhookPath: '/w' });
    const b = createTestPaystack({ webhookPath: '/w' });
    expect(a.secretKey).toMatch(/^sk_test_builtin_[0-9a-f]{48}$/);
    expect(a.secretKey).not.toBe(b.secretKey);
  });
});

describe('paystack configuration', () => {
  it('defaults to the built-in test checkout and 60 public requests a minute', () => {
    expect(loadConfig({}, '/srv')).toMatchObject({
      paystackSecretKey: undefined,
      paystackBaseUrl: undefined,
      publicRateLimitMax: 60,
    });
  });

  it('reads the key, the base URL (without a trailing slash) and the public limit', () => {
    expect(
      loadConfig(
        {
          PAYSTACK_SECRET_KEY: 'sk_live_x',
          PAYSTACK_BASE_URL: 'https://api.paystack.co/',
          PUBLIC_RATE_LIMIT_MAX: '500',
        },
        '/srv',
      ),
    ).toMatchObject({
      paystackSecretKey: 'sk_live_x',
      paystackBaseUrl: 'https://api.paystack.co',
      publicRateLimitMax: 500,
    });
    expect(loadConfig({ PAYSTACK_SECRET_KEY: '' }, '/srv').paystackSecretKey).toBeUndefined();
  });

  it('refuses a base URL without a key, a base URL that is not http(s), and a limit of 0', () => {
    expect(() => loadConfig({ PAYSTACK_BASE_URL: 'https://api.paystack.co' }, '/srv')).toThrow(
      /PAYSTACK_BASE_URL: needs PAYSTACK_SECRET_KEY/,
    );
    expect(() => loadConfig({ PAYSTACK_SECRET_KEY: 'sk', PAYSTACK_BASE_URL: 'ftp://x' }, '/srv')).toThrow(
      /PAYSTACK_BASE_URL/,
    );
    expect(() => loadConfig({ PUBLIC_RATE_LIMIT_MAX: '0' }, '/srv')).toThrow(/PUBLIC_RATE_LIMIT_MAX/);
  });
});
