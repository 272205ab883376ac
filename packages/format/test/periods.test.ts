import { describe, expect, it } from 'vitest';
import { addDays, nthPeriod, zonedInstant } from '../src/periods.ts';

const monthly = { unit: 'months', every: 1 } as const;

describe('nthPeriod', () => {
  it('clamps a series of the 31st to shorter months without drifting', () => {
    const dates = [0, 1, 2, 3].map((n) => nthPeriod('2027-01-31', monthly, n));
    expect(dates).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
  });

  it('gives 29 February only in leap years', () => {
    const yearly = { unit: 'months', every: 12 } as const;
    expect([0, 1, 4].map((n) => nthPeriod('2028-02-29', yearly, n))).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2032-02-29',
    ]);
  });

  it('steps weeks, quarters and intervals', () => {
    expect(nthPeriod('2026-12-28', { unit: 'days', every: 14 }, 1)).toBe('2027-01-11');
    expect(nthPeriod('2026-11-30', { unit: 'months', every: 3 }, 1)).toBe('2027-02-28');
    expect(nthPeriod('2026-11-30', { unit: 'months', every: 3 }, -1)).toBe('2026-08-30');
  });
});

describe('zonedInstant', () => {
  it('is 07:00 on the wall clock of the zone, across daylight saving', () => {
    expect(zonedInstant('2027-03-27', '07:00', 'Europe/London').toISOString()).toBe(
      '2027-03-27T07:00:00.000Z',
    );
    expect(zonedInstant('2027-03-29', '07:00', 'Europe/London').toISOString()).toBe(
      '2027-03-29T06:00:00.000Z',
    );
    expect(zonedInstant('2027-01-05', '07:00', 'Africa/Nairobi').toISOString()).toBe(
      '2027-01-05T04:00:00.000Z',
    );
    expect(zonedInstant('2027-01-05', '07:00', 'Pacific/Auckland').toISOString()).toBe(
      '2027-01-04T18:00:00.000Z',
    );
    expect(zonedInstant('2027-07-05', '07:00', 'America/New_York').toISOString()).toBe(
      '2027-07-05T11:00:00.000Z',
    );
  });

  it('moves a time inside a gap to the jump', () => {
    // London skips 01:00–02:00 on 28 March 2027.
    expect(zonedInstant('2027-03-28', '01:00', 'Europe/London').toISOString()).toBe(
      '2027-03-28T01:00:00.000Z',
    );
  });
});

describe('addDays', () => {
  it('crosses months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});
