import { describe, expect, it } from 'vitest';
import { loginDelayMs, MAX_LOGIN_DELAY_MS } from '../../src/modules/auth/throttle.ts';

describe('loginDelayMs', () => {
  it('waits nothing for the free failures, then 1 s doubling up to the cap', () => {
    expect([0, 1, 9].map((failures) => loginDelayMs(failures, 10))).toEqual([0, 0, 0]);
    expect([10, 11, 12, 13, 14].map((failures) => loginDelayMs(failures, 10))).toEqual([
      1000, 2000, 4000, 8000, 16000,
    ]);
    expect(loginDelayMs(15, 10)).toBe(MAX_LOGIN_DELAY_MS);
    expect(loginDelayMs(1_000_000, 10)).toBe(MAX_LOGIN_DELAY_MS);
  });
});
