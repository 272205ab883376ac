import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRemotes } from '../src/remotes/start-remotes.ts';

const federation = vi.hoisted(() => ({
  registerAreaRemotes: vi.fn<(config: unknown) => void>(),
  preloadArea: vi.fn<(area: string, module: string) => void>(),
}));

vi.mock('@daftari/mf', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@daftari/mf')>()),
  registerAreaRemotes: federation.registerAreaRemotes,
  preloadArea: federation.preloadArea,
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  federation.registerAreaRemotes.mockReset();
  federation.preloadArea.mockReset();
});

describe('startRemotes', () => {
  it("registers the remotes remotes.json names, then starts loading the opened page's area", async () => {
    localStorage.setItem('auth_token', 'token');
    history.replaceState(null, '', '/contacts/7');
    const config = { contacts: '/apps/contacts/mf-manifest.json' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(config)),
    );

    await startRemotes();

    expect(fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(federation.registerAreaRemotes).toHaveBeenCalledExactlyOnceWith(config);
    expect(federation.preloadArea).toHaveBeenCalledExactlyOnceWith('contacts', 'routes');
  });

  it('lets the shell start without remotes when remotes.json cannot be read, and says why', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const answer of [new Response('gone', { status: 404 }), new Response('{"contacts": 42}')]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => answer),
      );
      await expect(startRemotes()).resolves.toBeUndefined();
    }
    expect(federation.registerAreaRemotes).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]?.[0]).toBe('[daftari] no remote can load: /remotes.json could not be read');
  });
});
