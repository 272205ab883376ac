import { dataEnvelope, mpesaChargeResultSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { darajaWorld, pathOf, SANDBOX_APP, saveDaraja } from '../../support/daraja-helpers.ts';
import type { DarajaMock } from '../../support/daraja-mock.ts';
import { backend, testDatabase } from '../../support/helpers.ts';
import { jobRunner, recordingMailer } from '../../support/job-helpers.ts';
import { business, sentInvoice } from '../../support/mpesa-helpers.ts';
import { pdfPages } from '../../support/pdf-text.ts';

// The receipt a customer asks for when paying by M-Pesa Express through the business's own Daraja app.

let database: Database;
let world: Awaited<ReturnType<typeof darajaWorld>>;
let app: FastifyInstance;
let mock: DarajaMock;

beforeAll(async () => {
  database = await testDatabase();
  world = await darajaWorld(database);
  ({ app, mock } = world);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await mock?.close();
});

describe(`the receipt e-mail of a Daraja prompt on ${backend}`, () => {
  it('is sent once the callback books the payment, with the M-Pesa receipt number on it', async () => {
    const owner = await business(app);
    expect((await saveDaraja(app, owner.token, SANDBOX_APP)).statusCode).toBe(200);
    const invoice = await sentInvoice(owner, 1190);
    const mail = recordingMailer();
    const runJobs = jobRunner(database.db, mail.mailer, world.daraja);

    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/mpesa/charge',
      payload: { invoice_id: invoice.id, phone: '0712 345 678', email: 'jane@acme.example' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(dataEnvelope(mpesaChargeResultSchema).parse(response.json()).data.reference).toMatch(/^DRJ-/);
    await runJobs(world.clock.now());
    expect(mail.sent).toEqual([]);

    const sent = [...mock.prompts.values()].at(-1)!;
    mock.answerPrompt(sent.checkoutRequestId, 0, 'SLK4H7R2QX');
    const callback = await app.inject({
      method: 'POST',
      url: pathOf(sent.callbackUrl),
      payload: mock.callbackBody(sent.checkoutRequestId),
    });
    expect(callback.statusCode).toBe(200);
    await runJobs(world.clock.advance(120));
    const receipts = mail.sent.filter((message) => message.subject.startsWith('Receipt '));
    expect(receipts.map((message) => message.to)).toEqual(['jane@acme.example']);
    const [page] = await pdfPages(receipts[0]!.attachments[0]!.content as Buffer);
    expect(page).toContain('SLK4H7R2QX');
    expect(page).toContain('M-Pesa');
  });
});
