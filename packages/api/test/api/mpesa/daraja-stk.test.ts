import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { darajaSettings, jobs } from '../../../src/db/schema.ts';
import { auditEvents } from '../../support/audit-helpers.ts';
import { darajaWorld, pathOf, SANDBOX_APP, saveDaraja } from '../../support/daraja-helpers.ts';
import type { DarajaMock } from '../../support/daraja-mock.ts';
import { backend, bearer, testDatabase } from '../../support/helpers.ts';
import { jobRunner, recordingMailer } from '../../support/job-helpers.ts';
import { trialBalance } from '../../support/ledger-helpers.ts';
import {
  balancesByNumber,
  business,
  c2bToken,
  charge,
  chargeEnvelope,
  sentInvoice,
  verify,
} from '../../support/mpesa-helpers.ts';

// M-Pesa Express through a business's own Daraja app, against the strict mock of Safaricom's documented API:
// the prompt, its callback, the STK query when no callback comes, a cancelled prompt, the token's life.

let database: Database;
let world: Awaited<ReturnType<typeof darajaWorld>>;
let app: FastifyInstance;
let mock: DarajaMock;
let runJobs: ReturnType<typeof jobRunner>;

beforeAll(async () => {
  database = await testDatabase();
  world = await darajaWorld(database);
  ({ app, mock } = world);
  runJobs = jobRunner(database.db, recordingMailer().mailer, world.daraja);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await mock?.close();
});
afterEach(() => {
  // Every request Daftari sent was exactly as Safaricom documents it.
  expect(mock.deviations).toEqual([]);
});

/** A business with its own Daraja app and a sent invoice of `price`. */
async function darajaBusiness(price = 1190) {
  const owner = await business(app);
  const saved = await saveDaraja(app, owner.token, SANDBOX_APP);
  expect(saved.statusCode, saved.body).toBe(200);
  return { owner, invoice: await sentInvoice(owner, price) };
}

/** Pay with M-Pesa on the pay page: our reference and the prompt the mock received. */
async function prompt(invoiceId: string) {
  const response = await charge(app, invoiceId, '0712 345 678');
  expect(response.statusCode, response.body).toBe(200);
  const { data } = chargeEnvelope.parse(response.json());
  const sent = [...mock.prompts.values()].at(-1)!;
  return { reference: data.reference, sent, data };
}

const postCallback = (sent: { callbackUrl: string; checkoutRequestId: string }) =>
  app.inject({
    method: 'POST',
    url: pathOf(sent.callbackUrl),
    payload: mock.callbackBody(sent.checkoutRequestId),
  });

const invoiceOf = async (token: string, id: string) =>
  (await app.inject({ url: `/api/invoices/${id}`, headers: bearer(token) })).json().data;

