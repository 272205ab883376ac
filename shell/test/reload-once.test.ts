import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markLoaded, reloadOnce } from '../src/remotes/reload-once.ts';

describe('reloadOnce', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads the first time an area fails, then lets the error show', () => {
    const reload = vi.fn();
    expect(reloadOnce('contacts', sessionStorage, reload)).toBe(true);
    expect(reloadOnce('contacts', sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('counts each area on its own', () => {
    const reload = vi.fn();
    reloadOnce('contacts', sessionStorage, reload);
    expect(reloadOnce('expenses', sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('allows another reload once the area has loaded', () => {
    const reload = vi.fn();
    reloadOnce('contacts', sessionStorage, reload);
    markLoaded('contacts');
    expect(reloadOnce('contacts', sessionStorage, reload)).toBe(true);
  });
});
