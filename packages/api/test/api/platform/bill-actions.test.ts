import { BILL_ACTIONS, type BillAction, billActions, billSchema } from '@daftari/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { bills as billRows } from '../../../src/db/schema.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient } from '../../support/invoice-helpers.ts';
import { ledgerClient } from '../../support/ledger-helpers.ts';

// Every bill state × every action: the API allows exactly what contracts' billActions says, the rule the
// screens offer their buttons by.

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => new Date('2026-03-15T09:00:00Z') });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Client = ReturnType<typeof billClient>;
type Answer = Awaited<ReturnType<Client['get']>>;
interface Business {
  token: string;
  bills: Client;
  vendor: number;
  rent: number;
}

const setLockDate = (token: string, lockDate: string | null) =>
  app.inject({
    method: 'PUT',
    url: '/api/account',
    headers: bearer(token),
    payload: { account: { lock_date: lockDate } },
  });

/** How each state is reached from a new draft of 1,000.00 dated 2026-01-10. */
const STATES: Record<string, (b: Business, id: number) => Promise<void>> = {
  draft: async () => {},
  'locked-period draft': async (b) => {
    const locked = await setLockDate(b.token, '2026-01-31');
    expect(locked.statusCode, locked.body).toBe(200);
  },
  open: async (b, id) => void (await b.bills.ok(b.bills.update(id, { draft: false }))),
  'part-paid': async (b, id) => {
    await b.bills.ok(b.bills.update(id, { draft: false }));
    await b.bills.ok(b.bills.pay(id, { amount: 400 }), 201);
  },
  paid: async (b, id) => {
    await b.bills.ok(b.bills.update(id, { draft: false }));
    await b.bills.ok(b.bills.pay(id, { amount: 1000 }), 201);
  },
  void: async (b, id) => {
    await b.bills.ok(b.bills.update(id, { draft: false }));
    await b.bills.ok(b.bills.void(id));
  },
  'brought forward': async (b, id) => {
    await b.bills.ok(b.bills.update(id, { draft: false }));
    // What the open-bills import marks: the switching date it was brought forward on.
    await database.db.update(billRows).set({ openingBalanceOn: '2026-01-10' }).where(eq(billRows.id, id));
  },
};

/** Each action tried once; answers whether the API took it (2xx) or refused it (422). */
const ATTEMPTS: Record<BillAction, (b: Business, id: number) => Promise<Answer>> = {
  edit: (b, id) => b.bills.update(id, { due_date: '2026-03-31' }),
  editLines: (b, id) =>
    b.bills.update(id, { lines: [billLine(b.rent, { description: 'Shop rent, January' })] }),
  delete: (b, id) => b.bills.remove(id),
  issue: (b, id) => b.bills.update(id, { draft: false }),
  pay: (b, id) => b.bills.pay(id, { amount: 1 }),
  void: (b, id) => b.bills.void(id),
};

async function business(): Promise<Business> {
  const { token } = await signUp(app);
  const vendor = await invoiceClient(app, token).contact({
    first_name: null,
    last_name: null,
    company_name: 'Jua Kali Supplies',
  });
  const rent = (await ledgerClient(app, token).chart()).get('6100')!.id;
  return { token, bills: billClient(app, token), vendor, rent };
}

describe(`bill actions on ${backend}: the API allows exactly what billActions says`, () => {
  for (const [state, reach] of Object.entries(STATES)) {
    it(`a ${state} bill, for every action`, async () => {
      const b = await business();
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const [index, action] of BILL_ACTIONS.entries()) {
        await setLockDate(b.token, null);
        const draft = await b.bills.created({
          contact_id: b.vendor,
          bill_number: `B-${index + 1}`,
          draft: true,
          lines: [billLine(b.rent)],
        });
        await reach(b, draft.id);
        const bill = billSchema.parse((await b.bills.get(draft.id)).json().data);
        const account = await app.inject({ url: '/api/account', headers: bearer(b.token) });
        const allowed = billActions({ ...bill, lock_date: account.json().data.lock_date })[action];
        const response = await ATTEMPTS[action](b, draft.id);
        if (response.statusCode !== 422 && response.statusCode >= 300) {
          throw new Error(`${state} ${action}: ${response.statusCode} ${response.body}`);
        }
        // Issuing a bill that is posted already answers it unchanged: issued means it left draft.
        const tookEffect =
          response.statusCode < 300 &&
          (action !== 'issue' ||
            (response.json() as { data: { status: string } }).data.status !== bill.status);
        outcomes.push(`${action}: ${tookEffect ? 'allowed' : 'refused'}`);
        expected.push(`${action}: ${allowed ? 'allowed' : 'refused'}`);
      }
      expect(outcomes).toEqual(expected);
      // Not trivially all-allowed: every state refuses something.
      expect(expected.some((entry) => entry.endsWith('refused'))).toBe(true);
    });
  }
});
