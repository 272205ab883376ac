import { INVOICE_ACTIONS, type InvoiceAction, invoiceActions, invoiceSchema } from '@daftari/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { invoices as invoiceRows } from '../../../src/db/schema.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';

// Every invoice state × every action: the API allows exactly what contracts' invoiceActions says, the rule
// the screens offer their buttons by.

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

type Client = ReturnType<typeof invoiceClient>;
const INCOME = { unit_price: 100 };

/** How each state is reached from a new draft of 100.00 (dated 2026-01-10). */
const STATES: Record<string, (client: Client, id: string) => Promise<void>> = {
  draft: async () => {},
  sent: async (client, id) => void (await client.ok(client.update(id, { status: 'sent' }))),
  'part-paid': async (client, id) => {
    await client.ok(client.update(id, { status: 'sent' }));
    await client.ok(client.pay(id, { amount: 40, paid_on: '2026-01-12', method: 'cash' }), 201);
  },
  paid: async (client, id) =>
    void (await client.ok(client.pay(id, { amount: 100, paid_on: '2026-01-12', method: 'cash' }), 201)),
  void: async (client, id) => {
    await client.ok(client.update(id, { status: 'sent' }));
    await client.ok(client.inject('POST', `/invoices/${id}/void`));
  },
  credited: async (client, id) => {
    await client.ok(client.update(id, { status: 'sent' }));
    const { invoice_items: items } = await client.ok(client.get(id));
    const credit = await client.inject('POST', '/credit_notes', {
      credit_note: {
        invoice_id: id,
        issue_date: '2026-01-15',
        reason: 'Returned',
        items: [{ ...line({ unit_price: 30 }), ledger_account_id: items[0]!.ledger_account_id }],
      },
    });
    expect(credit.statusCode, credit.body).toBe(201);
  },
  'brought forward': async (client, id) => {
    await client.ok(client.update(id, { status: 'sent' }));
    // What the open-invoices import marks: the switching date it was brought forward on.
    await database.db
      .update(invoiceRows)
      .set({ openingBalanceOn: '2026-01-10' })
      .where(eq(invoiceRows.id, id));
  },
};

/** Each action tried once; answers whether the API took it (2xx) or refused it (422). */
const ATTEMPTS: Record<InvoiceAction, (client: Client, id: string) => ReturnType<Client['get']>> = {
  edit: (client, id) => client.update(id, { due_date: '2026-03-31' }),
  delete: (client, id) => client.remove(id),
  addItems: (client, id) => client.addItems(id, [line({ description: 'Extra', unit_price: 5 })]),
  send: (client, id) => client.update(id, { status: 'sent' }),
  pay: (client, id) => client.pay(id, { amount: 1, paid_on: '2026-01-20', method: 'cash' }),
  void: (client, id) => client.inject('POST', `/invoices/${id}/void`),
  creditNote: async (client, id) => {
    const { invoice_items: items } = await client.ok(client.get(id));
    return client.inject('POST', '/credit_notes', {
      credit_note: {
        invoice_id: id,
        issue_date: '2026-01-20',
        reason: 'Goodwill',
        items: [{ ...line({ unit_price: 1 }), ledger_account_id: items[0]!.ledger_account_id }],
      },
    });
  },
};

describe(`invoice actions on ${backend}: the API allows exactly what invoiceActions says`, () => {
  for (const [state, reach] of Object.entries(STATES)) {
    it(`a ${state} invoice, for every action`, async () => {
      const { token } = await signUp(app);
      const client = invoiceClient(app, token);
      const contactId = await client.contact();
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const action of INVOICE_ACTIONS) {
        const draft = await client.created({ contact_id: contactId, due_date: '2026-02-09' });
        await client.ok(client.addItems(draft.id, [line(INCOME)]));
        await reach(client, draft.id);
        const invoice = invoiceSchema.parse((await client.get(draft.id)).json().data);
        const allowed = invoiceActions(invoice)[action];
        const response = await ATTEMPTS[action](client, draft.id);
        if (response.statusCode !== 422 && response.statusCode >= 300) {
          throw new Error(`${state} ${action}: ${response.statusCode} ${response.body}`);
        }
        // Sending an invoice that is sent already answers it unchanged: sent means it left draft.
        const tookEffect =
          response.statusCode < 300 &&
          (action !== 'send' ||
            (response.json() as { data: { status: string } }).data.status !== invoice.status);
        outcomes.push(`${action}: ${tookEffect ? 'allowed' : 'refused'}`);
        expected.push(`${action}: ${allowed ? 'allowed' : 'refused'}`);
      }
      expect(outcomes).toEqual(expected);
      // Not trivially all-allowed: every state refuses something (a void one everything).
      expect(expected.some((entry) => entry.endsWith('refused'))).toBe(true);
    });
  }
});
