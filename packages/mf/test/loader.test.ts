import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AreaLoadFailure, AreaLoadTimeoutError, IncompatibleRemoteError } from '../src/load-failures.ts';

const runtime = vi.hoisted(() => ({
  plugins: [] as ModuleFederationRuntimePlugin[],
  loadRemote: vi.fn(),
}));

vi.mock('@module-federation/enhanced/runtime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@module-federation/enhanced/runtime')>()),
  getInstance: () => ({
    options: {
      name: 'shell',
      shared: {
        react: [{ version: '19.2.0', from: 'shell', shareConfig: { singleton: true } }],
        'react-router': [{ version: '7.18.5', from: 'shell', shareConfig: { singleton: true } }],
      },
    },
  }),
  registerPlugins: (plugins: ModuleFederationRuntimePlugin[]) => runtime.plugins.push(...plugins),
  registerRemotes: () => undefined,
  loadRemote: runtime.loadRemote,
}));

const { AREA_LOAD_TIMEOUT_MS, loadArea, preloadArea, registerAreaRemotes } = await import('../src/loader.ts');

const manifestUrl = 'https://cdn.example.com/contacts/mf-manifest.json';
const manifest = (reactRange: string) =>
  JSON.stringify({
    id: 'daftari_contacts',
    shared: [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: reactRange },
      { name: 'react-router', version: '7.18.5', singleton: true, requiredVersion: '^7.0.0' },
    ],
  });
const Screen = () => null;

/** What the runtime does once `loadRemote` is called: asks its fetch hooks for the manifest first. */
async function runtimeFetchesManifest(): Promise<string | undefined> {
  const response = await runtime.plugins[0]?.fetch?.(manifestUrl, {});
  return response ? response.text() : undefined;
}

describe('loadArea', () => {
  const fetch = vi.fn<typeof globalThis.fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetch);
    registerAreaRemotes({ contacts: manifestUrl });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetch.mockReset();
    runtime.loadRemote.mockReset();
  });

  it('loads a compatible remote, handing the runtime the manifest it already fetched', async () => {
    fetch.mockResolvedValue(new Response(manifest('^19.0.0')));
    const seenByRuntime: Array<string | undefined> = [];
    runtime.loadRemote.mockImplementation(async () => {
      seenByRuntime.push(await runtimeFetchesManifest(), await runtimeFetchesManifest());
      return { default: Screen };
    });

    const module = await loadArea('contacts');

    expect(module.default).toBe(Screen);
    expect(runtime.loadRemote).toHaveBeenCalledWith('daftari_contacts/routes');
    expect(fetch).toHaveBeenCalledTimes(1);
    // The checked manifest once; a later request (not ours) goes to the network as usual.
    expect(seenByRuntime).toEqual([manifest('^19.0.0'), undefined]);
    await expect(loadArea('contacts')).resolves.toBe(module);
  });

  it("loads a section's module apart from the routes, each once", async () => {
    fetch.mockImplementation(async () => new Response(manifest('^19.0.0')));
    const Bills = () => null;
    runtime.loadRemote.mockImplementation(async (id: string) => ({
      default: id.endsWith('/bills') ? Bills : Screen,
    }));

    const bills = await loadArea('contacts', 'bills');
    const routes = await loadArea('contacts');

    expect(bills.default).toBe(Bills);
    expect(routes.default).toBe(Screen);
    expect(runtime.loadRemote.mock.calls).toEqual([['daftari_contacts/bills'], ['daftari_contacts/routes']]);
    await expect(loadArea('contacts', 'bills')).resolves.toBe(bills);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('keys the checked manifest by the absolute URL the runtime asks for, when remotes.json gives a path', async () => {
    vi.stubGlobal('location', new URL('https://app.example.com/contacts'));
    registerAreaRemotes({ contacts: '/apps/contacts/mf-manifest.json' });
    fetch.mockResolvedValue(new Response(manifest('^19.0.0')));
    let seenByRuntime: string | undefined;
    runtime.loadRemote.mockImplementation(async () => {
      const response = await runtime.plugins[0]?.fetch?.(
        'https://app.example.com/apps/contacts/mf-manifest.json',
        {},
      );
      seenByRuntime = response ? await response.text() : undefined;
      return { default: Screen };
    });

    await loadArea('contacts');

    expect(fetch).toHaveBeenCalledWith(
      'https://app.example.com/apps/contacts/mf-manifest.json',
      expect.anything(),
    );
    expect(seenByRuntime).toBe(manifest('^19.0.0'));
  });

  it('refuses a remote that needs another singleton major before running any of its code', async () => {
    fetch.mockResolvedValue(new Response(manifest('^18.0.0')));

    const error = await loadArea('contacts').catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(IncompatibleRemoteError);
    expect(error).toBeInstanceOf(AreaLoadFailure);
    expect((error as Error).name).toBe('IncompatibleRemoteError');
    expect((error as IncompatibleRemoteError).conflicts).toEqual([
      { pkg: 'react', required: '^18.0.0', provided: '19.2.0' },
    ]);
    expect((error as Error).message).toBe(
      `The contacts remote daftari_contacts (${manifestUrl}) was refused before any of its code ran: ` +
        "it needs react ^18.0.0 (the shell provides 19.2.0). Rebuild it against the shell's versions of these packages.",
    );
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(await runtimeFetchesManifest()).toBeUndefined();
  });

  it("hands a preload's failure to the next load once, without fetching again, then tries afresh", async () => {
    fetch.mockResolvedValue(new Response(manifest('^18.0.0')));
    preloadArea('contacts');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));

    // The screen that renders after the preload failed gets that failure, not a second request.
    await expect(loadArea('contacts')).rejects.toBeInstanceOf(IncompatibleRemoteError);
    expect(fetch).toHaveBeenCalledTimes(1);

    // The next visit (or Try again) asks again.
    fetch.mockResolvedValue(new Response(manifest('^19.0.0')));
    runtime.loadRemote.mockResolvedValue({ default: Screen });
    await expect(loadArea('contacts')).resolves.toEqual({ default: Screen });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up on a server that does not answer, and tries again on the next attempt', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    fetch.mockImplementation((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise(() => undefined);
    });

    const pending = loadArea('contacts').catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(AREA_LOAD_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await pending;
    expect(error).toBeInstanceOf(AreaLoadTimeoutError);
    expect((error as AreaLoadTimeoutError).reason).toBe('its server did not answer within 15 seconds');
    expect(signal?.aborted).toBe(true);

    fetch.mockResolvedValue(new Response(manifest('^19.0.0')));
    runtime.loadRemote.mockResolvedValue({ default: Screen });
    await expect(loadArea('contacts')).resolves.toEqual({ default: Screen });
  });

  it('reports a remote that cannot be reached with its URL, as a failure a reload may fix', async () => {
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await loadArea('contacts').catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(AreaLoadFailure);
    expect((error as Error).message).toBe(`Could not fetch ${manifestUrl}: Failed to fetch`);

    fetch.mockResolvedValue(new Response('Not found', { status: 404, statusText: 'Not Found' }));
    await expect(loadArea('contacts')).rejects.toThrow(`Could not fetch ${manifestUrl}: 404 Not Found`);
  });

  it('names an area remotes.json does not list', async () => {
    await expect(loadArea('expenses')).rejects.toThrow('remotes.json names no remote for the Expenses area.');
  });
});
