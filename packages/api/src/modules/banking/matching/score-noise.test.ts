import { describe, expect, it } from 'vitest';
import { mobileNumber, otherParty } from '../statements/index.ts';
import { autoSuggestion, type Candidates, type OpenDocument, type ScoredLine, suggestFor } from './score.ts';

const invoice = (more: Partial<OpenDocument> = {}): OpenDocument => ({
  id: 'inv-12',
  number: 'INV-0012',
  balanceCents: 600000n,
  issueDate: '2026-03-01',
  contactId: 1,
  partyName: 'Peter Odhiambo',
  partyPhone: '0722 123 456',
  ...more,
});

const line = (more: Partial<ScoredLine> = {}): ScoredLine => ({
  date: '2026-03-05',
  amountCents: 600000n,
  description: 'EFT FROM PETER ODHIAMBO',
  counterparty: null,
  counterpartyPhone: null,
  accountRef: null,
  ...more,
});

const candidates = (more: Partial<Candidates> = {}): Candidates => ({
  invoices: [invoice()],
  bills: [],
  payments: [],
  declined: new Set(),
  ...more,
});

const best = (scored: ScoredLine, given: Partial<Candidates> = {}) =>
  suggestFor(scored, candidates(given))[0]!;

describe('scored suggestions through a payer’s noise', () => {
  it('read a name a letter off or with an initial as less sure than the name written whole', () => {
    expect(best(line()).confidence).toBe(0.95);
    for (const description of ['EFT FROM PETER ODHIAMB', 'EFT FROM PETRE ODHIAMBO', 'EFT FROM P ODHIAMBO']) {
      expect(best(line({ description })).confidence, description).toBe(0.85);
      expect(best(line({ description })).reasons).toContain('The name on the line reads as Peter Odhiambo');
    }
    expect(best(line({ description: 'EFT FROM P MAINA' })).confidence).toBe(0.6);
  });

  it('take the invoice’s number among the line’s figures as evidence, never alone', () => {
    const numbered = best(line({ description: 'RTGS/PETER ODHIAMBO/IVN0012' }));
    expect(numbered.confidence).toBe(1);
    expect(numbered.reasons).toContain('The line carries 12, the number of invoice INV-0012');
    expect(autoSuggestion([numbered])).toBe(numbered);
    expect(best(line({ description: 'RTGS/INV-O012' })).confidence).toBe(0.75);
    expect(best(line({ description: 'RTGS/PETER ODHIAMBO/2012' })).confidence).toBe(0.95);
  });

  it('suggest a part payment from the customer surely named, by itself only of the one invoice open', () => {
    const other = invoice({
      id: 'inv-13',
      number: 'INV-0013',
      balanceCents: 900000n,
      issueDate: '2026-03-02',
    });
    const part = best(line({ amountCents: 200000n, counterpartyPhone: '0722123456' }), {
      invoices: [invoice(), other],
    });
    expect(part).toMatchObject({ kind: 'invoice_payment', amount: 2000, confidence: 0.9 });
    expect(part.reasons[0]).toMatch(
      /^KES 2,000.00 is part of the balance KES [\d,.]+ of invoice INV-001[23]$/,
    );
    expect(
      autoSuggestion(
        suggestFor(line({ amountCents: 200000n }), candidates({ invoices: [invoice(), other] })),
      ),
    ).toBeNull();
    const only = best(line({ amountCents: 200000n, counterpartyPhone: '0722123456' }));
    expect(only).toMatchObject({ ids: ['inv-12'], confidence: 1 });
    expect(only.reasons).toContain('The only invoice Peter Odhiambo has open');
    expect(autoSuggestion([only])).toBe(only);
    const nameOnly = best(line({ amountCents: 200000n }));
    expect(nameOnly.confidence).toBe(0.65);
    expect(suggestFor(line({ amountCents: 200000n, description: 'EFT FROM PETER' }), candidates())).toEqual(
      [],
    );
    expect(suggestFor(line({ amountCents: 50000n }), candidates())).toEqual([]);
  });

  it('read M-Pesa’s masked and +254 numbers, and no till or paybill number, as the party’s phone', () => {
    expect(['0722***456', '2547*****456', '+254722123456', '254722123456'].map(mobileNumber)).toEqual([
      '0722***456',
      '2547*****456',
      '+254722123456',
      '254722123456',
    ]);
    expect([mobileNumber('600100'), mobileNumber('0722******')]).toEqual([null, null]);
    expect(otherParty('2547*****456 - PETER ODHIAMBO')).toEqual({
      name: 'PETER ODHIAMBO',
      phone: '2547*****456',
    });
    const masked = best(line({ counterpartyPhone: '0722***456', description: 'Pay Bill from P ODHIAMBO' }));
    expect(masked.confidence).toBe(1);
  });
});
