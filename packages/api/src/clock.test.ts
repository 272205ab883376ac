import { describe, expect, it } from 'vitest';
import { clockNow, withClock } from './clock.ts';

const AT = new Date('2030-06-15T09:00:00Z');

describe('the clock of the work in hand', () => {
  it('is the clock given to withClock, across awaits and timers, and the innermost when nested', async () => {
    await withClock(
      () => AT,
      async () => {
        await new Promise((resolve) => setImmediate(resolve));
        expect(clockNow()).toEqual(AT);
        const inner = new Date('2031-01-01T00:00:00Z');
        expect(withClock(() => inner, clockNow)).toEqual(inner);
        expect(clockNow()).toEqual(AT);
      },
    );
  });

  it('is the wall clock outside any', () => {
    const before = Date.now();
    const now = clockNow().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
