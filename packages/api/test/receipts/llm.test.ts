import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type LlmConfig,
  llmConfigFromEnv,
  parseReceiptFields,
  type ReceiptFields,
  readReceipt,
  refineWithLlm,
  toExtraction,
} from '../../src/adapters/receipts/index.ts';
import { FIXTURES_DIR } from '../fixtures/receipts/accuracy.ts';
import { accountId, TEST_EXPENSE_ACCOUNTS } from '../fixtures/receipts/chart.ts';

const context = { knownMerchants: new Map<string, number>(), expenseAccounts: TEST_EXPENSE_ACCOUNTS };
const config: LlmConfig = {
  baseUrl: 'http://llm.test/v1',
  apiKey: 'sk-test',
  model: 'test-model',
  timeoutMs: 5000,
};
const TEXT = 'JAVA H0USE\nDate: 2l/11/2026\nLatte 350.00\nT0TAL 950.00';
const parsed: ReceiptFields = parseReceiptFields(TEXT);

/** A fake fetch that answers like /chat/completions with `content`, and records what it was sent. */
function fakeFetch(content: string | (() => Promise<Response>), status = 200) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (typeof content === 'function') return content();
    return new Response(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }), {
      status,
    });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('llmConfigFromEnv', () => {
  it('is null without LLM_BASE_URL or with a URL that is not http(s)', () => {
    expect(llmConfigFromEnv({})).toBeNull();
    expect(llmConfigFromEnv({ LLM_BASE_URL: '' })).toBeNull();
    expect(llmConfigFromEnv({ LLM_BASE_URL: 'not a url' })).toBeNull();
    expect(llmConfigFromEnv({ LLM_BASE_URL: 'ftp://llm.example' })).toBeNull();
  });

  it('reads the URL, key, model and time limit', () => {
    expect(
      llmConfigFromEnv({
        LLM_BASE_URL: 'http://127.0.0.1:8080/v1/',
        LLM_API_KEY: 'k',
        LLM_MODEL: 'qwen',
        LLM_TIMEOUT_MS: '2500',
      }),
    ).toEqual({ baseUrl: 'http://127.0.0.1:8080/v1', apiKey: 'k', model: 'qwen', timeoutMs: 2500 });
    expect(llmConfigFromEnv({ LLM_BASE_URL: 'https://api.example.com/v1' })).toEqual({
      baseUrl: 'https://api.example.com/v1',
      apiKey: null,
      model: 'gpt-4o-mini',
      timeoutMs: 5000,
    });
  });
});

describe('refineWithLlm', () => {
  it('sends the text and the parsed fields, and merges the corrected answer', async () => {
    const { fetch, calls } = fakeFetch(
      '```json\n{"merchant":"Java House","date":"2026-11-21","total":950,"vat_rate":16,"transaction_number":null,"items":["Latte"],"account_id":6500}\n```',
    );
    const refined = await refineWithLlm(TEXT, parsed, context, config, { fetch });
    expect(refined.fields).toMatchObject({
      merchant: 'Java House',
      date: '2026-11-21',
      total: 950,
      vatRate: 16,
      items: ['Latte'],
    });
    expect(refined.accountId).toBe(accountId('Meals & Entertainment'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('http://llm.test/v1/chat/completions');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer sk-test');
    const body = JSON.parse(String(calls[0]?.init.body));
    expect(body.model).toBe('test-model');
    expect(body.messages[1].content).toContain('JAVA H0USE');
    expect(JSON.parse(body.messages[1].content).parser_found.total).toBe(950);
  });

  it('keeps the parser value for every field the answer gets wrong or leaves out', async () => {
    const { fetch } = fakeFetch(
      '{"merchant":"","date":"2026-02-30","total":-5,"vat_rate":99,"transaction_number":"R-1","account_id":12345}',
    );
    const refined = await refineWithLlm(TEXT, parsed, context, config, { fetch });
    expect(refined.fields).toEqual({ ...parsed, transactionNumber: 'R-1' });
    expect(refined.accountId).toBeNull();
  });

  it.each([
    ['an HTTP error', fakeFetch('{}', 500).fetch],
    ['prose instead of JSON', fakeFetch('Sorry, I cannot read receipts.').fetch],
    ['broken JSON', fakeFetch('{"merchant": "Java').fetch],
    ['an unexpected body', fakeFetch(async () => new Response('{"error":"x"}')).fetch],
    ['a network failure', fakeFetch(async () => Promise.reject(new TypeError('fetch failed'))).fetch],
  ])('falls back silently on %s', async (_, fetch) => {
    const refined = await refineWithLlm(TEXT, parsed, context, config, { fetch });
    expect(refined).toEqual({ fields: parsed, accountId: null });
  });

  // The answer never comes, so the call returns only because the time limit aborted it.
  it('gives up after the time limit', async () => {
    const slow = (async (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof globalThis.fetch;
    const refined = await refineWithLlm(TEXT, parsed, context, { ...config, timeoutMs: 50 }, { fetch: slow });
    expect(refined).toEqual({ fields: parsed, accountId: null });
  });

  it('leaves the business’s own choice for a known merchant first', () => {
    const known = new Map([['java house', accountId('Travel')]]);
    const fields = { ...parsed, merchant: 'Java House' };
    const extraction = toExtraction(
      fields,
      TEXT,
      { ...context, knownMerchants: known },
      accountId('Office Costs'),
    );
    expect(extraction.suggested_account).toEqual({ id: accountId('Travel') });
    expect(toExtraction(fields, TEXT, context, accountId('Office Costs')).suggested_account).toEqual({
      id: accountId('Office Costs'),
    });
  });
});

describe('readReceipt with an LLM configured', () => {
  const file = {
    buffer: readFileSync(join(FIXTURES_DIR, 'bolt-trip.pdf')),
    contentType: 'application/pdf',
    fileName: 'bolt-trip.pdf',
  };

  it('merges the answer into the extraction', async () => {
    const { fetch, calls } = fakeFetch('{"merchant":"Bolt Technology OÜ","vat_rate":0}');
    const result = await readReceipt(file, context, { llm: config, fetch });
    expect(calls).toHaveLength(1);
    expect(result.merchant.name).toBe('Bolt Technology OÜ');
    expect(result.order.vat.rate).toBe(0);
    expect(result.order.total).toBe(1550);
  });

  it('answers the parser’s result when the LLM fails', async () => {
    const { fetch } = fakeFetch(async () => Promise.reject(new TypeError('fetch failed')));
    const withFailure = await readReceipt(file, context, { llm: config, fetch });
    const without = await readReceipt(file, context, { llm: null });
    expect(withFailure).toEqual(without);
    expect(without.merchant.name).toBe('Bolt');
  });
});
