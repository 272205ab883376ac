import { describe, expect, it } from 'vitest';
import { formatDateTimeIn } from '../src/date-time.ts';

describe('formatDateTimeIn', () => {
  it('reads an instant on the clock of the given zone', () => {
    expect(formatDateTimeIn('Africa/Nairobi', '2026-11-25T06:30:00Z', 'en-GB')).toBe('25 Nov 2026, 09:30');
    expect(formatDateTimeIn('UTC', '2026-11-25T23:59:00Z', 'en-GB')).toBe('25 Nov 2026, 23:59');
  });

  it('moves to the next calendar day when the zone is past midnight', () => {
    expect(formatDateTimeIn('Africa/Nairobi', '2026-11-25T22:15:00Z', 'en-GB')).toBe('26 Nov 2026, 01:15');
  });

  it('shows nothing for text that is not an instant', () => {
    expect(formatDateTimeIn('UTC', 'not a date')).toBe('');
  });
});
