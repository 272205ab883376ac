import { describe, expect, it } from 'vitest';
import type { OpenDocument } from './document-index.ts';
import type { LineRow } from './mark.ts';
import { suggestionsOf } from './suggest.ts';
import { planSureRounds } from './sure-rounds.ts';

const invoice = (id: string, cents: bigint, more: Partial<OpenDocument> = {}): OpenDocument => ({
  id,
  number: `INV-${id}`,
  balanceCents: cents,
  issueDate: '2026-03-01',
  contactId: 1,
  partyName: 'Jane Wanjiru',
  partyPhone: '0712 345 678',
  ...more,
});

const line = (id: number, amount: string, more: Partial<LineRow> = {}) =>
  ({
    id,
    date: '2026-03-05',
    amount,
    reference: `SC${id}`,
    description: 'Funds received from 0712345678 - JANE WANJIRU',
    counterparty: 'JANE WANJIRU',
    counterpartyPhone: '0712345678',
    accountRef: null,
    declined: null,
    ...more,
  }) as LineRow;

function settle(lines: LineRow[], invoices: OpenDocument[], open = (_line: LineRow) => true) {
  const candidates = { invoices, bills: [], payments: [] };
  const suggestions = suggestionsOf(lines, candidates);
  const book = {
    left: new Map(invoices.map((each) => [each.id, each.balanceCents])),
    usedReferences: new Set<string>(),
  };
  const sure = planSureRounds(lines, open, suggestions, book, candidates, suggestionsOf);
  return { sure, suggestions, book };
}

describe('sure suggestions acted on round after round', () => {
  it('pay a customer’s invoice in full, then take the next line as part of the only one left open', () => {
    const { sure, suggestions, book } = settle(
      [line(1, '5000.00'), line(2, '1000.00')],
      [invoice('a', 500000n), invoice('b', 300000n, { issueDate: '2026-03-02' })],
    );
    expect(sure.plans.map((plan) => [plan.line.id, plan.parts])).toEqual([
      [1, [{ invoiceId: 'a', cents: 500000n }]],
      [2, [{ invoiceId: 'b', cents: 100000n }]],
    ]);
    expect(book.left.get('b')).toBe(200000n);
    expect(suggestions.size).toBe(0);
  });

  it('leave a part payment among several open invoices as suggestions, scored against what is left', () => {
    const { sure, suggestions } = settle(
      [line(1, '5000.00'), line(2, '1000.00')],
      [invoice('a', 500000n), invoice('b', 300000n), invoice('c', 400000n)],
    );
    expect(sure.plans.map((plan) => plan.line.id)).toEqual([1]);
    expect(
      suggestions
        .get(2)!
        .map((suggestion) => suggestion.ids[0])
        .sort(),
    ).toEqual(['b', 'c']);
    expect(suggestions.get(2)!.every((suggestion) => suggestion.confidence === 0.9)).toBe(true);
  });

  it('score again a line whose suggestion another line paid, and never act on a locked line', () => {
    const twins = [
      invoice('a', 500000n),
      invoice('z', 500000n, { contactId: 2, partyName: 'Otieno Kamau', partyPhone: '0733 000 111' }),
    ];
    const byNumber = line(2, '5000.00', {
      description: 'Funds received',
      counterparty: null,
      counterpartyPhone: '0733000111',
      accountRef: null,
    });
    const unnamed = line(1, '5000.00', {
      counterparty: null,
      counterpartyPhone: null,
      description: 'Deposit',
    });
    const { sure, suggestions } = settle([unnamed, byNumber], twins);
    expect(sure.plans.map((plan) => [plan.line.id, plan.parts[0]!.invoiceId])).toEqual([[2, 'z']]);
    expect(suggestions.get(1)!.map((suggestion) => suggestion.ids)).toEqual([['a']]);
    const locked = settle([line(1, '5000.00')], [invoice('a', 500000n)], () => false);
    expect(locked.sure.plans).toEqual([]);
    expect(locked.suggestions.get(1)![0]!.confidence).toBe(1);
  });
});
