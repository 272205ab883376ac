import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Invoice } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database, Db } from '../../src/db/client.ts';
import { createEtims } from '../../src/modules/etims/setup.ts';
import { signUp, testApp, testDatabase } from './helpers.ts';
import { invoiceClient, line } from './invoice-helpers.ts';
import { jobRunner, recordingMailer } from './job-helpers.ts';

const HOUR = 3_600_000;
// Jobs are due from the real time they were enqueued; the runner runs later, an hour per step (the longest backoff).
const start = Date.now() + 24 * HOUR;
/** The runner's clock at `step` hours past a day from now. */
export const at = (step: number) => new Date(start + step * HOUR);

/**
 * What every eTIMS test file works on: a fresh database, the app over it and a job runner (which signs with the
 * built-in simulator), set up before the file's tests and closed after them.
 */
export function useEtimsApp() {
  const shared = {} as { database: Database; app: FastifyInstance; run: ReturnType<typeof jobRunner> };
  beforeAll(async () => {
    shared.database = await testDatabase();
    shared.app = await testApp(shared.database);
    shared.run = jobRunner(shared.database.db, recordingMailer().mailer);
  });
  afterAll(async () => {
    await shared.app?.close();
    await shared.database?.close();
  });
  return shared;
}

/** The built-in simulator the app of `db` talks to. */
export function etimsSimulator(db: Db) {
  const built = createEtims({ db }).simulator;
  if (!built) throw new Error('the tests run against the built-in simulator');
  return built;
}

let pins = 0;
/** A KRA PIN no other account of this process uses (the simulator keys branches by PIN). */
export const nextPin = () => `P${String(100_000_000 + ++pins * 7919).padStart(9, '0')}X`;

export type EtimsAccount = Awaited<ReturnType<typeof initializedAccount>>;

/** An account with eTIMS on and initialized, a customer with a KRA PIN, and its invoice client. */
export async function initializedAccount(app: FastifyInstance) {
  const { token, data } = await signUp(app);
  const client = invoiceClient(app, token);
  const pin = nextPin();
  await client.ok(
    client.inject('PUT', '/account', {
      account: { etims: { enabled: true, kra_pin: pin, device_serial: 'DVC-1' } },
    }),
  );
  await client.ok(client.inject('POST', '/etims/initialize'));
  const buyerPin = nextPin();
  const contactId = await client.contact({ company_name: 'Baraka Ltd', kra_pin: buyerPin });
  return { token, accountId: data.account.id as number, client, pin, buyerPin, contactId };
}

/** A sent invoice with lines at 16 %, 8 % and 0 %, some discounted, with amounts that round. */
export async function sentInvoice(account: EtimsAccount) {
  const { client } = account;
  const invoice = await client.created({ contact_id: account.contactId });
  await client.ok(
    client.addItems(invoice.id, [
      line({ description: 'Design', quantity: 3, unit_price: 333.33, tax_rate: 16, discount: 7.5 }),
      line({ description: 'Hosting', quantity: 1.5, unit_price: 1999.99, tax_rate: 16 }),
      line({ description: 'Fuel levy', quantity: 2, unit_price: 45.55, tax_rate: 8, discount: 3 }),
      line({ description: 'Export service', quantity: 1, unit_price: 5000, tax_rate: 0 }),
    ]),
  );
  return client.ok(client.update(invoice.id, { status: 'sent' }));
}

export const getInvoice = (account: EtimsAccount, id: string) =>
  account.client.ok<Invoice>(account.client.get(id));

/** The receipt the simulator signed for `account`'s document numbered `number` (numbers repeat across accounts). */
export const signedReceipt = (db: Db, account: EtimsAccount, number: string) =>
  etimsSimulator(db).sales.find((sale) => sale.trdInvcNo === number && sale.custTin === account.buyerPin);

/** The text of a PDF, laid out (poppler's pdftotext). */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'daftari-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
