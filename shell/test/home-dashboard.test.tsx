import type { AreaModule } from '@daftari/mf';
import { deferred, mockApi, renderPage, settle, user } from '@daftari/test-utils';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeDashboard } from '../src/views/HomeDashboard.tsx';
import { HomePage } from '../src/views/HomePage.tsx';

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

describe('Home dashboard', () => {
  it("shows the accounting remote's dashboard once it has loaded", async () => {
    const module = deferred<AreaModule>();
    renderPage(<HomeDashboard load={() => module.promise} />, { route: '/', path: '/' });
    expect(screen.getByLabelText('Loading your figures')).toBeTruthy();
    await act(async () => module.resolve({ default: () => <p>Customers owe you</p> }));
    expect(await screen.findByText('Customers owe you')).toBeTruthy();
  });

  it('leaves Home working with a quiet line when the accounting remote is down', async () => {
    federation.loadAreaModule.mockRejectedValue(
      new Error('Could not fetch /apps/accounting/mf-manifest.json'),
    );
    mockApi({ 'GET /users/current': () => ({ body: { data: user() } }) });
    renderPage(<HomePage />, { route: '/', path: '/' });
    expect(await screen.findByText('Your figures are not available right now.')).toBeTruthy();
    await settle();
    expect(federation.loadAreaModule).toHaveBeenCalledWith('accounting', 'Dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Karibu, Wanjiru' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Send an invoice/ })).toBeTruthy();
  });
});
