import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { smtpSettings } from '../../../src/db/schema.ts';
import type { OwnersApp } from '../../../src/server.ts';
import {
  LOCAL_SMTP_HOST,
  localSmtp,
  putSmtp,
  SETTINGS_KEY,
  testKey,
} from '../../support/business-keys-helpers.ts';
import { freePorts } from '../../support/free-ports.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { addMember } from '../../support/team-helpers.ts';

// A business's own SMTP server: stored with its password sealed, tested against a local SMTP server, and
// the way its documents' e-mails go out; a business without one keeps the instance's default (the outbox).

type LocalSmtp = Awaited<ReturnType<typeof localSmtp>>;

const USER = 'kamau';
const PASSWORD = 'kamau smtp pass';
let database: Database;
let smtp: LocalSmtp;
let closedPort: number;
let app: OwnersApp;

beforeAll(async () => {
  smtp = await localSmtp(USER, PASSWORD);
  [closedPort] = (await freePorts(1)) as [number];
  database = await testDatabase();
  app = await testApp(database, { settingsKeySecret: SETTINGS_KEY, smtpPrivateHosts: [LOCAL_SMTP_HOST] });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await smtp?.close();
});

const server = (extra: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: smtp.port,
  secure: false,
  username: USER,
  password: PASSWORD,
  from: 'Kamau Designs <invoices@kamau.example>',
  ...extra,
});

