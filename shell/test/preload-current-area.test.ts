import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadCurrentArea } from '../src/app/preload-current-area.ts';

const federation = vi.hoisted(() => ({ preloadArea: vi.fn<(area: string, module: string) => void>() }));

vi.mock('@daftari/mf', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@daftari/mf')>()),
  preloadArea: federation.preloadArea,
}));

afterEach(() => {
  localStorage.clear();
  federation.preloadArea.mockReset();
});

describe('preloadCurrentArea', () => {
  it("starts loading the opened page's area when signed in", () => {
    localStorage.setItem('auth_token', 'token');
    preloadCurrentArea('/work/invoicing/42');
    expect(federation.preloadArea).toHaveBeenCalledExactlyOnceWith('invoicing', 'routes');
  });

  it("starts loading a section's screens from the module of its area that serves them", () => {
    localStorage.setItem('auth_token', 'token');
    preloadCurrentArea('/bills/7/edit');
    expect(federation.preloadArea).toHaveBeenCalledExactlyOnceWith('expenses', 'bills');
  });

  it("loads nothing for the shell's own pages", () => {
    localStorage.setItem('auth_token', 'token');
    preloadCurrentArea('/');
    preloadCurrentArea('/login');
    expect(federation.preloadArea).not.toHaveBeenCalled();
  });

  it('loads nothing when signed out: the page will be the login', () => {
    preloadCurrentArea('/contacts');
    expect(federation.preloadArea).not.toHaveBeenCalled();
  });
});
