import type { TimeEntry } from '@daftari/contracts';
import { click, deferred, mockApi, page, type, user } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entryList, logo, manualClock, support, timeEntry, website } from './time-fixtures.ts';
import { renderTimeTracking } from './time-render.tsx';

const NOW = '2026-11-25T06:00:00.000Z';

/** A timer the server started 65 seconds before NOW. */
const runningEntry = timeEntry(41, {
  project_id: support.id,
  description: 'Server upgrade',
  started_at: '2026-11-25T05:58:55.000Z',
  ended_at: null,
  duration_seconds: null,
});

/** The API, with the user's running timer kept as the server keeps it; `hold` delays start and stop. */
function api(initial: TimeEntry | null, hold: Promise<unknown>) {
  let running = initial;
  return mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    'GET /projects': () => ({ body: page([website, support, logo], { per_page: 100 }) }),
    'GET /time_entries': () => ({ body: entryList([]) }),
    'GET /time_entries/running': () => ({ body: { data: running } }),
    'POST /time_entries/start': async () => {
      await hold;
      running = runningEntry;
      return { status: 201, body: { data: runningEntry } };
    },
    'POST /time_entries/stop': async () => {
      await hold;
      const stopped = { ...runningEntry, ended_at: NOW, duration_seconds: 65 };
      running = null;
      return { body: { data: stopped } };
    },
  });
}

const idleTimer = () => screen.getByRole('form', { name: 'Timer' });
const runningTimer = () => screen.getByRole('region', { name: 'Timer' });
const shownTime = () => screen.getByTestId('running-time').textContent;

describe('Timer', () => {
  it('starts on an hourly project, shows Starting... until the server answers, then ticks from its started_at', async () => {
    const { clock, advance } = manualClock(NOW);
    const answer = deferred();
    const { of } = api(null, answer.promise);
    renderTimeTracking(clock);
    await screen.findByRole('form', { name: 'Timer' });

    // Only hourly projects can take time.
    await click(within(idleTimer()).getByRole('combobox', { name: 'Project' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Website rebuild',
      'Monthly support',
    ]);
    await click(screen.getByRole('option', { name: 'Monthly support' }));
    await type(
      within(idleTimer()).getByRole('textbox', { name: 'What are you working on?' }),
      'Server upgrade',
    );
    await click(within(idleTimer()).getByRole('button', { name: 'Start' }));

    const busy = await within(idleTimer()).findByRole('button', { name: 'Starting...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(of('POST', '/time_entries/start')[0]?.body).toEqual({
      project_id: support.id,
      description: 'Server upgrade',
    });

    answer.resolve();
    await screen.findByRole('region', { name: 'Timer' });
    expect(within(runningTimer()).getByText('Monthly support')).toBeTruthy();
    expect(within(runningTimer()).getByText('Server upgrade')).toBeTruthy();
    expect(shownTime()).toBe('0:01:05');

    advance(1000);
    await waitFor(() => expect(shownTime()).toBe('0:01:06'));
    advance(60 * 60 * 1000);
    await waitFor(() => expect(shownTime()).toBe('1:01:06'));
  });

  it('shows the timer the server keeps running (as after a reload) and stops it, Stopping... meanwhile', async () => {
    const { clock } = manualClock(NOW);
    const answer = deferred();
    const { of } = api(runningEntry, answer.promise);
    renderTimeTracking(clock);

    await screen.findByRole('region', { name: 'Timer' });
    expect(shownTime()).toBe('0:01:05');
    await click(within(runningTimer()).getByRole('button', { name: 'Stop' }));
    expect(
      (await within(runningTimer()).findByRole('button', { name: 'Stopping...' })).hasAttribute('disabled'),
    ).toBe(true);

    answer.resolve();
    await screen.findByRole('form', { name: 'Timer' });
    expect(of('POST', '/time_entries/stop')).toHaveLength(1);
    expect(screen.queryByTestId('running-time')).toBeNull();
  });

  it('says why the timer cannot show, with a retry', async () => {
    const { clock } = manualClock(NOW);
    mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      'GET /projects': () => ({ body: page([website], { per_page: 100 }) }),
      'GET /time_entries': () => ({ body: entryList([]) }),
      'GET /time_entries/running': () => ({ status: 503, body: { error: 'The service is unavailable' } }),
    });
    renderTimeTracking(clock);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service is unavailable');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
