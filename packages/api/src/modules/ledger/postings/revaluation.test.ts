import { toRateMicros } from '@daftari/format';
import { describe, expect, it } from 'vitest';
import { revaluationPosting } from './revaluation.ts';

const ids = { exchangeGain: 4950, exchangeLoss: 6950 };
const rates = new Map([
  ['USD', toRateMicros(131)],
  ['UGX', toRateMicros('0.034217')],
]);

describe('revaluationPosting', () => {
  it('moves each balance to its currency at the rate, gains to 4950 and losses to 6950, the currency untouched', () => {
    const posting = revaluationPosting(
      '2026-03-31',
      [
        { ledgerAccountId: 1200, contactId: 7, currency: 'USD', foreign: 100_000n, books: 12_950_000n },
        { ledgerAccountId: 2000, contactId: 8, currency: 'USD', foreign: -50_000n, books: -6_475_000n },
        // UGX 1,000,001.00 at 0.034217 = 34,217.03 (rounded once); it was carried at 34,000.00.
        { ledgerAccountId: 1100, contactId: null, currency: 'UGX', foreign: 100_000_100n, books: 3_400_000n },
      ],
      rates,
      ids,
    );
    expect(posting).toMatchObject({ sourceType: 'revaluation', sourceId: '2026-03-31', date: '2026-03-31' });
    expect(posting.lines.map(({ description: _, ...line }) => line)).toEqual([
      {
        ledgerAccountId: 1200,
        contactId: 7,
        debit: 150_000n,
        credit: 0n,
        vatRate: null,
        currency: 'USD',
        amountCurrency: 0n,
      },
      {
        ledgerAccountId: 2000,
        contactId: 8,
        debit: 0n,
        credit: 75_000n,
        vatRate: null,
        currency: 'USD',
        amountCurrency: 0n,
      },
      {
        ledgerAccountId: 1100,
        contactId: null,
        debit: 21_703n,
        credit: 0n,
        vatRate: null,
        currency: 'UGX',
        amountCurrency: 0n,
      },
      { ledgerAccountId: 4950, contactId: null, debit: 0n, credit: 171_703n, vatRate: null },
      { ledgerAccountId: 6950, contactId: null, debit: 75_000n, credit: 0n, vatRate: null },
    ]);
  });

  it('has no lines when every balance stands at the rate', () => {
    const lines = revaluationPosting(
      '2026-03-31',
      [{ ledgerAccountId: 1200, contactId: 7, currency: 'USD', foreign: 100n, books: 13_100n }],
      rates,
      ids,
    ).lines;
    expect(lines).toEqual([]);
  });
});
