import { accountSchema, dataEnvelope } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient } from '../../support/invoice-helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const accountEnvelope = dataEnvelope(accountSchema);
const put = (token: string, settings: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/account',
    headers: bearer(token),
    payload: { account: { document_settings: settings } },
  });
const settingsOf = async (token: string) => {
  const answer = await app.inject({ url: '/api/account', headers: bearer(token) });
  expect(answer.statusCode, answer.body).toBe(200);
  return accountEnvelope.parse(answer.json()).data.document_settings;
};

const DEFAULTS = {
  invoice_prefix: 'INV',
  estimate_prefix: 'EST',
  credit_note_prefix: 'CN',
  payment_terms_days: 30,
  default_notes: null,
  footer: null,
  next_values: { invoice: 1, estimate: 1, credit_note: 1 },
};

describe(`the document settings of GET and PUT /account on ${backend}`, () => {
  it('answers the defaults for a new business, and what PUT sets (fields left out kept, null clears)', async () => {
    const { token } = await signUp(app);
    expect(await settingsOf(token)).toEqual(DEFAULTS);

    const saved = await put(token, {
      invoice_prefix: ' F/2026 ',
      estimate_prefix: 'Q',
      payment_terms_days: 14,
      default_notes: 'Thank you for your business.',
      footer: 'Kazi Ltd · Registered in Kenya',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answered = {
      ...DEFAULTS,
      invoice_prefix: 'F/2026',
      estimate_prefix: 'Q',
      payment_terms_days: 14,
      default_notes: 'Thank you for your business.',
      footer: 'Kazi Ltd · Registered in Kenya',
    };
    expect(accountEnvelope.parse(saved.json()).data.document_settings).toEqual(answered);
    expect(await settingsOf(token)).toEqual(answered);
    // GET /users/current carries the same settings (the screens read them there).
    const current = await app.inject({ url: '/api/users/current', headers: bearer(token) });
    expect(current.json().data.account.document_settings).toEqual(answered);

    expect((await put(token, { credit_note_prefix: 'CR', default_notes: null })).statusCode).toBe(200);
    expect(await settingsOf(token)).toEqual({ ...answered, credit_note_prefix: 'CR', default_notes: null });
  });

  it('refuses bad input with 422 naming the field, and changes nothing', async () => {
    const { token } = await signUp(app);
    await put(token, { invoice_prefix: 'F', footer: 'Kept' });
    const before = await settingsOf(token);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ invoice_prefix: 'IN V' }, 'invoice_prefix', /Invoice prefix must be 1 to 10 letters/],
      [{ invoice_prefix: 'INVOICE-2026' }, 'invoice_prefix', /Invoice prefix must be 1 to 10/],
      [{ estimate_prefix: '-EST' }, 'estimate_prefix', /Estimate prefix .* starting and ending/],
      [{ credit_note_prefix: 'CN-' }, 'credit_note_prefix', /Credit note prefix/],
      [{ credit_note_prefix: '' }, 'credit_note_prefix', /Credit note prefix/],
      [{ invoice_prefix: null }, 'invoice_prefix', /Invoice prefix is required/],
      [{ payment_terms_days: 366 }, 'payment_terms_days', /Payment terms must be 0 to 365 days/],
      [{ payment_terms_days: -1 }, 'payment_terms_days', /Payment terms must be 0 to 365 days/],
      [{ default_notes: 'x'.repeat(2001) }, 'default_notes', /Default notes must be at most 2000/],
      [{ footer: 'x'.repeat(501) }, 'footer', /Footer must be at most 500 characters/],
      // Two sequences may not share a prefix; the stored invoice prefix counts.
      [{ estimate_prefix: 'F' }, 'estimate_prefix', /Estimate prefix must differ from the invoice prefix/],
      [{ invoice_prefix: 'Q', estimate_prefix: 'Q' }, 'invoice_prefix', /must differ/],
    ];
    for (const [settings, field, message] of cases) {
      const answer = await put(token, { footer: 'Changed', ...settings });
      expect(answer.statusCode, JSON.stringify(settings)).toBe(422);
      expect(answer.json().error).toMatch(message);
      expect(Object.keys(answer.json().details)).toContain(`document_settings.${field}`);
    }
    // Not a whole number, or not a number at all: the wrong JSON type, 400.
    for (const days of ['30', 1.5]) {
      const wrongType = await put(token, { payment_terms_days: days });
      expect(wrongType.statusCode).toBe(400);
      expect(Object.keys(wrongType.json().details)).toEqual(['document_settings.payment_terms_days']);
    }
    expect(await settingsOf(token)).toEqual(before);
  });

  it("refuses a prefix a project's own invoices are numbered with", async () => {
    const { token } = await signUp(app);
    const client = invoiceClient(app, token);
    const contactId = await client.contact();
    await client.ok(
      client.inject('POST', '/projects', {
        project: { name: 'Website redesign', project_invoice_sequence: true },
        contact_id: contactId,
      }),
      201,
    );
    const answer = await put(token, { invoice_prefix: 'WR' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      error: "Invoice prefix WR numbers the project Website redesign's invoices; choose another",
      details: {
        'document_settings.invoice_prefix': [
          "Invoice prefix WR numbers the project Website redesign's invoices; choose another",
        ],
      },
    });
    expect((await settingsOf(token))?.invoice_prefix).toBe('INV');
    // And a new project never takes the business's own prefix.
    await put(token, { invoice_prefix: 'BR' });
    const project = await client.ok<{ invoice_prefix: string }>(
      client.inject('POST', '/projects', {
        project: { name: 'Brand refresh', project_invoice_sequence: true },
        contact_id: contactId,
      }),
      201,
    );
    expect(project.invoice_prefix).toBe('BR2');
  });

  it("keeps each business's settings to itself", async () => {
    const first = await signUp(app);
    const second = await signUp(app);
    await put(first.token, { invoice_prefix: 'A', payment_terms_days: 7, footer: 'First only' });
    expect(await settingsOf(second.token)).toEqual(DEFAULTS);
    const client = invoiceClient(app, second.token);
    const invoice = await client.created({ contact_id: await client.contact() });
    expect(invoice.invoice_number).toBe('INV-0001');
    expect((await settingsOf(first.token))?.next_values.invoice).toBe(1);
  });
});
