import { convertCents, toRateMicros } from '@daftari/format';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SignedLine } from '../posting.ts';
import { documentRate, inBooksCurrency } from './foreign-currency.ts';

const SALES = 4000;
const VAT = 2100;
const usd = (rate: string) => ({ currency: 'USD', rateMicros: toRateMicros(rate) });
const sum = (lines: readonly SignedLine[]) => lines.reduce((total, line) => total + line.amount, 0n);

describe('a document in another currency, in the books’ currency', () => {
  it('is left alone in the books’ own currency', () => {
    expect(documentRate('KES', 'KES', 1_000_000n)).toBeNull();
    const lines = [
      { ledgerAccountId: 1200, amount: 116n },
      { ledgerAccountId: SALES, amount: -116n },
    ];
    expect(inBooksCurrency(lines, null, 0, () => true)).toEqual(lines);
  });

  it('converts each line, keeps its own amount, and books the rounding on the largest income line', () => {
    // USD 10.01 + 16 % VAT 1.60 = 11.61 at 129.555555: 1,504.14 receivable; 1,296.85 and 207.29 rounded each.
    const lines = [
      { ledgerAccountId: 1200, contactId: 7, amount: 1161n },
      { ledgerAccountId: 4100, vatRate: '16', amount: -1n },
      { ledgerAccountId: SALES, vatRate: '16', amount: -1000n },
      { ledgerAccountId: VAT, vatRate: '16', amount: -160n },
    ];
    const rate = usd('129.555555');
    const converted = inBooksCurrency(lines, rate, 0, (line) => line.ledgerAccountId !== VAT);
    expect(converted[0]).toEqual({
      ledgerAccountId: 1200,
      contactId: 7,
      amount: convertCents(1161n, rate.rateMicros),
      currency: 'USD',
      amountCurrency: 1161n,
    });
    expect(converted[3]!.amount).toBe(convertCents(-160n, rate.rateMicros));
    expect(converted[1]!.amount).toBe(convertCents(-1n, rate.rateMicros));
    expect(sum(converted)).toBe(0n);
    expect(converted.map((line) => line.amountCurrency)).toEqual([1161n, -1n, -1000n, -160n]);
  });

  it('always balances, moves at most a cent per line, and never touches the control or VAT lines', () => {
    const cents = fc.bigInt({ min: 1n, max: 10n ** 9n });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cents, cents), { minLength: 1, maxLength: 8 }),
        fc.bigInt({ min: 1n, max: 10n ** 10n }),
        (items, rateMicros) => {
          const income = items.map(([taxable]) => ({ ledgerAccountId: SALES, amount: -taxable }));
          const vat = items.map(([, tax]) => ({ ledgerAccountId: VAT, amount: -tax }));
          const total = -sum([...income, ...vat]);
          const lines = [{ ledgerAccountId: 1200, amount: total }, ...income, ...vat];
          const rate = { currency: 'USD', rateMicros };
          const converted = inBooksCurrency(lines, rate, 0, (line) => line.ledgerAccountId !== VAT);
          expect(sum(converted)).toBe(0n);
          expect(converted[0]!.amount).toBe(convertCents(total, rateMicros));
          converted.forEach((line, index) => {
            const plain = convertCents(lines[index]!.amount, rateMicros);
            if (line.ledgerAccountId === VAT || index === 0) expect(line.amount).toBe(plain);
            const moved = line.amount - plain;
            expect(moved <= BigInt(lines.length) && moved >= -BigInt(lines.length)).toBe(true);
          });
        },
      ),
    );
  });
});