const read = async (token: string) => {
  const answer = await app.inject({ url: '/api/account/smtp', headers: bearer(token) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};

async function sentInvoice(token: string) {
  const client = invoiceClient(app, token);
  const contactId = await client.contact({ email: 'zoe@example.com' });
  const invoice = await client.created({ contact_id: contactId });
  await client.ok(client.addItems(invoice.id, [line({ unit_price: 1200 })]));
  return { client, invoice };
}

describe(`a business's own SMTP server on ${backend}`, () => {
  it('stores the server without ever answering the password, keeps it on a blank one, removes it', async () => {
    const owner = await signUp(app);
    expect(await read(owner.token)).toEqual({
      set: false,
      host: null,
      port: null,
      secure: false,
      username: null,
      password_set: false,
      from: null,
      updated_at: null,
    });
    const stored = await putSmtp(app, owner.token, server());
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.body).not.toContain(PASSWORD);
    expect(stored.json().data).toMatchObject({
      set: true,
      host: '127.0.0.1',
      port: smtp.port,
      username: USER,
      password_set: true,
      from: 'Kamau Designs <invoices@kamau.example>',
    });
    const [row] = await database.db
      .select()
      .from(smtpSettings)
      .where(eq(smtpSettings.accountId, owner.data.account.id));
    expect(row!.password).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    expect(row!.password).not.toContain(PASSWORD);

    const kept = await putSmtp(app, owner.token, server({ password: '', from: 'billing@kamau.example' }));
    expect(kept.json().data).toMatchObject({ password_set: true, from: 'billing@kamau.example' });
    expect((await testKey(app, owner.token, 'smtp')).json().data.ok).toBe(true);

    const otherUser = await putSmtp(app, owner.token, server({ username: 'someone', password: null }));
    expect(otherUser.statusCode).toBe(422);
    expect(otherUser.json().details).toHaveProperty('password');

    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/account/smtp',
      headers: bearer(owner.token),
    });
    expect(removed.json().data.set).toBe(false);
    expect((await read(owner.token)).set).toBe(false);
  });

  it('refuses a malformed server (422) and changes nothing', async () => {
    const owner = await signUp(app);
    for (const bad of [
      server({ host: 'smtp://mail.example.com' }),
      server({ host: 'mail example com' }),
      server({ port: 0 }),
      server({ port: 70000 }),
      server({ secure: 'yes' }),
      server({ from: 'not an address' }),
      server({ from: 'Name <a@b.c>\r\nBcc: x@y.z' }),
    ]) {
      const refused = await putSmtp(app, owner.token, bad);
      // A value of the wrong type is a 400, a wrong value a 422 (src/http/validate.ts).
      expect(refused.statusCode, JSON.stringify(bad)).toBe(typeof bad.secure === 'boolean' ? 422 : 400);
      expect(refused.json()).toHaveProperty('error');
    }
    expect((await read(owner.token)).set).toBe(false);
  });

  it('is the owner’s: an accountant reads it without the password, may not change or test it (403)', async () => {
    const owner = await signUp(app);
    // Invited first: once the business has its own server, the invitation goes out through it.
    const accountant = await addMember(app, owner.token, 'accountant');
    await putSmtp(app, owner.token, server());
    expect(await read(accountant.token)).toMatchObject({ set: true, password_set: true, username: USER });
    const headers = bearer(accountant.token);
    const tries = [
      await putSmtp(app, accountant.token, server({ host: 'evil.example.com' })),
      await app.inject({ method: 'DELETE', url: '/api/account/smtp', headers }),
      await testKey(app, accountant.token, 'smtp'),
    ];
    expect(tries.map((answer) => answer.statusCode)).toEqual([403, 403, 403]);
    expect((await read(owner.token)).host).toBe('127.0.0.1');
  });

  it('tests the server: signed in, a refused password, a server that is not there', async () => {
    const owner = await signUp(app);
    expect((await testKey(app, owner.token, 'smtp')).statusCode).toBe(422);

    await putSmtp(app, owner.token, server());
    const ok = await testKey(app, owner.token, 'smtp');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      data: {
        ok: true,
        status: 250,
        message: `Connected to 127.0.0.1:${smtp.port} and signed in as ${USER}`,
      },
    });

    await putSmtp(app, owner.token, server({ password: 'wrong password' }));
    const refused = await testKey(app, owner.token, 'smtp');
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toMatchObject({ ok: false, status: 535 });
    expect(refused.json().data.message).toMatch(/^The server refused the username or password: 535 /);

    await putSmtp(app, owner.token, server({ port: closedPort }));
    const away = await testKey(app, owner.token, 'smtp');
    expect(away.statusCode).toBe(200);
    expect(away.json().data).toMatchObject({ ok: false, status: 0 });
    expect(away.json().data.message).toMatch(/^The server could not be reached/);
  });

  it('sends the business’s invoice through its own server; another business’s goes to the outbox', async () => {
    const own = await signUp(app, { business_name: 'Kamau Designs' });
    await putSmtp(app, own.token, server());
    const other = await signUp(app, { business_name: 'Other Traders' });
    smtp.received.length = 0;

    const mine = await sentInvoice(own.token);
    const sent = await mine.client.inject('POST', `/invoices/${mine.invoice.id}/email_invoice`, {
      email: 'zoe@example.com',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ sent_to: 'zoe@example.com', delivery: 'smtp' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({
      from: 'invoices@kamau.example',
      user: USER,
      to: ['zoe@example.com'],
    });
    const parsed = await PostalMime.parse(smtp.received[0]!.raw);
    expect(parsed.from).toMatchObject({ name: 'Kamau Designs', address: 'invoices@kamau.example' });
    expect(parsed.subject).toBe(`Invoice ${mine.invoice.invoice_number} from Kamau Designs`);

    const theirs = await sentInvoice(other.token);
    const outboxed = await theirs.client.inject('POST', `/invoices/${theirs.invoice.id}/email_invoice`, {
      email: 'zoe@example.com',
    });
    expect(outboxed.json().data.delivery).toBe('outbox');
    expect(smtp.received).toHaveLength(1);
  });

  it('answers 502 when the business’s server refuses the mail, and the draft stays a draft', async () => {
    const owner = await signUp(app);
    await putSmtp(app, owner.token, server({ password: 'wrong password' }));
    const { client, invoice } = await sentInvoice(owner.token);
    const refused = await client.inject('POST', `/invoices/${invoice.id}/email_invoice`, {
      email: 'a@b.example',
    });
    expect(refused.statusCode).toBe(502);
    expect((await client.ok(client.get(invoice.id))).status).toBe('draft');
  });

  it('never sends a password-reset link through a business’s own server', async () => {
    const owner = await signUp(app);
    await putSmtp(app, owner.token, server());
    smtp.received.length = 0;
    const asked = await app.inject({
      method: 'POST',
      url: '/api/password_resets',
      payload: { email: owner.email },
    });
    expect(asked.statusCode).toBe(202);
    await app.afterReplySettled();
    expect(smtp.received).toEqual([]);
    const outbox = await app.inject({ url: '/api/outbox', headers: bearer(owner.token) });
    expect(outbox.json().data.map((mail: { to: string }) => mail.to)).toContain(owner.email);
  });
});