describe(`M-Pesa Express through Daraja on ${backend}`, () => {
  it('keeps the secrets sealed and never answers them; the pay page offers Daraja', async () => {
    const { owner, invoice } = await darajaBusiness();
    const read = await app.inject({ url: '/api/account/daraja', headers: bearer(owner.token) });
    expect(read.json().data).toMatchObject({ ready: true, consumer_key_set: true, passkey_set: true });
    for (const secret of [SANDBOX_APP.consumerKey, SANDBOX_APP.consumerSecret, SANDBOX_APP.passkey]) {
      expect(read.body).not.toContain(secret);
    }
    const [row] = await database.db
      .select()
      .from(darajaSettings)
      .where(eq(darajaSettings.accountId, owner.accountId));
    expect(row?.consumerSecret).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(SANDBOX_APP.consumerSecret);
    const page = await app.inject({ url: `/api/public/invoices/${invoice.id}` });
    expect(page.json().data.mpesa_provider).toBe('daraja');
  });

  it('prompts the phone for the balance and books it once when the callback says paid', async () => {
    const { owner, invoice } = await darajaBusiness();
    const { reference, sent, data } = await prompt(invoice.id);
    expect(data).toMatchObject({ status: 'pending' });
    expect(reference).toMatch(/^DRJ-[0-9a-f]{24}$/);
    expect(sent).toMatchObject({ amount: 1190, phone: '254712345678', accountReference: 'INV-0001' });
    expect(await verify(app, reference)).toMatchObject({ status: 'pending' });

    mock.answerPrompt(sent.checkoutRequestId, 0, 'SLK4H7R2QX');
    for (let i = 0; i < 2; i++) {
      const callback = await postCallback(sent);
      expect(callback.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    }
    const verified = await verify(app, reference);
    expect(verified.status).toBe('success');
    expect(verified.invoice.status).toBe('paid');
    // Recorded once, as Safaricom's doing: the second callback changed nothing.
    const recorded = await auditEvents(app, owner.token, '?action=invoice.payment_receive');
    expect(recorded).toEqual([
      expect.objectContaining({ user: null, actor: 'mpesa', entity_type: 'invoice', entity_id: invoice.id }),
    ]);
    const paid = await invoiceOf(owner.token, invoice.id);
    expect(paid.payments).toHaveLength(1);
    expect(paid.payments[0]).toMatchObject({ method: 'mpesa', reference: 'SLK4H7R2QX' });
    expect(await balancesByNumber(database.db, owner.accountId)).toMatchObject({ '1300': '1190.00' });
    const totals = await trialBalance(database.db, owner.accountId);
    expect(totals.debit).toBe(totals.credit);

    // The query job finds it settled and asks Daraja nothing.
    const queries = mock.requests.filter((request) => request.path.endsWith('/query')).length;
    await runJobs(world.clock.advance(30));
    expect(mock.requests.filter((request) => request.path.endsWith('/query'))).toHaveLength(queries);
  });

  it('finds a payment by the STK query at 30 s when no callback comes, then takes the late receipt number', async () => {
    const { owner, invoice } = await darajaBusiness(2500);
    const { reference, sent } = await prompt(invoice.id);
    mock.answerPrompt(sent.checkoutRequestId, 0, 'SLK7Q2M9ZT');
    await runJobs(world.clock.advance(10));
    expect(await verify(app, reference)).toMatchObject({ status: 'pending' });
    await runJobs(world.clock.advance(20));
    expect(await verify(app, reference)).toMatchObject({ status: 'success' });
    const paid = await invoiceOf(owner.token, invoice.id);
    expect(paid.status).toBe('paid');
    expect(paid.payments[0]).toMatchObject({ method: 'mpesa', reference: sent.checkoutRequestId });

    await postCallback(sent);
    const after = await invoiceOf(owner.token, invoice.id);
    expect(after.payments).toHaveLength(1);
    expect(after.payments[0].reference).toBe('SLK7Q2M9ZT');
    expect(await balancesByNumber(database.db, owner.accountId)).toMatchObject({ '1300': '2500.00' });
  });

  it('asks again at 60 and 120 s while M-Pesa is processing, and records a cancelled prompt (1032)', async () => {
    const { owner, invoice } = await darajaBusiness(700);
    const { reference, sent } = await prompt(invoice.id);
    const sentAt = world.clock.now().getTime();
    await runJobs(world.clock.advance(30));
    const [job] = await database.db.select().from(jobs).where(eq(jobs.key, reference));
    expect(job).toMatchObject({ status: 'pending', attempts: 0 });
    expect(job!.runAt.getTime()).toBe(sentAt + 60_000);
    await runJobs(world.clock.advance(30));
    const [later] = await database.db.select().from(jobs).where(eq(jobs.key, reference));
    expect(later!.runAt.getTime()).toBe(sentAt + 120_000);

    mock.answerPrompt(sent.checkoutRequestId, 1032);
    await runJobs(world.clock.advance(60));
    expect(await verify(app, reference)).toMatchObject({ status: 'failed' });
    const [done] = await database.db.select().from(jobs).where(eq(jobs.key, reference));
    expect(done?.status).toBe('done');
    const unpaid = await invoiceOf(owner.token, invoice.id);
    expect(unpaid).toMatchObject({ status: 'sent', payments: [] });
  });

  it('records a prompt the callback says the customer cancelled, booking nothing', async () => {
    const { owner, invoice } = await darajaBusiness(450);
    const { reference, sent } = await prompt(invoice.id);
    mock.answerPrompt(sent.checkoutRequestId, 1032);
    await postCallback(sent);
    expect(await verify(app, reference)).toMatchObject({ status: 'failed' });
    expect(await invoiceOf(owner.token, invoice.id)).toMatchObject({ status: 'sent', payments: [] });
    expect(await balancesByNumber(database.db, owner.accountId)).not.toHaveProperty('1300');
  });

  it('charges whole shillings, rounded up, and queues the cents over the balance', async () => {
    const { owner, invoice } = await darajaBusiness(99.5);
    const { sent } = await prompt(invoice.id);
    expect(sent.amount).toBe(100);
    mock.answerPrompt(sent.checkoutRequestId, 0, 'SLK5A8B2CD');
    await postCallback(sent);
    const queue = (await app.inject({ url: '/api/mpesa/unmatched', headers: bearer(owner.token) })).json()
      .data;
    expect(queue).toEqual([expect.objectContaining({ trans_id: 'SLK5A8B2CD', amount: 0.5 })]);
  });

  it('keeps one token until it expires, and renews one Daraja retired', async () => {
    const { invoice } = await darajaBusiness(300);
    const before = mock.tokensIssued();
    await prompt(invoice.id);
    await prompt(invoice.id);
    expect(mock.tokensIssued()).toBe(before);
    mock.retireToken();
    await prompt(invoice.id);
    expect(mock.tokensIssued()).toBe(before + 1);
    world.clock.advance(3600);
    await prompt(invoice.id);
    expect(mock.tokensIssued()).toBe(before + 2);
  });

  it('a callback for no prompt of the business is acknowledged and books nothing; a bad body is 400', async () => {
    const { owner, invoice } = await darajaBusiness(100);
    const { sent } = await prompt(invoice.id);
    const stranger = await darajaBusiness(100);
    mock.answerPrompt(sent.checkoutRequestId, 0, 'SLK9X8Y7WV');
    const elsewhere = `/api/paybill/${await c2bToken(app, stranger.owner.token)}/stk-callback`;
    const foreign = await app.inject({
      method: 'POST',
      url: elsewhere,
      payload: mock.callbackBody(sent.checkoutRequestId),
    });
    expect(foreign.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const bad = await app.inject({ method: 'POST', url: pathOf(sent.callbackUrl), payload: { Body: {} } });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: pathOf(sent.callbackUrl) })).statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'POST',
      url: `/api/paybill/${'0'.repeat(64)}/stk-callback`,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    expect((await invoiceOf(owner.token, invoice.id)).payments).toEqual([]);
    expect((await invoiceOf(stranger.owner.token, stranger.invoice.id)).payments).toEqual([]);
  });
});
