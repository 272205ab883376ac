import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { smtpSettings } from '../../../src/db/schema.ts';
import { createBusinessMailer, createSettingsKeys } from '../../../src/modules/business-keys/index.ts';
import type { OwnersApp } from '../../../src/server.ts';
import {
  LOCAL_SMTP_HOST,
  localSmtp,
  putSmtp,
  SETTINGS_KEY,
  testKey,
} from '../../support/business-keys-helpers.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { recordingMailer } from '../../support/job-helpers.ts';

// On an instance whose SMTP_PRIVATE_HOSTS is empty, a business's own SMTP server may not point inside the
// server's network: refused on saving, and refused again at every connection (a host stored before, or a
// name that resolves elsewhere since).

type LocalSmtp = Awaited<ReturnType<typeof localSmtp>>;

let database: Database;
let smtp: LocalSmtp;
let app: OwnersApp;

beforeAll(async () => {
  smtp = await localSmtp('kamau', 'kamau smtp pass');
  database = await testDatabase();
  app = await testApp(database, { settingsKeySecret: SETTINGS_KEY });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await smtp?.close();
});

const server = (host: string) => ({
  host,
  port: smtp.port,
  secure: false,
  username: 'kamau',
  password: 'kamau smtp pass',
  from: 'Kamau Designs <invoices@kamau.example>',
});

describe(`a business's SMTP server inside the server's network on ${backend}`, () => {
  it('is refused on saving (422, on the host) and nothing is stored', async () => {
    const owner = await signUp(app);
    for (const host of [
      LOCAL_SMTP_HOST,
      'localhost',
      '169.254.169.254',
      '10.0.0.5',
      '127.1',
      '192.168.0.10',
    ]) {
      const refused = await putSmtp(app, owner.token, server(host));
      expect(refused.statusCode, `${host}: ${refused.body}`).toBe(422);
      expect(refused.json().error).toMatch(/inside the server's own network/);
      expect(refused.json().details).toHaveProperty('host');
    }
    const read = await app.inject({ url: '/api/account/smtp', headers: bearer(owner.token) });
    expect(read.json().data.set).toBe(false);
  });

  it('is refused at the connection when it was stored before: the test says so, no mail goes out', async () => {
    const owner = await signUp(app);
    await database.db.insert(smtpSettings).values({
      accountId: owner.data.account.id,
      host: LOCAL_SMTP_HOST,
      port: smtp.port,
      secure: false,
      username: null,
      password: null,
      fromAddress: 'invoices@kamau.example',
    });
    const tested = await testKey(app, owner.token, 'smtp');
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json().data).toEqual({
      ok: false,
      status: 0,
      message: `The server is not allowed: ${LOCAL_SMTP_HOST} is an address inside the server's own network, which a business's SMTP server may not use`,
    });

    const fallback = recordingMailer();
    const keys = createSettingsKeys(SETTINGS_KEY);
    const mailer = createBusinessMailer({
      db: database.db,
      smtp: { keys, privateHosts: new Set() },
      fallback: fallback.mailer,
    });
    const message = {
      to: 'zoe@example.com',
      subject: 'Hello',
      text: 'Hello',
      html: '<p>Hello</p>',
      attachments: [],
    };
    await expect(mailer.send(owner.data.account.id, message)).rejects.toThrow(
      /inside the server's own network/,
    );
    expect(smtp.received).toHaveLength(0);
    expect(fallback.sent).toHaveLength(0);
  });
});
