import type { Invoice, Role } from '@daftari/contracts';
import { click, page, user } from '@daftari/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invoiceCreditNote, sentInvoice } from './credit-fixtures.ts';
import { DETAIL_ID, detailApi, renderDetail } from './detail-page.tsx';
import { invoice } from './fixtures.ts';

// The page offers each change only to a role the permission table lets call its route.

const NOTE = invoiceCreditNote({ refundable_amount: 500, applied_amount: 500 });
const withCredit = () =>
  sentInvoice({ credited_amount: 1000, balance: 1580, credit_notes: [NOTE] }) satisfies Invoice;

async function showAs(role: Role, current: Invoice) {
  const api = detailApi(() => current, {
    'GET /users/current': () => ({ body: { data: { ...user(), role } } }),
    [`GET /invoices/${DETAIL_ID}/activity`]: () => ({ body: { data: [] } }),
    [`GET /credit_notes/${NOTE.id}/history`]: () => ({ body: page([]) }),
  });
  await renderDetail();
  return api;
}

const shown = (name: string | RegExp) => screen.queryByRole('button', { name }) !== null;
const link = (name: string) => screen.queryByRole('link', { name }) !== null;

async function menu() {
  await click(screen.getByRole('button', { name: 'More actions' }));
  return screen.getAllByRole('menuitem').map((entry) => entry.textContent?.trim() ?? '');
}

describe('Invoice detail: what each role sees', () => {
  it('an invoicer works on a draft: send, mark as sent, its lines and Delete, but no void or credit note', async () => {
    await showAs('invoicer', invoice({ status: 'draft' }));
    expect(shown('Send by Email')).toBe(true);
    expect(shown('Mark as Sent')).toBe(true);
    expect(shown('Add Invoice Item')).toBe(true);
    expect(screen.queryAllByRole('button', { name: /^Edit/ }).length).toBeGreaterThan(0);
    expect(link('Make recurring')).toBe(true);
    expect(shown('Record payment')).toBe(false);
    expect(await menu()).toEqual(['Share via link', 'Delete']);
  });

  it('an invoicer on a sent invoice: sends it again, but changes nothing else', async () => {
    await showAs('invoicer', sentInvoice());
    expect(shown('Send by Email')).toBe(true);
    expect(shown('Mark as Sent')).toBe(false);
    expect(shown('Add Invoice Item')).toBe(false);
    expect(screen.queryAllByRole('button', { name: /^Edit/ })).toHaveLength(0);
    expect(shown('Record payment')).toBe(false);
    expect(shown('Create credit note')).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Send payment reminders' })).toHaveProperty('disabled', true);
    expect(await menu()).toEqual(['Share via link']);
  });

  it('an invoicer sees a credit note on the invoice, but neither its refund nor its history', async () => {
    const api = await showAs('invoicer', withCredit());
    expect(screen.getByRole('listitem', { name: 'Credit note CN-0001' })).toBeTruthy();
    expect(shown('Record refund')).toBe(false);
    expect(shown('Show history of CN-0001')).toBe(false);
    expect(api.of('GET', `/credit_notes/${NOTE.id}/history`)).toHaveLength(0);
  });

  it('a viewer reads the invoice, its PDF and its history, and sees no button that changes anything', async () => {
    await showAs('viewer', withCredit());
    for (const name of [
      'Send by Email',
      'Mark as Sent',
      'Add Invoice Item',
      'Record payment',
      'Create credit note',
      'Record refund',
    ])
      expect(shown(name), name).toBe(false);
    expect(link('Make recurring')).toBe(false);
    expect(shown('Save as PDF')).toBe(true);
    expect(shown('Show history')).toBe(true);
    expect(shown('Show history of CN-0001')).toBe(true);
    expect(await menu()).toEqual(['Share via link']);
  });

  it('a bookkeeper records payments on a sent invoice, credits it and voids it', async () => {
    await showAs('bookkeeper', sentInvoice());
    expect(shown('Record payment')).toBe(true);
    expect(shown('Create credit note')).toBe(true);
    expect(await menu()).toEqual([
      'Share via link',
      'Create credit note',
      expect.stringMatching(/^Void invoice/),
    ]);
  });

  it('a bookkeeper records a refund of a credit note', async () => {
    await showAs('bookkeeper', withCredit());
    expect(shown('Record refund')).toBe(true);
  });

  it("shows a credit note's own history on the invoice when asked for", async () => {
    const api = await showAs('accountant', withCredit());
    const entry = screen.getByRole('listitem', { name: 'Credit note CN-0001' });
    await click(within(entry).getByRole('button', { name: 'Show history of CN-0001' }));
    expect(await within(entry).findByText('No changes recorded yet.')).toBeTruthy();
    expect(api.of('GET', `/credit_notes/${NOTE.id}/history`)).toHaveLength(1);
  });
});
