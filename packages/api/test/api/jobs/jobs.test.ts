import type { Job } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { JOB_LEASE_MS } from '../../../src/jobs/queue.ts';
import { enqueueInvoiceEmail } from '../../../src/modules/invoice-mail/send.ts';
import { bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { jobRunner, recordingMailer } from '../../support/job-helpers.ts';
import { testClock } from '../../support/time-helpers.ts';

let database: Database;
let app: FastifyInstance;
const clock = testClock('2027-03-01T09:00:00Z');

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: clock.now });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A signed-up account with a sent invoice to a customer who has an e-mail address. */
async function accountWithInvoice() {
  const { token, data } = await signUp(app);
  const client = invoiceClient(app, token);
  const contactId = await client.contact({ email: 'achieng@example.com' });
  const invoice = await client.created({ contact_id: contactId });
  await client.ok(client.addItems(invoice.id, [line()]));
  return { token, accountId: data.account.id as number, invoice, client };
}

/** Enqueues the invoice's e-mail the way a document change does: in a transaction of its own. */
function enqueueEmail(accountId: number, invoice: { id: string; invoice_number: string }, at: string) {
  return database.db.transaction((tx) =>
    enqueueInvoiceEmail(tx, {
      accountId,
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoice_number,
      at: new Date(at),
    }),
  );
}

const jobsOf = async (token: string, status?: string) =>
  (await app.inject({ url: `/api/jobs${status ? `?status=${status}` : ''}`, headers: bearer(token) })).json()
    .data as Job[];

