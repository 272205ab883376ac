import { type AreaName, areaNames, areas } from '@daftari/contracts';
import { createBrowserRouter, RouterProvider } from '@daftari/router';
import { mockApi, user } from '@daftari/test-utils';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../src/app/routes.tsx';

const federation = vi.hoisted(() => ({ loadArea: vi.fn() }));

vi.mock('@daftari/mf', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@daftari/mf')>()),
  loadArea: federation.loadArea,
  preloadArea: vi.fn(),
}));

let router: ReturnType<typeof createBrowserRouter> | undefined;

/** Opens `path` in the app's router, signed in unless told. */
function open(path: string, { signedIn = true } = {}) {
  if (signedIn) localStorage.setItem('auth_token', 'token');
  mockApi({ 'GET /users/current': () => ({ body: { data: user() } }) });
  history.replaceState(null, '', path);
  router = createBrowserRouter(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const screensOf = (area: AreaName) => ({ default: () => <h1>{`${area} screens`}</h1> });

afterEach(() => {
  router?.dispose();
  federation.loadArea.mockReset();
});

describe('the routes', () => {
  const ownerAreas = areaNames.filter((area) => !areas[area].public);

  it.each(ownerAreas)(
    "give the %s area every path under its base path, in the owner's layout",
    async (area) => {
      federation.loadArea.mockImplementation(async (name: AreaName) => screensOf(name));
      open(`${areas[area].basePath}/42/edit`);

      expect(await screen.findByRole('heading', { name: `${area} screens` })).toBeTruthy();
      expect(federation.loadArea).toHaveBeenCalledExactlyOnceWith(area, 'routes');
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    },
  );

  it("give the bills section every path under /bills, from the expenses area's bills module", async () => {
    federation.loadArea.mockImplementation(async (name: AreaName, module: string) => ({
      default: () => <h1>{`${name} ${module} screens`}</h1>,
    }));
    open('/bills/42/edit');

    expect(await screen.findByRole('heading', { name: 'expenses bills screens' })).toBeTruthy();
    expect(federation.loadArea).toHaveBeenCalledExactlyOnceWith('expenses', 'bills');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it("give time tracking /work/time-tracking, from the projects area's time-tracking module", async () => {
    federation.loadArea.mockImplementation(async (name: AreaName, module: string) => ({
      default: () => <h1>{`${name} ${module} screens`}</h1>,
    }));
    open('/work/time-tracking');

    expect(await screen.findByRole('heading', { name: 'projects time-tracking screens' })).toBeTruthy();
    expect(federation.loadArea).toHaveBeenCalledExactlyOnceWith('projects', 'time-tracking');
  });

  it("give estimates every path under /work/estimates, from the invoicing area's estimates module", async () => {
    federation.loadArea.mockImplementation(async (name: AreaName, module: string) => ({
      default: () => <h1>{`${name} ${module} screens`}</h1>,
    }));
    open('/work/estimates/7/edit');

    expect(await screen.findByRole('heading', { name: 'invoicing estimates screens' })).toBeTruthy();
    expect(federation.loadArea).toHaveBeenCalledExactlyOnceWith('invoicing', 'estimates');
  });

  it('give the public pay page to anyone, without the owner’s layout', async () => {
    federation.loadArea.mockImplementation(async (name: AreaName) => screensOf(name));
    open(`${areas['pay-link'].basePath}/inv_42`, { signedIn: false });

    expect(await screen.findByRole('heading', { name: 'pay-link screens' })).toBeTruthy();
    expect(location.pathname).toBe('/link/inv_42');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it("give Settings › Security to the signed-in owner, in the owner's layout", async () => {
    open('/settings/security');

    expect(await screen.findByRole('heading', { name: 'Security' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('give the forgot-password and reset-password pages to a signed-out visitor', async () => {
    open('/forgot-password', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    router?.dispose();
    cleanup();

    open(`/reset-password/${'A'.repeat(43)}`, { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(location.pathname).toBe(`/reset-password/${'A'.repeat(43)}`);
  });
});
