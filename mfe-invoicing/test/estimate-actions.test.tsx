import { type Estimate, estimateActions, type Role } from '@daftari/contracts';
import { click, mockApi, page, renderPage, settle, user } from '@daftari/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EstimateDetailPage } from '../src/routes/estimates/EstimateDetailPage.tsx';
import { estimate } from './estimate-fixtures.ts';
import { uuid } from './fixtures.ts';

// The detail offers only what contracts' estimateActions allows, the rule the API enforces.

const ID = uuid(21);

async function show(current: Estimate, role: Role = 'owner') {
  mockApi({
    'GET /users/current': () => ({ body: { data: { ...user(), role } } }),
    [`GET /estimates/${ID}`]: () => ({ body: { data: current } }),
    [`GET /estimates/${ID}/history`]: () => ({ body: page([]) }),
  });
  renderPage(<EstimateDetailPage />, { route: `/work/estimates/${ID}`, path: '/work/estimates/:estimateId' });
  await screen.findByRole('heading', { level: 1 });
  await settle();
}

const has = (name: string | RegExp) => screen.queryAllByRole('button', { name }).length > 0;

/** What the screen offers, by the rule's names. */
async function offered() {
  const more = screen.queryByRole('button', { name: 'More actions' });
  let entries: string[] = [];
  if (more) {
    await click(more);
    entries = screen.getAllByRole('menuitem').map((entry) => entry.textContent?.trim() ?? '');
  }
  return {
    edit: entries.includes('Edit details'),
    delete: entries.includes('Delete'),
    addItems: has('Add Estimate Item') && has(/^Edit /) && has(/^Delete /),
    send: has('Mark as Sent'),
    convert: has('Convert to invoice'),
  };
}

const STATES: Partial<Estimate>[] = [
  { status: 'draft', status_label: 'Draft' },
  { status: 'sent', status_label: 'Sent' },
  { status: 'sent', status_label: 'Expired' },
  {
    status: 'accepted',
    status_label: 'Accepted',
    accepted_at: '2025-03-05T10:00:00Z',
    accepted_by: 'Achieng',
  },
  { status: 'declined', status_label: 'Declined', declined_at: '2025-03-05T10:00:00Z' },
  { status: 'invoiced', status_label: 'Invoiced', invoice_id: uuid(5) },
];

describe('Estimate detail: the actions offered follow estimateActions', () => {
  for (const fields of STATES) {
    it(`a ${fields.status_label} estimate`, async () => {
      const current = estimate(fields);
      await show(current);
      expect(await offered()).toEqual(estimateActions(current));
    });
  }
});

const NOTHING = { edit: false, delete: false, addItems: false, send: false, convert: false };

describe('Estimate detail: a viewer', () => {
  for (const fields of STATES) {
    it(`reads a ${fields.status_label} estimate, its PDF and its history, and is offered no change`, async () => {
      await show(estimate(fields), 'viewer');
      expect(has('Send by Email')).toBe(false);
      expect(has('Download PDF')).toBe(true);
      expect(has('Show history')).toBe(true);
      expect(await offered()).toEqual(NOTHING);
    });
  }

  it('the invoicer, who may, is offered what the draft allows', async () => {
    const current = estimate({ status: 'draft', status_label: 'Draft' });
    await show(current, 'invoicer');
    expect(has('Send by Email')).toBe(true);
    expect(await offered()).toEqual(estimateActions(current));
  });
});