describe('the job queue', () => {
  it('sends an enqueued e-mail once, however many runners run at the same time', async () => {
    const { token, accountId, invoice } = await accountWithInvoice();
    const mail = recordingMailer();
    expect(await enqueueEmail(accountId, invoice, '2027-03-01T09:00:00Z')).toBe(true);
    // Asking again for the same e-mail enqueues nothing.
    expect(await enqueueEmail(accountId, invoice, '2027-03-01T09:00:00Z')).toBe(false);

    const runners = [jobRunner(database.db, mail.mailer), jobRunner(database.db, mail.mailer)];
    await Promise.all(runners.map((run) => run('2027-03-01T09:00:01Z')));
    await Promise.all(runners.map((run) => run('2027-03-01T09:10:00Z')));

    const mine = mail.sent.filter((m) => m.accountId === accountId);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.to).toBe('achieng@example.com');
    expect(mine[0]!.subject).toBe(`Invoice ${invoice.invoice_number} from Wanjiru Traders`);
    expect(mine[0]!.attachments[0]!.filename).toBe(`${invoice.invoice_number} Achieng Otieno.pdf`);
    expect(mine[0]!.text).toContain(`https://app.daftari.test/link/${invoice.id}`);
    const [job] = await jobsOf(token);
    expect(job).toMatchObject({ kind: 'invoice_email', status: 'done', attempts: 1, last_error: null });
  });

  it('writes nothing when the enclosing transaction rolls back (the outbox row goes with the change)', async () => {
    const { token, accountId, invoice } = await accountWithInvoice();
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueInvoiceEmail(tx, {
          accountId,
          invoiceId: invoice.id,
          invoiceNumber: invoice.invoice_number,
          at: new Date('2027-03-01T09:00:00Z'),
        });
        throw new Error('the document change failed');
      }),
    ).rejects.toThrow('the document change failed');
    expect(await jobsOf(token)).toEqual([]);
  });

  it('waits for its time: a job is not run before run_at', async () => {
    const { token, accountId, invoice } = await accountWithInvoice();
    const mail = recordingMailer();
    await enqueueEmail(accountId, invoice, '2027-03-02T04:00:00Z');
    await jobRunner(database.db, mail.mailer)('2027-03-02T03:59:59Z');
    expect(mail.sent.filter((m) => m.accountId === accountId)).toHaveLength(0);
    await jobRunner(database.db, mail.mailer)('2027-03-02T04:00:00Z');
    expect(mail.sent.filter((m) => m.accountId === accountId)).toHaveLength(1);
    expect((await jobsOf(token))[0]!.status).toBe('done');
  });

  it('retries with backoff, gives up after five attempts, shows the owner why and retries on request', async () => {
    const { token, accountId, invoice } = await accountWithInvoice();
    const mail = recordingMailer();
    const run = jobRunner(database.db, mail.mailer);
    await enqueueEmail(accountId, invoice, '2027-03-01T09:00:00Z');
    mail.failWith('connection refused by smtp.example.com');

    let at = new Date('2027-03-01T09:00:00Z').getTime();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await run(new Date(at));
      const [job] = await jobsOf(token);
      expect(job!.attempts).toBe(attempt);
      if (attempt < 5) {
        expect(job!.status).toBe('pending');
        waits.push((Date.parse(job!.run_at) - at) / 60_000);
        // One millisecond early: nothing runs.
        await run(new Date(Date.parse(job!.run_at) - 1));
        expect((await jobsOf(token))[0]!.attempts).toBe(attempt);
        at = Date.parse(job!.run_at);
      }
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    const failed = await jobsOf(token, 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.last_error).toBe('connection refused by smtp.example.com');
    expect(await jobsOf(token, 'pending')).toEqual([]);

    mail.failWith(null);
    const retried = await app.inject({
      method: 'POST',
      url: `/api/jobs/${failed[0]!.id}/retry`,
      headers: bearer(token),
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ status: 'pending', attempts: 0 });
    await run(clock.now());
    expect(mail.sent.filter((m) => m.accountId === accountId)).toHaveLength(1);
    expect((await jobsOf(token))[0]!.status).toBe('done');

    const again = await app.inject({
      method: 'POST',
      url: `/api/jobs/${failed[0]!.id}/retry`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe('Only a failed job can be retried; this one is done.');
  });

  it('gives a job whose runner died mid-send to another runner after the lease, and sends it once', async () => {
    const { accountId, invoice } = await accountWithInvoice();
    await enqueueEmail(accountId, invoice, '2027-03-01T09:00:00Z');
    const dying = recordingMailer();
    dying.hold(); // never released: this runner is killed while sending
    void jobRunner(database.db, dying.mailer)('2027-03-01T09:00:00Z');
    await expect
      .poll(
        async () =>
          (await database.db.query.jobs.findFirst({ where: (j, { eq }) => eq(j.accountId, accountId) }))
            ?.status,
      )
      .toBe('running');

    const restarted = recordingMailer();
    const run = jobRunner(database.db, restarted.mailer);
    await run(new Date(Date.parse('2027-03-01T09:00:00Z') + JOB_LEASE_MS - 1));
    expect(restarted.sent).toHaveLength(0);
    await run(new Date(Date.parse('2027-03-01T09:00:00Z') + JOB_LEASE_MS));
    await run(new Date(Date.parse('2027-03-01T09:00:00Z') + 2 * JOB_LEASE_MS));
    expect(restarted.sent.filter((m) => m.accountId === accountId)).toHaveLength(1);
    expect(dying.sent).toHaveLength(0);
  });

  it("answers 404 for another account's job, a malformed id or an unknown one, and 422 for a bad status", async () => {
    const owner = await accountWithInvoice();
    const other = await signUp(app);
    await enqueueEmail(owner.accountId, owner.invoice, '2027-03-01T09:00:00Z');
    const [job] = await jobsOf(owner.token);
    for (const url of [`/api/jobs/${job!.id}/retry`, '/api/jobs/abc/retry', '/api/jobs/2147483647/retry']) {
      const response = await app.inject({ method: 'POST', url, headers: bearer(other.token) });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Job not found');
    }
    expect(await jobsOf(other.token)).toEqual([]);
    const bad = await app.inject({ url: '/api/jobs?status=lost', headers: bearer(owner.token) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toBe('Status must be pending, running, done or failed');
  });
});
