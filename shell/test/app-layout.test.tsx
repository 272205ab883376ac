import { setToken } from '@daftari/api-client';
import type { AreaModule } from '@daftari/mf';
import { mockApi, renderPage, user } from '@daftari/test-utils';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '../src/layout/AppLayout.tsx';

const federation = vi.hoisted(() => ({
  loadAreaModule: vi.fn<(area: string, module: string) => Promise<AreaModule>>(),
}));

vi.mock('@daftari/mf', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@daftari/mf')>()),
  loadAreaModule: federation.loadAreaModule,
}));

beforeEach(() => {
  setToken('token');
  federation.loadAreaModule.mockReset();
  federation.loadAreaModule.mockResolvedValue({ default: () => <a href="/work/time-tracking">0:00:05</a> });
});

const signedIn = (timerRunning: boolean) =>
  mockApi({ 'GET /users/current': () => ({ body: { data: { ...user(), timer_running: timerRunning } } }) });

describe('AppLayout', () => {
  it("loads the projects remote's running timer into the header only while the owner's timer runs", async () => {
    signedIn(true);
    renderPage(<AppLayout />, { route: '/contacts', path: '*' });
    expect(await screen.findByRole('link', { name: '0:00:05' })).toBeTruthy();
    expect(federation.loadAreaModule).toHaveBeenCalledWith('projects', 'RunningTimer');
  });

  it('downloads nothing of the projects remote while no timer runs', async () => {
    signedIn(false);
    renderPage(<AppLayout />, { route: '/contacts', path: '*' });
    expect(await screen.findByText('Kamau Designs')).toBeTruthy();
    expect(federation.loadAreaModule).not.toHaveBeenCalled();
  });
});
