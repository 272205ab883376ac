import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { listTime, type OscuMock, startOscuMock } from '../oscu-mock/server.ts';
import { nextPin } from './etims-helpers.ts';
import { signUp, testApp, testDatabase } from './helpers.ts';
import { invoiceClient } from './invoice-helpers.ts';
import { jobRunner, recordingMailer } from './job-helpers.ts';

const HOUR = 3_600_000;

/**
 * A test file against the strict OSCU mock: a fresh database, the app and a job runner both configured for
 * the mock as for KRA (base URL, token URL, a key secret), and the mock's clock following the runner's
 * (`run(step)` runs the jobs an hour per step after a day from now; the mock's "now" is the latest of that,
 * the real time and every "now" it answered before, so nothing the app dates is in the mock's future unless
 * it is).
 */
export function useOscuApp() {
  const shared = {} as {
    mock: OscuMock;
    database: Database;
    app: FastifyInstance;
    run: (step: number) => Promise<unknown>;
    at: (step: number) => Date;
  };
  beforeAll(async () => {
    shared.mock = await startOscuMock();
    const start = Date.now() + 24 * HOUR;
    let latest = new Date(0);
    shared.at = (step) => new Date(start + step * HOUR);
    // The mock's clock never goes back: a later test may run at an earlier step than an earlier test did, and
    // KRA's earlier answers (a list's next lastReqDt) must not then lie in the mock's future.
    let highest = 0;
    shared.mock.setClock(() => {
      highest = Math.max(highest, Date.now(), latest.getTime());
      return new Date(highest);
    });
    const options = {
      etimsBaseUrl: shared.mock.baseUrl,
      etimsTokenUrl: shared.mock.tokenUrl,
      etimsKeySecret: randomBytes(32).toString('hex'),
    };
    shared.database = await testDatabase();
    shared.app = await testApp(shared.database, options);
    const runner = jobRunner(shared.database.db, recordingMailer().mailer, {}, options);
    shared.run = (step) => {
      latest = shared.at(step);
      return runner(latest);
    };
  });
  afterAll(async () => {
    await shared.app?.close();
    await shared.database?.close();
    await shared.mock?.close();
  });
  return shared;
}

/**
 * An account connected as KRA's documents describe: its device approved by KRA, the consumer key and secret
 * of KRA's developer portal set, eTIMS on and initialized; a customer with a KRA PIN.
 */
export async function oscuAccount(app: FastifyInstance, mock: OscuMock) {
  const { token } = await signUp(app);
  const client = invoiceClient(app, token);
  const pin = nextPin();
  const serial = `dvc${randomBytes(4).toString('hex')}`;
  mock.registerDevice(pin, '00', serial);
  await client.ok(
    client.inject('PUT', '/account', {
      account: {
        etims: {
          enabled: true,
          kra_pin: pin,
          device_serial: serial,
          consumer_key: mock.credentials.consumerKey,
          consumer_secret: mock.credentials.consumerSecret,
        },
      },
    }),
  );
  const buyerPin = nextPin();
  const contactId = await client.contact({ company_name: 'Otieno Traders', kra_pin: buyerPin });
  return { token, client, pin, serial, buyerPin, contactId };
}

/** A sale the supplier's control unit signed to `buyerPin`, as KRA's purchase list carries it: VAT-inclusive. */
export function listedSale(supplierPin: string, invoiceNumber: number) {
  const zero = { taxblAmtA: 0, taxblAmtC: 0, taxblAmtD: 0, taxblAmtE: 0, taxAmtA: 0, taxAmtC: 0, taxAmtD: 0 };
  return {
    spplrTin: supplierPin,
    spplrNm: 'Karatasi Wholesalers Ltd',
    spplrBhfId: '00',
    spplrInvcNo: invoiceNumber,
    rcptTyCd: 'S',
    pmtTyCd: '01',
    cfmDt: listTime(new Date(Date.now() - 3_600_000)),
    salesDt: listTime(new Date(Date.now() - 3_600_000))
      .slice(0, 10)
      .replaceAll('-', ''),
    stockRlsDt: listTime(new Date(Date.now() - 3_600_000)),
    totItemCnt: 1,
    ...zero,
    taxAmtE: 0,
    taxblAmtB: 7000,
    taxRtA: 0,
    taxRtB: 16,
    taxRtC: 0,
    taxRtD: 0,
    taxRtE: 8,
    taxAmtB: 965.52,
    totTaxblAmt: 7000,
    totTaxAmt: 965.52,
    totAmt: 7000,
    remark: null,
    itemList: [
      {
        itemSeq: 1,
        itemCd: 'KE1NTU0000001',
        itemClsCd: '14111400',
        itemNm: 'Paper rolls',
        bcd: null,
        pkgUnitCd: 'NT',
        pkg: 2,
        qtyUnitCd: 'U',
        qty: 2,
        prc: 3500,
        splyAmt: 7000,
        dcRt: 0,
        dcAmt: 0,
        taxTyCd: 'B',
        taxblAmt: 7000,
        taxAmt: 965.52,
        totAmt: 7000,
      },
    ],
  };
}
