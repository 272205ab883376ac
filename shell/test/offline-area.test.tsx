import type { AreaName } from '@daftari/contracts';
import type { AreaModule } from '@daftari/mf';
import { click, renderPage } from '@daftari/test-utils';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { areaScreens } from '../src/remotes/area-screens.ts';
import { RemoteArea } from '../src/remotes/RemoteArea.tsx';

const contactsModule: AreaModule = { default: () => <h1>Contacts list</h1> };

/** Opens the Contacts area with an injected online state and load; the reload-once is a spy. */
function openContacts(load: (area: AreaName) => Promise<AreaModule>, network: { online: boolean }) {
  const reloadOnce = vi.fn(() => true);
  const screenOf = areaScreens({
    load,
    reloadOnce,
    markLoaded: () => undefined,
    isOnline: () => network.online,
  });
  renderPage(<RemoteArea area="contacts" screenOf={screenOf} />, { route: '/contacts', path: '/contacts/*' });
  return { reloadOnce };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('An area opened while offline', () => {
  it("says You're offline, never reloads the page, and Retry loads it again", async () => {
    const network = { online: false };
    const load = vi
      .fn<(area: AreaName) => Promise<AreaModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(contactsModule);
    const { reloadOnce } = openContacts(load, network);

    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeTruthy();
    expect(reloadOnce).not.toHaveBeenCalled();
    expect(screen.queryByText('Something went wrong!')).toBeNull();

    // Still offline: Retry tries, and says so again.
    await click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);

    network.online = true;
    await click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Contacts list' })).toBeTruthy();
    expect(reloadOnce).not.toHaveBeenCalled();
  });

  it('loads the area by itself when the browser comes back online', async () => {
    const network = { online: false };
    const load = vi
      .fn<(area: AreaName) => Promise<AreaModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(contactsModule);
    openContacts(load, network);
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeTruthy();

    network.online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Contacts list' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('online, a failed load still reloads the page once', async () => {
    const { reloadOnce } = openContacts(
      vi
        .fn<(area: AreaName) => Promise<AreaModule>>()
        .mockRejectedValue(new Error('Loading chunk 42 failed')),
      { online: true },
    );
    await vi.waitFor(() => expect(reloadOnce).toHaveBeenCalledWith('contacts'));
    expect(screen.queryByRole('heading', { name: "You're offline" })).toBeNull();
  });
});
