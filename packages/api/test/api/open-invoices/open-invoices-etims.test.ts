import type { Invoice } from '@daftari/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { etimsInvoices } from '../../../src/db/schema.ts';
import { queueEtimsSale } from '../../../src/modules/etims/enqueue.ts';
import { fixture } from '../../support/contact-import-helpers.ts';
import { signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { openBalanceUpload } from '../../support/open-balance-helpers.ts';

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

describe('open invoices and KRA eTIMS', () => {
  it('never queues a balance brought forward for signing, even when paid on an account with eTIMS on', async () => {
    const { token, data } = await signUp(app);
    const accountId = data.account.id as number;
    const client = invoiceClient(app, token);
    await client.ok(
      client.inject('PUT', '/account', {
        account: { etims: { enabled: true, kra_pin: 'P051234999X', device_serial: 'DVC-OPEN' } },
      }),
    );
    await client.ok(client.inject('POST', '/etims/initialize'));
    await client.contact({ first_name: null, last_name: null, company_name: 'Amani Traders' });
    await client.contact({ first_name: 'Wanjiku', last_name: 'Kamau' });
    const imported = await openBalanceUpload(
      app,
      '/api/invoices/import_open',
      token,
    )(fixture('xero-invoices.csv'));
    expect(imported.statusCode, imported.body).toBe(200);
    const [first] = await client.ok<Invoice[]>(client.list({ per_page: 10 }));
    await client.ok(client.pay(first!.id, { amount: 100, paid_on: '2026-12-01', method: 'cash' }), 201);
    await database.db.transaction((tx) => queueEtimsSale(tx, accountId, first!.id));
    // The account's own invoices are queued as usual.
    const own = await client.created({ contact_id: first!.contact_id });
    await client.ok(client.addItems(own.id, [line({ tax_rate: 16 })]));
    await client.ok(client.update(own.id, { status: 'sent' }));
    const queued = await database.db
      .select({ id: etimsInvoices.invoiceId })
      .from(etimsInvoices)
      .where(eq(etimsInvoices.accountId, accountId));
    expect(queued).toEqual([{ id: own.id }]);
  });
});
