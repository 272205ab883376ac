import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import type { OwnersApp } from '../../../src/server.ts';
import { auditEventCount, auditEvents, verifyAudit } from '../../support/audit-helpers.ts';
import { backend, bearer, PASSWORD, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { ledgerClient } from '../../support/ledger-helpers.ts';

let database: Database;
let app: OwnersApp;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The message of the database error `work` raises (its cause's, through Drizzle's wrapper). */
async function refusal(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  throw new Error('the database accepted it');
}

describe(`the audit trail on ${backend}`, () => {
  it('records an update with its fields before and after, who made it and from where', async () => {
    const { token, data: user } = await signUp(app);
    const invoices = invoiceClient(app, token);
    const invoice = await invoices.created({ contact_id: await invoices.contact(), notes: 'First' });
    await invoices.ok(
      app.inject({
        method: 'PUT',
        url: `/api/invoices/${invoice.id}`,
        headers: { ...bearer(token), 'user-agent': 'audit-test/1' },
        payload: { invoice: { notes: 'Second', due_date: '2026-03-01' } },
      }),
    );
    const [update] = await auditEvents(app, token, `?entity_id=${invoice.id}&action=invoice.update`);
    expect(update).toMatchObject({
      action: 'invoice.update',
      entity_type: 'invoice',
      entity_id: invoice.id,
      user: { id: user.id, email: user.email },
      user_agent: 'audit-test/1',
    });
    expect(update!.summary).toBe(`Invoice ${invoice.invoice_number} updated`);
    expect(update!.changes.notes).toEqual(['First', 'Second']);
    expect(update!.changes.due_date).toEqual(['2026-02-09', '2026-03-01']);
    expect(update!.changes.updated_at).toBeUndefined();
    expect(update!.ip).toBeTruthy();
    const actions = (await auditEvents(app, token)).map((event) => event.action);
    expect(actions).toEqual(['invoice.update', 'invoice.create', 'contact.create', 'account.create']);
  });

  it('names a sent invoice and a reversed journal entry as the trail reads them', async () => {
    const { token } = await signUp(app);
    const invoices = invoiceClient(app, token);
    const invoice = await invoices.created({ contact_id: await invoices.contact() });
    await invoices.ok(invoices.addItems(invoice.id, [line()]));
    const sent = await invoices.ok(invoices.update(invoice.id, { status: 'sent' }));
    const [send] = await auditEvents(app, token);
    expect(send).toMatchObject({ action: 'invoice.send', summary: `Invoice ${sent.invoice_number} sent` });
    expect(send!.changes.status).toEqual(['draft', 'sent']);
    const items = await auditEvents(app, token, '?action=invoice.add_items');
    expect(items[0]!.changes.invoice_items).toEqual([
      [],
      [expect.objectContaining({ description: 'Consulting' })],
    ]);

    const ledger = ledgerClient(app, token);
    const chart = await ledger.chart();
    const entry = await ledger.postEntry({
      date: '2026-01-01',
      lines: [
        { ledger_account_id: chart.get('1000')!.id, debit: 50 },
        { ledger_account_id: chart.get('3000')!.id, credit: 50 },
      ],
    });
    const reversal = await ledger.reverse(entry.id);
    const [reverse] = await auditEvents(app, token, '?entity_type=journal_entry');
    expect(reverse).toMatchObject({ action: 'journal_entry.reverse', entity_id: String(entry.id) });
    expect(reverse!.summary).toBe(`Journal entry ${entry.number} reversed`);
    expect(reverse!.changes.reversed_by).toEqual([null, reversal.id]);
  });

  it('writes nothing for a refused or failed request', async () => {
    const { token } = await signUp(app);
    const invoices = invoiceClient(app, token);
    const invoice = await invoices.created({ contact_id: await invoices.contact() });
    const before = await auditEventCount(database.db);
    expect((await invoices.update(invoice.id, { due_date: 'not a date' })).statusCode).toBe(422);
    expect((await invoices.update('00000000-0000-4000-8000-000000000000', { notes: 'x' })).statusCode).toBe(
      404,
    );
    const unsigned = await app.inject({ method: 'POST', url: '/api/contacts', payload: { contact: {} } });
    expect(unsigned.statusCode).toBe(401);
    expect(await auditEventCount(database.db)).toBe(before);
  });

  it('records sign-ins and refused sign-ins with a known e-mail, never the password', async () => {
    const { token, email } = await signUp(app);
    const before = await auditEventCount(database.db);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { user: { email, password: 'not the password' } },
    });
    expect(wrong.statusCode).toBe(401);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { user: { email: `nobody.${email}`, password: PASSWORD } },
    });
    expect(unknown.statusCode).toBe(401);
    const right = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { user: { email, password: PASSWORD } },
    });
    expect(right.statusCode).toBe(200);
    expect(await auditEventCount(database.db)).toBe(before + 2);
    const [login, refused] = await auditEvents(app, token);
    expect(login).toMatchObject({ action: 'login', summary: `${email} signed in` });
    expect(refused).toMatchObject({ action: 'login.refused', user: { email } });
    const password = await app.inject({
      method: 'PUT',
      url: '/api/users/current/password',
      headers: bearer(token),
      payload: { current_password: PASSWORD, password: 'a new horse battery staple' },
    });
    expect(password.statusCode, password.body).toBe(204);
    const [change] = await auditEvents(app, token);
    expect(change).toMatchObject({ action: 'user.password_change' });
    expect(JSON.stringify(await auditEvents(app, token))).not.toMatch(/horse/);
  });

  it('is append-only: the database refuses to change, delete or truncate an event', async () => {
    const { token } = await signUp(app);
    const [event] = await auditEvents(app, token);
    expect(
      await refusal(() =>
        database.db.execute(sql`update audit_events set summary = 'x' where id = ${event!.id}`),
      ),
    ).toMatch(/cannot be changed or deleted/);
    expect(
      await refusal(() => database.db.execute(sql`delete from audit_events where id = ${event!.id}`)),
    ).toMatch(/cannot be changed or deleted/);
    expect(await refusal(() => database.db.execute(sql`truncate audit_events`))).toMatch(
      /cannot be truncated/,
    );
    expect((await verifyAudit(app, token)).ok).toBe(true);
  });

  it('lets a whole business go, its audit trail with it', async () => {
    const { data } = await signUp(app);
    await database.db.execute(sql`delete from accounts where id = ${data.account.id}`);
    const [left] = rowsOf<{ n: number | string }>(
      await database.db.execute(
        sql`select count(*) as n from audit_events where account_id = ${data.account.id}`,
      ),
    );
    expect(Number(left!.n)).toBe(0);
  });

  it('finds the first event someone altered behind the database’s back', async () => {
    const { token } = await signUp(app);
    const invoices = invoiceClient(app, token);
    await invoices.contact();
    await invoices.contact({ first_name: 'Baraka' });
    const events = await auditEvents(app, token);
    expect(await verifyAudit(app, token)).toEqual({ ok: true, events: 3, first_broken_id: null });
    const middle = events[1]!;
    // The owner of the tables can switch the trigger off; the chain still tells.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
      await tx.execute(sql`update audit_events set summary = 'Nothing happened' where id = ${middle.id}`);
      await tx.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
    });
    expect(await verifyAudit(app, token)).toEqual({ ok: false, events: 3, first_broken_id: middle.id });
  });

  it('keeps one chain when events of one business are appended at once', async () => {
    const { token } = await signUp(app);
    const invoices = invoiceClient(app, token);
    await Promise.all(Array.from({ length: 8 }, (_, n) => invoices.contact({ first_name: `Racer ${n}` })));
    expect(await verifyAudit(app, token)).toEqual({ ok: true, events: 9, first_broken_id: null });
  });

  it('exports the filtered events as CSV and pages the list newest first', async () => {
    const { token } = await signUp(app);
    const invoices = invoiceClient(app, token);
    await invoices.contact({ first_name: '=cmd', last_name: 'Kamau, "Jr"' });
    const csv = await app.inject({
      method: 'GET',
      url: '/api/audit_events?format=csv&entity_type=contact',
      headers: bearer(token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,at,user,email,action,entity_type,entity_id,summary,changes,ip,user_agent,actor',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',contact.create,contact,');
    const paged = await app.inject({
      method: 'GET',
      url: '/api/audit_events?per_page=1',
      headers: bearer(token),
    });
    expect(paged.json()).toMatchObject({
      data: [{ action: 'contact.create' }],
      meta: { total_count: 2, per_page: 1 },
    });
    const bad = await app.inject({
      method: 'GET',
      url: '/api/audit_events?from=yesterday',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(422);
  });

  it('answers a document’s own history, and another business’s document is 404', async () => {
    const { token } = await signUp(app);
    const other = await signUp(app);
    const invoices = invoiceClient(app, token);
    const invoice = await invoices.created({ contact_id: await invoices.contact() });
    await invoices.ok(invoices.update(invoice.id, { notes: 'Changed' }));
    const history = await app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id.toUpperCase()}/history`,
      headers: bearer(token),
    });
    expect(history.statusCode).toBe(200);
    expect((history.json() as { data: { action: string }[] }).data.map((event) => event.action)).toEqual([
      'invoice.update',
      'invoice.create',
    ]);
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/history`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    const foreignList = await auditEvents(app, other.token, `?entity_id=${invoice.id}`);
    expect(foreignList).toEqual([]);
  });
});
