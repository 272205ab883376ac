import type { Role, TimeEntry } from '@daftari/contracts';
import { mockApi, page, settle, user } from '@daftari/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entryList, logo, manualClock, support, timeEntry, website } from './time-fixtures.ts';
import { renderTimeTracking } from './time-render.tsx';

// The timer, the week grid and the entry list offer changes only to a role the permission table lets make them.

const NOW = '2026-11-25T06:00:00.000Z';
const entry = timeEntry(1, { started_at: '2026-11-23T05:00:00.000Z', duration_seconds: 30 * 60 });

function api(role: Role, projects: (typeof website)[], entries: TimeEntry[]) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: { ...user(), role } } }),
    'GET /projects': () => ({ body: page(projects, { per_page: 100 }) }),
    'GET /time_entries/running': () => ({ body: { data: null } }),
    'GET /time_entries': () => ({ body: entryList(entries) }),
  });
}

async function showAs(role: Role, projects = [website, support, logo], entries = [entry]) {
  const { clock } = manualClock(NOW);
  api(role, projects, entries);
  renderTimeTracking(clock);
  await screen.findByRole('table', { name: 'Time entries' });
  await settle();
}

const sheet = () => screen.getByRole('table', { name: 'Timesheet' });

describe('Time tracking: what each role sees', () => {
  it('a viewer reads the week and the entries, with no timer, no New entry, no editable cell or pencil', async () => {
    await showAs('viewer');
    expect(screen.queryByRole('form', { name: 'Timer' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Timer' })).toBeNull();
    expect(screen.queryByRole('button', { name: /New entry/ })).toBeNull();
    const row = within(sheet()).getByRole('rowheader', { name: website.name }).closest('tr') as HTMLElement;
    expect(within(row).queryAllByRole('button')).toEqual([]);
    expect(within(row).getAllByRole('cell')[0]?.textContent).toBe('0:30');
    expect(screen.queryByRole('button', { name: 'Edit entry' })).toBeNull();
  });

  it('a viewer in a business without hourly projects is not offered New Project', async () => {
    await showAs('viewer', [logo], []);
    expect(await screen.findByText('No time tracked yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New Project' })).toBeNull();
  });

  it('an invoicer starts the timer, adds entries and opens a cell or an entry to change it', async () => {
    await showAs('invoicer');
    expect(screen.getByRole('form', { name: 'Timer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /New entry/ })).toBeTruthy();
    expect(
      within(sheet()).getByRole('button', { name: /^Website rebuild, Monday 23 November: 0:30/ }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit entry' })).toBeTruthy();
  });
});
