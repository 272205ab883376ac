import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { ONE_BY_ONE } from '../../../src/modules/banking/matching/record.ts';
import { readStatementFile } from '../../../src/modules/banking/statements/read.ts';
import { storeStatement } from '../../../src/modules/banking/statements.ts';
import { bankingBusiness, type PortalRow, portal } from '../../support/banking-helpers.ts';
import { expectStatementLinesAgree } from '../../support/banking-invariants.ts';
import { booksSnapshot } from '../../support/banking-snapshot.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  if (database) await expectStatementLinesAgree(database.db);
  await app?.close();
  await database?.close();
});

/** Invoices the statement pays or passes by, one way each in turn (and a charge after each). */
const ROUNDS = 18;
const FIRST = ['JANE', 'PETER', 'MARY', 'JAMES', 'GRACE', 'SAMUEL'];
const LAST = ['WANJIRU', 'OTIENO', 'KAMAU', 'ODHIAMBO', 'NJOROGE', 'KOECH'];

function seeded(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

/** Customers with a phone each, and for each what their invoices are and how the statement pays them. */
function generated(seed: number) {
  const random = seeded(seed);
  const customers = FIRST.map((first, i) => ({
    first,
    last: LAST[(i + random(LAST.length)) % LAST.length]!,
    phone: `07${String(20_000_000 + i * 1_234_567).slice(-8)}`,
  }));
  const invoices: { customer: number; amount: number }[] = [];
  const rows: PortalRow[] = [];
  let day = 2;
  const at = () => `${String(Math.min(28, day++ >> 1)).padStart(2, '0')}-03-2026`;
  const receipt = () => `SG${String(rows.length).padStart(4, '0')}X${seed}`;
  const party = (c: number) =>
    `254${customers[c]!.phone.slice(1)} - ${customers[c]!.first} ${customers[c]!.last}`;
  for (let i = 0; i < ROUNDS; i += 1) {
    const customer = random(customers.length);
    const amount = 500 + random(40) * 125;
    invoices.push({ customer, amount });
    const number = invoices.length;
    const way = i % 6;
    if (way === 0)
      rows.push({
        receipt: receipt(),
        day: at(),
        details: 'Pay Bill',
        amount,
        acNo: `INV${String(number).padStart(4, '0')}`,
      });
    if (way === 1) {
      rows.push({
        receipt: receipt(),
        day: at(),
        details: 'Pay Bill',
        amount: amount - 200,
        acNo: `inv ${number}`,
      });
      rows.push({ receipt: receipt(), day: at(), details: `Balance of #${number}`, amount: 200 });
    }
    if (way === 2)
      rows.push({ receipt: receipt(), day: at(), details: 'Pay Bill', amount, party: party(customer) });
    if (way === 3) {
      invoices.push({ customer, amount: 300 });
      rows.push({
        receipt: receipt(),
        day: at(),
        details: 'Pay Bill',
        amount: amount + 300,
        acNo: `INV${String(number).padStart(4, '0')} INV${String(number + 1).padStart(4, '0')}`,
      });
    }
    if (way === 4)
      rows.push({
        receipt: receipt(),
        day: at(),
        details: 'Pay Bill',
        amount: 100 + random(900),
        party: '254799000111 - WALK IN',
      });
    rows.push({ receipt: receipt(), day: at(), details: 'Pay Bill Charge', amount: -(10 + random(40)) });
    if (way === 5)
      rows.push({
        receipt: receipt(),
        day: at(),
        details: 'Pay Bill Online to 888880 - KPLC PREPAID',
        amount: -1500,
      });
  }
  return { customers, invoices, csv: portal(rows.reverse(), 100_000) };
}

/** A business with the generated customers and sent invoices: its ids, the M-Pesa account's, and its books. */
async function booksOf(statement: ReturnType<typeof generated>) {
  const business = await bankingBusiness(app);
  const contacts: number[] = [];
  for (const customer of statement.customers) {
    contacts.push(
      await business.client.contact({
        first_name: customer.first,
        last_name: customer.last,
        phone: customer.phone,
      }),
    );
  }
  // Each its own issue date: documents of one date are ordered by their ids, which differ between businesses.
  for (const [i, invoice] of statement.invoices.entries()) {
    const issued = new Date(Date.UTC(2026, 0, 20 + i)).toISOString().slice(0, 10);
    await business.sent(contacts[invoice.customer]!, invoice.amount, issued);
  }
  const mpesa = await business.accountId('1300');
  const [owner] = (
    (await database.db.execute(
      sql`select account_id from ledger_accounts where id = ${mpesa}`,
    )) as unknown as {
      rows: { account_id: number }[];
    }
  ).rows;
  return { business, mpesa, accountId: Number(owner!.account_id) };
}

describe(`an import's matches written at once on ${backend}`, () => {
  it('leave the same payments, entries, numbers and matches as written line by line', async () => {
    const statement = generated(35);
    const atOnce = await booksOf(statement);
    const oneByOne = await booksOf(statement);

    await atOnce.business.upload(atOnce.mpesa, statement.csv);
    const parsed = await readStatementFile({ bytes: new TextEncoder().encode(statement.csv) });
    await storeStatement(database.db, oneByOne.accountId, oneByOne.mpesa, 'mpesa.csv', parsed, ONE_BY_ONE);

    const expected = await booksSnapshot(database.db, oneByOne.accountId);
    expect(await booksSnapshot(database.db, atOnce.accountId)).toEqual(expected);
    // The statement exercises every kind of write the import batches.
    const kinds = expected.lines.map((line) => line.match_kind);
    expect(kinds.filter((kind) => kind === 'invoice_payment').length).toBeGreaterThan(10);
    expect(kinds.filter((kind) => kind === 'fee').length).toBe(ROUNDS);
    expect(expected.lines.some((line) => (line.match_ids?.length ?? 0) > 1)).toBe(true);
    expect(expected.payments.length).toBeGreaterThan(
      kinds.filter((kind) => kind === 'invoice_payment').length,
    );
    expect(expected.invoices.some((invoice) => invoice.status === 'paid')).toBe(true);
  }, 120_000);
});
