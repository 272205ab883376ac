// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_CHANGED_EVENT,
  clearToken,
  getToken,
  setToken,
  TOKEN_KEY,
  tokenFromHeader,
} from '../src/token.ts';

describe('token storage', () => {
  beforeEach(() => localStorage.clear());

  it('stores the token under auth_token and announces the change', () => {
    const changed = vi.fn();
    addEventListener(AUTH_CHANGED_EVENT, changed);
    setToken('abc');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(TOKEN_KEY).toBe('auth_token');
    clearToken();
    expect(getToken()).toBeNull();
    expect(changed).toHaveBeenCalledTimes(2);
    removeEventListener(AUTH_CHANGED_EVENT, changed);
  });
});

describe('tokenFromHeader', () => {
  it('takes the part after the first space', () => {
    expect(tokenFromHeader('Bearer abc.def')).toBe('abc.def');
  });

  it.each([null, '', 'Bearer', 'Bearer   '])('finds no token in %j', (header) => {
    expect(tokenFromHeader(header)).toBeNull();
  });
});
