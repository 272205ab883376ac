import type { TimeEntry } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';
import { click, mockApi, page, type, user } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entryList, logo, manualClock, support, timeEntry, website } from './time-fixtures.ts';
import { renderTimeTracking } from './time-render.tsx';

// Wednesday 25 November 2026, 09:00 in Nairobi: the week runs from Monday the 23rd to Sunday the 29th.
const NOW = '2026-11-25T06:00:00.000Z';

const week: TimeEntry[] = [
  timeEntry(1, {
    started_at: '2026-11-23T05:00:00.000Z',
    duration_seconds: 30 * 60,
    description: 'Kick-off',
  }),
  timeEntry(2, { started_at: '2026-11-25T05:00:00.000Z', duration_seconds: 7 * 60, description: 'Setup' }),
  timeEntry(3, { started_at: '2026-11-25T07:00:00.000Z', duration_seconds: 16 * 60, invoice_id: null }),
  // 23:30 UTC on the 25th is already the 26th in Nairobi.
  timeEntry(4, { project_id: support.id, started_at: '2026-11-25T21:30:00.000Z', duration_seconds: 3600 }),
  // Still running: not on the timesheet until it stops.
  timeEntry(5, { project_id: support.id, started_at: NOW, ended_at: null, duration_seconds: null }),
];

function api(entries: TimeEntry[] = week, projects = [website, support, logo]) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    'GET /projects': () => ({ body: page(projects, { per_page: 100 }) }),
    'GET /time_entries/running': () => ({ body: { data: null } }),
    'GET /time_entries': (call) => ({ body: entryList(call.query.has('from') ? entries : []) }),
    'POST /time_entries': (call) => ({
      status: 201,
      body: { data: timeEntry(9, (call.body as { time_entry: Partial<TimeEntry> }).time_entry) },
    }),
    'PUT /time_entries/:id': () => ({ body: { data: timeEntry(2) } }),
  });
}

const sheet = () => screen.getByRole('table', { name: 'Timesheet' });
const rowOf = (name: string) => within(sheet()).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Timesheet', () => {
  it('shows the week as hourly projects × days, with totals per day, per project and for the week', async () => {
    const { clock } = manualClock(NOW);
    const { calls } = api();
    renderTimeTracking(clock);
    await screen.findByRole('table', { name: 'Timesheet' });

    const weekQuery = calls.find((call) => call.path === '/time_entries' && call.query.has('from'))!.query;
    expect([weekQuery.get('from'), weekQuery.get('to')]).toEqual(['2026-11-23', '2026-11-29']);
    expect(
      within(sheet())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Project', 'Mon 23', 'Tue 24', 'Wed 25', 'Thu 26', 'Fri 27', 'Sat 28', 'Sun 29', 'Total']);
    expect(cells(rowOf('Website rebuild'))).toEqual(['0:30', '-', '0:23', '-', '-', '-', '-', '0:53']);
    expect(cells(rowOf('Monthly support'))).toEqual(['-', '-', '-', '1:00', '-', '-', '-', '1:00']);
    // A fixed-price project takes no time.
    expect(within(sheet()).queryByRole('rowheader', { name: 'Logo design' })).toBeNull();
    expect(cells(rowOf('Total'))).toEqual(['0:30', '0:00', '0:23', '1:00', '0:00', '0:00', '0:00', '1:53']);
  });

  it("adds an entry from a cell, on that project's day, at 09:00 in the account's time zone", async () => {
    const { clock } = manualClock(NOW);
    const { of } = api();
    renderTimeTracking(clock);
    await screen.findByRole('table', { name: 'Timesheet' });

    await click(screen.getByRole('button', { name: 'Monthly support, Friday 27 November: 0:00' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Monthly support · ${formatDateMedium('2026-11-27')}`,
    });
    await type(within(dialog).getByLabelText(/Duration/), '0:45');
    await type(within(dialog).getByLabelText('Description'), 'Backups');
    await click(within(dialog).getByRole('button', { name: 'Add entry' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(of('POST', '/time_entries')[0]?.body).toEqual({
      time_entry: {
        project_id: support.id,
        started_at: '2026-11-27T06:00:00.000Z',
        duration_seconds: 45 * 60,
        description: 'Backups',
        billable: true,
      },
    });
  });

  it("lists a cell's entries to pick one and change it; a billed one is locked", async () => {
    const { clock } = manualClock(NOW);
    const { of } = api([
      ...week,
      timeEntry(6, { started_at: '2026-11-25T10:00:00.000Z', invoice_id: crypto.randomUUID() }),
    ]);
    renderTimeTracking(clock);
    await screen.findByRole('table', { name: 'Timesheet' });

    await click(screen.getByRole('button', { name: 'Website rebuild, Wednesday 25 November: 0:53' }));
    const dialog = await screen.findByRole('dialog');
    const list = within(dialog).getByRole('list', { name: 'Entries of this day' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['+New entry', '0:07Setup', '0:16No description', '0:30No description']);

    await click(within(list).getByRole('button', { name: /0:30/ }));
    expect(within(dialog).getByText(/it can no longer change/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Save entry' })).toBeNull();

    await click(within(list).getByRole('button', { name: /Setup/ }));
    expect((within(dialog).getByLabelText(/Duration/) as HTMLInputElement).value).toBe('0:07');
    expect((within(dialog).getByLabelText(/Start/) as HTMLInputElement).value).toBe('08:00');
    await type(within(dialog).getByLabelText(/Duration/), '10');
    await click(within(dialog).getByRole('button', { name: 'Save entry' }));

    await waitFor(() => expect(of('PUT', '/time_entries/2')).toHaveLength(1));
    expect(of('PUT', '/time_entries/2')[0]?.body).toEqual({
      time_entry: {
        project_id: website.id,
        started_at: '2026-11-25T05:00:00.000Z',
        duration_seconds: 600,
        description: 'Setup',
        billable: true,
      },
    });
  });

  it('refuses a duration it cannot read before sending anything', async () => {
    const { clock } = manualClock(NOW);
    const { of } = api();
    renderTimeTracking(clock);
    await click(await screen.findByRole('button', { name: 'New entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New entry' });
    await type(within(dialog).getByLabelText(/Duration/), 'soon');
    await click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a project');
    await click(within(dialog).getByRole('combobox', { name: 'Project' }));
    await click(screen.getByRole('option', { name: 'Website rebuild' }));
    await click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Give a duration like 1:30 or 45 (minutes)');
    expect(of('POST', '/time_entries')).toHaveLength(0);
  });

  it('invites to create an hourly project when there is nothing to track time on', async () => {
    const { clock } = manualClock(NOW);
    api([], [logo]);
    renderTimeTracking(clock);
    expect(await screen.findByRole('heading', { name: 'No time tracked yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Project' }).getAttribute('href')).toBe(
      '/work/projects/create',
    );
  });

  it('shows the week loading, then why it failed with a retry', async () => {
    const { clock } = manualClock(NOW);
    mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      'GET /projects': () => ({ body: page([website], { per_page: 100 }) }),
      'GET /time_entries/running': () => ({ body: { data: null } }),
      'GET /time_entries': (call) =>
        call.query.has('from')
          ? { status: 500, body: { error: 'Database unavailable' } }
          : { body: entryList([]) },
    });
    renderTimeTracking(clock);
    expect(await screen.findByRole('status', { name: 'Loading the week' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Database unavailable');
  });
});
