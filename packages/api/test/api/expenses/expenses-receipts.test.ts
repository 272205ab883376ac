import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  dataEnvelope,
  MAX_ATTACHMENT_BYTES,
  mpesaMessageSuggestionSchema,
  receiptExtractionSchema,
} from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { FIXTURES_DIR } from '../../fixtures/receipts/accuracy.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';

// OCR on a shared 2-core machine: starting the worker alone can take a few seconds.
vi.setConfig({ testTimeout: 90_000 });

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close(); // also stops the OCR worker (onClose → closeReceiptReader)
  await database?.close();
});

const envelope = dataEnvelope(receiptExtractionSchema);

function extract(token: string, content: Buffer, filename: string, contentType: string, field = 'receipt') {
  const { payload, headers } = multipartBody([{ name: field, content, filename, contentType }]);
  return app.inject({
    method: 'POST',
    url: '/api/expenses/extract_from_receipt',
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

async function ledger(token: string) {
  return (await app.inject({ url: '/api/ledger_accounts', headers: bearer(token) })).json().data as {
    id: number;
    name: string;
    account_type: string;
  }[];
}

describe(`POST /expenses/extract_from_receipt on ${backend}`, () => {
  it("reads a PDF and a PNG receipt and suggests one of the account's expense accounts", async () => {
    const { token } = await signUp(app);
    const accounts = await ledger(token);
    const expenseIds = accounts.filter((a) => a.account_type === 'expense').map((a) => a.id);

    const pdf = await extract(
      token,
      readFileSync(join(FIXTURES_DIR, 'shell-lavington.pdf')),
      'shell.pdf',
      'application/pdf',
    );
    expect(pdf.statusCode).toBe(200);
    const fromPdf = envelope.parse(pdf.json()).data;
    expect(fromPdf).toMatchObject({
      order: { total: 6000, vat: { rate: 16 } },
      metadata: { date: '2026-11-02', transaction_number: 'SL-88213' },
      merchant: { name: 'SHELL LAVINGTON SERVICE STATION' },
    });
    expect(fromPdf.suggested_account?.id).toBe(accounts.find((a) => a.name === 'Motor Vehicle Expenses')?.id);

    const png = await extract(
      token,
      readFileSync(join(FIXTURES_DIR, 'naivas-westlands.png')),
      'naivas.png',
      'image/png',
    );
    expect(png.statusCode).toBe(200);
    const fromPng = envelope.parse(png.json()).data;
    expect(fromPng.order.total).not.toBeNull();
    expect(expenseIds).toContain(fromPng.suggested_account?.id);
  });

  it('reads a screenshot of an M-Pesa confirmation as a pasted message: its code, payee, time and cost', async () => {
    const { token } = await signUp(app);
    const accounts = await ledger(token);
    const screenshot = await extract(
      token,
      readFileSync(join(FIXTURES_DIR, 'mpesa-confirmation.png')),
      'mpesa.png',
      'image/png',
    );
    expect(screenshot.statusCode).toBe(200);
    const read = dataEnvelope(mpesaMessageSuggestionSchema).parse(screenshot.json()).data;
    expect(read).toMatchObject({
      mpesa: {
        code: 'QKL2ABC9XY',
        kind: 'buy_goods',
        amount: 2350,
        transaction_cost: 0,
        date: '2026-11-16',
        time: '13:15',
      },
      order: { total: 2350 },
      metadata: { date: '2026-11-16', transaction_number: 'QKL2ABC9XY' },
      paid_from_account: { id: accounts.find((a) => a.name === 'M-Pesa')?.id },
      charges: null,
    });

    const receipt = await extract(
      token,
      readFileSync(join(FIXTURES_DIR, 'naivas-westlands.png')),
      'naivas.png',
      'image/png',
    );
    expect(receipt.json().data).not.toHaveProperty('mpesa');
  });

  it('prefers the account this business used before for the merchant', async () => {
    const { token } = await signUp(app);
    const accounts = await ledger(token);
    const rent = accounts.find((a) => a.name === 'Repairs & Maintenance')!.id;
    const fields = {
      expenseType: 'Payment',
      ledger_account_id: String(rent),
      dated: '2026-10-01',
      totalValue: '100',
      vat: 'Standard',
      description: 'Fuel for the generator',
      merchantName: 'Shell Lavington Service Station',
    };
    const { payload, headers } = multipartBody(
      Object.entries(fields).map(([name, content]) => ({ name, content })),
    );
    const created = await app.inject({
      method: 'POST',
      url: '/api/expenses',
      headers: { ...bearer(token), ...headers },
      payload,
    });
    expect(created.statusCode).toBe(201);
    const response = await extract(
      token,
      readFileSync(join(FIXTURES_DIR, 'shell-lavington.pdf')),
      'shell.pdf',
      'application/pdf',
    );
    expect(envelope.parse(response.json()).data.suggested_account?.id).toBe(rent);
  });

  it('answers 422 with a readable message for files it cannot read, 413 over 5 MB', async () => {
    const { token } = await signUp(app);
    const exe = await extract(
      token,
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]),
      'a.png',
      'image/png',
    );
    expect(exe.statusCode).toBe(422);
    expect(exe.json().error).toMatch(/could not open this image/);
    const broken = await extract(token, Buffer.from('%PDF-1.7\n garbage'), 'r.pdf', 'application/pdf');
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error.length).toBeGreaterThan(20);
    const big = await extract(token, Buffer.alloc(MAX_ATTACHMENT_BYTES + 1), 'big.pdf', 'application/pdf');
    expect(big.statusCode).toBe(413);
    const wrongField = await extract(token, Buffer.from('%PDF-1.7'), 'r.pdf', 'application/pdf', 'file');
    expect(wrongField.statusCode).toBe(422);
  });
});
