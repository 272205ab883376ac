import type { Invoice } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { bankingBusiness, portal } from '../../support/banking-helpers.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import {
  ACCEPTED,
  business,
  c2bToken,
  confirm,
  confirmation,
  sentInvoice,
} from '../../support/mpesa-helpers.ts';

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

type Owner = Awaited<ReturnType<typeof business>>;

const receiptsOf = async ({ client }: Pick<Owner, 'client'>, invoice: Pick<Invoice, 'id'>) =>
  (await client.ok(client.get(invoice.id))).payments.map((payment) => payment.receipt_number);

describe(`receipt numbers on ${backend}`, () => {
  it('numbers each business’s payments RCT-0001, RCT-0002… as they are recorded, by hand or by paybill', async () => {
    const kamau = await business(app, 'Kamau Hardware');
    const achieng = await business(app, 'Achieng Juices');
    const [first, second] = [await sentInvoice(kamau, 1190), await sentInvoice(kamau, 500)];
    const theirs = await sentInvoice(achieng, 300);
    await kamau.client.ok(
      kamau.client.pay(first.id, { amount: 100, paid_on: '2026-01-05', method: 'cash' }),
      201,
    );
    await achieng.client.ok(
      achieng.client.pay(theirs.id, { amount: 300, paid_on: '2026-01-06', method: 'cash' }),
      201,
    );
    // Paid by paybill, naming the first invoice (INV-0001): Kamau's next receipt.
    const paid = await confirm(
      app,
      await c2bToken(app, kamau.token),
      confirmation({ TransAmount: '1090.00', BillRefNumber: first.invoice_number }),
    );
    expect(paid.json()).toEqual(ACCEPTED);
    await kamau.client.ok(
      kamau.client.pay(second.id, { amount: 500, paid_on: '2026-01-04', method: 'cash' }),
      201,
    );

    expect(await receiptsOf(kamau, first)).toEqual(['RCT-0001', 'RCT-0002']);
    expect(await receiptsOf(kamau, second)).toEqual(['RCT-0003']);
    expect(await receiptsOf(achieng, theirs)).toEqual(['RCT-0001']);
  });

  it('gives the payments a statement records at once the next numbers, in the statement’s order', async () => {
    const owner = await bankingBusiness(app);
    const jane = await owner.client.contact({ first_name: 'Jane', last_name: 'Wanjiru' });
    const first = await owner.sent(jane, 1000);
    await owner.client.ok(
      owner.client.pay(first.id, { amount: 200, paid_on: '2026-03-02', method: 'cash' }),
      201,
    );
    const second = await owner.sent(jane, 800);
    await owner.upload(
      await owner.accountId('1300'),
      portal([
        { receipt: 'SD2', day: '06-03-2026', details: 'Pay Bill', amount: 800, acNo: second.invoice_number },
        { receipt: 'SD1', day: '05-03-2026', details: 'Pay Bill', amount: 800, acNo: first.invoice_number },
      ]),
    );
    const numbers = [...(await receiptsOf(owner, first)), ...(await receiptsOf(owner, second))];
    expect(numbers.sort()).toEqual(['RCT-0001', 'RCT-0002', 'RCT-0003']);
    expect(await receiptsOf(owner, first)).toContain('RCT-0001');
  });
});
