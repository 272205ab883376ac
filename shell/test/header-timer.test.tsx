import type { AreaModule } from '@daftari/mf';
import { deferred, renderPage, settle } from '@daftari/test-utils';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderTimer } from '../src/layout/HeaderTimer.tsx';

const federation = vi.hoisted(() => ({
  loadAreaModule: vi.fn<(area: string, module: string) => Promise<AreaModule>>(),
}));

vi.mock('@daftari/mf', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@daftari/mf')>()),
  loadAreaModule: federation.loadAreaModule,
}));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  federation.loadAreaModule.mockReset();
});

const renderHeader = () =>
  renderPage(
    <header>
      <HeaderTimer />
      <button type="button">Account menu</button>
    </header>,
    { route: '/contacts', path: '/contacts' },
  );

describe('Header timer', () => {
  it("shows the projects remote's running timer once it has loaded", async () => {
    const module = deferred<AreaModule>();
    federation.loadAreaModule.mockReturnValue(module.promise);
    renderHeader();
    expect(federation.loadAreaModule).toHaveBeenCalledWith('projects', 'RunningTimer');
    expect(screen.queryByRole('link')).toBeNull();
    await act(async () => module.resolve({ default: () => <a href="/work/time-tracking">0:12:03</a> }));
    expect(await screen.findByRole('link', { name: '0:12:03' })).toBeTruthy();
  });

  it('leaves the header working, without a timer, when the projects remote is down', async () => {
    federation.loadAreaModule.mockRejectedValue(new Error('Could not fetch /apps/projects/mf-manifest.json'));
    renderHeader();
    await settle();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeTruthy();
  });
});
