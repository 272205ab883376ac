import type { TimeEntry } from '@daftari/contracts';
import { choose, click, deferred, mockApi, page, user } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderProjects } from './render.tsx';
import { draftInvoice, entryList, timeEntry, website } from './time-fixtures.ts';

// At KES 2,500 an hour: a 7-minute, a 16-minute and a 42-second entry on the 24th, a 50-minute one on the 25th.
const unbilled: TimeEntry[] = [
  timeEntry(4, { started_at: '2026-11-25T07:00:00Z', duration_seconds: 50 * 60, description: 'Review' }),
  timeEntry(3, { started_at: '2026-11-24T09:00:00Z', duration_seconds: 42, description: null }),
  timeEntry(2, { started_at: '2026-11-24T08:00:00Z', duration_seconds: 16 * 60, description: 'Layout' }),
  timeEntry(1, { started_at: '2026-11-24T06:00:00Z', duration_seconds: 7 * 60, description: 'Setup' }),
  timeEntry(5, { started_at: '2026-11-24T10:00:00Z', duration_seconds: 3600, billable: false }),
];

function api(hold: Promise<unknown> = Promise.resolve()) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    'GET /projects/7': () => ({ body: { data: website } }),
    'GET /time_entries': (call) => {
      if (call.query.get('billed') === 'false') return { body: entryList(unbilled, 100) };
      // Everything logged: the unbilled entries and 2 billed hours.
      const list = entryList(unbilled, 1);
      return { body: { ...list, summary: { ...list.summary, seconds: list.summary.seconds + 7200 } } };
    },
    'POST /projects/7/invoice_time': async () => {
      await hold;
      return { status: 201, body: { data: draftInvoice(5000) } };
    },
  });
}

const previewRows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('table', { name: 'Invoice preview' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

async function openDialog() {
  await screen.findByText('Hours logged');
  await click(await screen.findByRole('button', { name: 'Invoice unbilled time' }));
  return screen.findByRole('dialog', { name: 'Invoice unbilled time' });
}

describe('Project time', () => {
  it('shows hours logged against the budget, and the unbilled hours with their value', async () => {
    api();
    renderProjects('/work/projects/7');
    await screen.findByText('Hours logged');
    // 50 + 16 + 7 min + 42 s billable, 60 min not, 120 min billed.
    expect(screen.getByText('4 h 14 min')).toBeTruthy();
    expect(screen.getByText('1 h 14 min')).toBeTruthy();
    // At 1-minute rounding, each entry to the cent: 2,083.33 + 41.67 + 666.67 + 291.67.
    expect(screen.getByText('KES 3,083.34')).toBeTruthy();
    expect(screen.getByText('4 h 14 min of 10 budgeted hours')).toBeTruthy();
  });
});

describe('Invoice unbilled time', () => {
  it('previews the lines rounded up per entry, oldest first, with the total to the cent', async () => {
    api();
    renderProjects('/work/projects/7');
    const dialog = await openDialog();

    // 15 minutes, a line per entry: 7 min → 0.25 h, 16 min → 0.5 h, 42 s → 0.25 h, 50 min → 1 h.
    expect(previewRows(dialog)).toEqual([
      ['Setup (2026-11-24)', '0.250 h', 'KES 625.00'],
      ['Layout (2026-11-24)', '0.500 h', 'KES 1,250.00'],
      ['Time (2026-11-24)', '0.250 h', 'KES 625.00'],
      ['Review (2026-11-25)', '1.000 h', 'KES 2,500.00'],
      ['Total', '2 h', 'KES 5,000.00'],
    ]);

    await choose(within(dialog).getByRole('combobox', { name: 'Lines' }), 'A line per day');
    expect(previewRows(dialog)).toEqual([
      ['2026-11-24: Setup; Layout', '1.000 h', 'KES 2,500.00'],
      ['2026-11-25: Review', '1.000 h', 'KES 2,500.00'],
      ['Total', '2 h', 'KES 5,000.00'],
    ]);

    await choose(within(dialog).getByRole('combobox', { name: 'Rounding' }), 'Up to 6 minutes');
    // 12 + 18 + 6 = 36 min on the 24th, 54 min on the 25th.
    expect(previewRows(dialog)).toEqual([
      ['2026-11-24: Setup; Layout', '0.600 h', 'KES 1,500.00'],
      ['2026-11-25: Review', '0.900 h', 'KES 2,250.00'],
      ['Total', '1 h 30 min', 'KES 3,750.00'],
    ]);

    await choose(within(dialog).getByRole('combobox', { name: 'Rounding' }), 'Up to the minute');
    // 7 + 16 + 1 = 24 min (0.4 h) on the 24th; 50 min is not a whole thousandth of an hour: one service line.
    expect(previewRows(dialog)).toEqual([
      ['2026-11-24: Setup; Layout', '0.400 h', 'KES 1,000.00'],
      ['2026-11-25: Review, 50 min at 2500.00/h', '1.000', 'KES 2,083.33'],
      ['Total', '1 h 14 min', 'KES 3,083.33'],
    ]);
  });

  it('creates the draft invoice with the choices, Creating... meanwhile, then links to it', async () => {
    const answer = deferred();
    const { of } = api(answer.promise);
    renderProjects('/work/projects/7');
    const dialog = await openDialog();
    await choose(within(dialog).getByRole('combobox', { name: 'Lines' }), 'A line per day');
    await click(within(dialog).getByRole('button', { name: 'Create draft invoice' }));

    const busy = await within(dialog).findByRole('button', { name: 'Creating...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(of('POST', '/projects/7/invoice_time')[0]?.body).toEqual({
      rounding_minutes: 15,
      group_by: 'day',
    });

    answer.resolve();
    const link = await within(dialog).findByRole('link', { name: 'View invoice INV-0042' });
    expect(link.getAttribute('href')).toBe('/work/invoicing/0b9c2f4e-6d1a-4c3b-9e8f-1a2b3c4d5e6f');
    expect(within(dialog).getByText(/Draft invoice INV-0042 created for KES 5,000.00/)).toBeTruthy();
    // The time is read again: the entries are billed now.
    await waitFor(() => expect(of('GET', '/time_entries').length).toBeGreaterThan(2));
  });

  it("shows the server's refusal in the dialog", async () => {
    mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      'GET /projects/7': () => ({ body: { data: website } }),
      'GET /time_entries': () => ({ body: entryList(unbilled, 100) }),
      'POST /projects/7/invoice_time': () => ({
        status: 422,
        body: { error: 'This project has no unbilled time to invoice.' },
      }),
    });
    renderProjects('/work/projects/7');
    const dialog = await openDialog();
    await click(within(dialog).getByRole('button', { name: 'Create draft invoice' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This project has no unbilled time to invoice.',
    );
  });

  it('is not offered while nothing is unbilled', async () => {
    mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      'GET /projects/7': () => ({ body: { data: website } }),
      'GET /time_entries': () => ({ body: entryList([]) }),
      'GET /projects': () => ({ body: page([website]) }),
    });
    renderProjects('/work/projects/7');
    await screen.findByText('Hours logged');
    expect(screen.getByRole('button', { name: 'Invoice unbilled time' }).hasAttribute('disabled')).toBe(true);
  });
});
