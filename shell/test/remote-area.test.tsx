import type { AreaName } from '@daftari/contracts';
import { AreaLoadTimeoutError, type AreaModule, IncompatibleRemoteError } from '@daftari/mf';
import { click, deferred, renderPage } from '@daftari/test-utils';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { areaScreens } from '../src/remotes/area-screens.ts';
import { RemoteArea } from '../src/remotes/RemoteArea.tsx';
import { markLoaded, reloadOnce } from '../src/remotes/reload-once.ts';

const federation = vi.hoisted(() => ({
  areaBuildVersion: vi.fn<(area: string) => string | undefined>(),
}));

vi.mock('@daftari/mf', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@daftari/mf')>()),
  areaBuildVersion: federation.areaBuildVersion,
}));

const MANIFEST = '/apps/contacts/mf-manifest.json';
const contactsModule: AreaModule = { default: () => <h1>Contacts list</h1> };

/**
 * Opens the Contacts area as a fresh page load would (a new set of screens; the reload-once mark lives in
 * session storage, which a reload keeps), loading it with `load`.
 */
function openContacts(load: (area: AreaName) => Promise<AreaModule>) {
  const reload = vi.fn();
  const screenOf = areaScreens({
    load,
    reloadOnce: (area) => reloadOnce(area, sessionStorage, reload),
    markLoaded: (area) => markLoaded(area, sessionStorage),
  });
  const view = renderPage(<RemoteArea area="contacts" screenOf={screenOf} />, {
    route: '/contacts',
    path: '/contacts/*',
  });
  return { ...view, reload };
}

/** A load that fails with `error`. */
const failingLoad = (error: Error) =>
  vi.fn<(area: AreaName) => Promise<AreaModule>>().mockRejectedValue(error);

const loadingView = () => screen.queryByRole('status', { name: 'Loading' });
const errorView = () => screen.queryByRole('alert');

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => federation.areaBuildVersion.mockReset());

describe('RemoteArea', () => {
  it("shows the loading view until the area's screens arrive, then them and the area's version", async () => {
    federation.areaBuildVersion.mockReturnValue('1.4.2');
    const screens = deferred<AreaModule>();
    const load = vi.fn(() => screens.promise);
    openContacts(load);

    expect(loadingView()).not.toBeNull();
    expect(screen.queryByText(/version/)).toBeNull();

    await act(async () => screens.resolve(contactsModule));
    expect(await screen.findByRole('heading', { name: 'Contacts list' })).toBeTruthy();
    expect(screen.getByText('Contacts version 1.4.2')).toBeTruthy();
    expect(loadingView()).toBeNull();
    expect(load).toHaveBeenCalledExactlyOnceWith('contacts', 'routes');
  });

  it('reloads the page once when the area fails to load, and keeps the loading view meanwhile', async () => {
    const { reload } = openContacts(failingLoad(new Error('Loading chunk 42 failed')));

    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(loadingView()).not.toBeNull();
    expect(errorView()).toBeNull();
  });

  it('after that reload, shows the error view; Try again loads the area afresh', async () => {
    const first = openContacts(failingLoad(new Error('Loading chunk 42 failed')));
    await vi.waitFor(() => expect(first.reload).toHaveBeenCalled());
    first.unmount();

    const screens = deferred<AreaModule>();
    const load = vi
      .fn<(area: AreaName) => Promise<AreaModule>>()
      .mockRejectedValueOnce(new Error('Loading chunk 42 failed'))
      .mockReturnValueOnce(screens.promise);
    const { reload } = openContacts(load);

    expect((await screen.findByRole('alert')).textContent).toContain(
      'The Contacts area could not be loaded. The rest of Daftari still works.',
    );
    expect(reload).not.toHaveBeenCalled();

    await click(screen.getByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(loadingView()).not.toBeNull();
    expect(errorView()).toBeNull();

    await act(async () => screens.resolve(contactsModule));
    expect(await screen.findByRole('heading', { name: 'Contacts list' })).toBeTruthy();
    // Loaded: a later failure reloads the page again.
    expect(reloadOnce('contacts', sessionStorage, vi.fn())).toBe(true);
  });

  it.each([
    {
      failure: new AreaLoadTimeoutError('contacts', MANIFEST, 15_000),
      reason: 'its server did not answer within 15 seconds',
    },
    {
      failure: new IncompatibleRemoteError('contacts', MANIFEST, [
        { pkg: 'react', required: '^20.0.0', provided: '19.2.0' },
      ]),
      reason: 'the version deployed was built for another version of Daftari, so it was not started',
    },
  ])(
    'names why when the area is refused or too slow ($failure.name), without reloading',
    async ({ failure, reason }) => {
      const { reload } = openContacts(failingLoad(failure));

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(
        `The Contacts area could not be loaded: ${reason}. The rest of Daftari still works.`,
      );
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      await click(screen.getByRole('button', { name: 'Show Error' }));
      expect(alert.querySelector('pre')?.textContent).toBe(failure.message);
      expect(reload).not.toHaveBeenCalled();
      expect(console.error).toHaveBeenCalledWith(`[daftari] ${failure.message}`);
    },
  );

  it("shows a section's screens from its own module, and names the section when it cannot load", async () => {
    const load = vi.fn(async (_area: AreaName, module: string) => {
      if (module === 'bills') throw new AreaLoadTimeoutError('expenses', MANIFEST, 15_000);
      return contactsModule;
    });
    const screenOf = areaScreens({ load, reloadOnce: () => false, markLoaded: () => undefined });
    renderPage(
      <RemoteArea area="expenses" section={{ module: 'bills', title: 'Bills' }} screenOf={screenOf} />,
      {
        route: '/bills',
        path: '/bills/*',
      },
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The Bills area could not be loaded');
    expect(load).toHaveBeenCalledExactlyOnceWith('expenses', 'bills');
  });
});
