import { type Estimate, estimateActions } from '@daftari/contracts';
import { click, mockApi, renderPage, settle, user } from '@daftari/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EstimateDetailPage } from '../src/routes/estimates/EstimateDetailPage.tsx';
import { estimate } from './estimate-fixtures.ts';
import { uuid } from './fixtures.ts';

// The detail offers only what contracts' estimateActions allows, the rule the API enforces.

const ID = uuid(21);

async function show(current: Estimate) {
  mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    [`GET /estimates/${ID}`]: () => ({ body: { data: current } }),
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
