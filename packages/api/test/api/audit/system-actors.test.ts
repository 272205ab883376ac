import { describe, expect, it } from 'vitest';
import { auditEventCount, auditEvents, verifyAudit } from '../../support/audit-helpers.ts';
import { backend } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';
import { usePaystackApp } from '../../support/paystack-app.ts';
import { recurringAccount } from '../../support/recurring-helpers.ts';

// Changes no signed-in user makes are recorded with `user` null and the actor that made them.

const setup = usePaystackApp();

/** A business with a sent invoice of 1,500.00, its requests and its recurring-invoice runner. */
async function business() {
  const a = await recurringAccount(setup.app, setup.database);
  const invoice = await a.client.created({ contact_id: a.contactId });
  await a.client.ok(a.client.addItems(invoice.id, [line({ unit_price: 1500 })]));
  await a.client.ok(a.client.update(invoice.id, { status: 'sent' }));
  return { ...a, invoiceId: invoice.id as string };
}

function webhook(reference: string, amount: number) {
  const body = JSON.stringify({
    event: 'charge.success',
    data: { status: 'success', reference, amount, currency: 'KES', paid_at: '2027-01-20T09:30:00.000Z' },
  });
  return setup.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': setup.sign(body),
    },
    payload: body,
  });
}

describe(`the audit trail of changes no user makes, on ${backend}`, () => {
  it('records the pay page’s checkout and Paystack’s webhook once, with their actors, in the chain', async () => {
    const a = await business();
    const opened = await setup.app.inject({
      method: 'POST',
      url: '/api/payments/initialize_paystack',
      payload: { invoice_id: a.invoiceId },
    });
    expect(opened.statusCode).toBe(200);
    const { reference } = opened.json().data as { reference: string };
    expect((await webhook(reference, 150_000)).statusCode).toBe(200);
    const before = await auditEventCount(setup.database.db);
    // Paystack sends an event again until it is answered: the replay books nothing and records nothing.
    expect((await webhook(reference, 150_000)).json().data.outcome).toBe('already_applied');
    expect(await auditEventCount(setup.database.db)).toBe(before);

    const [received, checkout] = await auditEvents(setup.app, a.token, `?entity_id=${a.invoiceId}`);
    expect(checkout).toMatchObject({
      user: null,
      actor: 'pay page',
      action: 'invoice.checkout_open',
      entity_type: 'invoice',
      summary: `Paystack checkout ${reference} opened from the pay page`,
    });
    expect(received).toMatchObject({
      user: null,
      actor: 'paystack',
      action: 'invoice.payment_receive',
      entity_type: 'invoice',
      entity_id: a.invoiceId,
      summary: `Paystack payment ${reference} of KES 1500.00 received`,
    });
    const history = await setup.app.inject({
      url: `/api/invoices/${a.invoiceId}/history`,
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(history.json().data.map((event: { actor: string | null }) => event.actor)).toContain('paystack');
    expect(await verifyAudit(setup.app, a.token)).toMatchObject({ ok: true, first_broken_id: null });
  });

  it('records the M-Pesa prompt the pay page sends', async () => {
    const a = await business();
    const prompted = await setup.app.inject({
      method: 'POST',
      url: '/api/payments/mpesa/charge',
      payload: { invoice_id: a.invoiceId, phone: '0712345678' },
    });
    expect(prompted.statusCode).toBe(200);
    const [event] = await auditEvents(setup.app, a.token, '?action=invoice.payment_prompt');
    expect(event).toMatchObject({ user: null, actor: 'pay page', entity_id: a.invoiceId });
  });

  it('records each background job that completes as the job, once, and none for a job not due', async () => {
    const a = await business();
    await a.created({ frequency: 'monthly', start_date: '2027-01-12', due_days: 7 });
    await a.run('2027-01-11T12:00:00Z');
    expect(await auditEvents(setup.app, a.token, '?action=job.recurring_invoice')).toEqual([]);
    await a.run('2027-01-12T04:00:00Z');
    await a.run('2027-01-12T05:00:00Z');
    const events = await auditEvents(setup.app, a.token, '?action=job.recurring_invoice');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      user: null,
      actor: 'system job recurring_invoice',
      entity_type: 'job',
      summary: expect.stringContaining('Issue the invoice of 2027-01-12'),
    });
    const csv = await setup.app.inject({
      url: '/api/audit_events?format=csv&action=job.recurring_invoice',
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(csv.body.split(/\r?\n/)[0]).toMatch(/,actor$/);
    expect(csv.body).toContain('system job recurring_invoice');
    expect(await verifyAudit(setup.app, a.token)).toMatchObject({ ok: true });
  });
});
