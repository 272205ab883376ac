import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { phoneKey } from './phones.ts';
import { autoSuggestion, type Candidates, type OpenDocument, type ScoredLine, suggestFor } from './score.ts';

const invoice = (more: Partial<OpenDocument> = {}): OpenDocument => ({
  id: 'inv-1',
  number: 'INV-0001',
  balanceCents: 250000n,
  issueDate: '2026-03-01',
  contactId: 1,
  partyName: 'Jane Wanjiru',
  partyPhone: '0712 345 678',
  ...more,
});

const line = (more: Partial<ScoredLine> = {}): ScoredLine => ({
  date: '2026-03-05',
  amountCents: 250000n,
  description: 'Funds received from JANE WANJIRU',
  counterparty: 'JANE WANJIRU',
  counterpartyPhone: '254712345678',
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

describe('scored suggestions', () => {
  it('are sure of an exact amount from the customer’s phone and name, and say why', () => {
    const [best] = suggestFor(line(), candidates());
    expect(best).toMatchObject({ kind: 'invoice_payment', ids: ['inv-1'], amount: 2500, confidence: 1 });
    expect(best!.reasons).toEqual([
      'KES 2,500.00 is the balance of invoice INV-0001',
      "From 0712 345 678, Jane Wanjiru's phone",
      'Paid by Jane Wanjiru, the name on the line',
      'No other customer is called Jane Wanjiru',
      '4 days after it was issued',
    ]);
    expect(autoSuggestion([best!])).toBe(best);
  });

  it('are less sure with the amount alone, and never suggest a name without the amount', () => {
    const [amountOnly] = suggestFor(
      line({ counterparty: 'PETER', description: 'Funds', counterpartyPhone: null }),
      candidates(),
    );
    expect(amountOnly!.confidence).toBe(0.6);
    expect(autoSuggestion([amountOnly!])).toBeNull();
    expect(suggestFor(line({ amountCents: 100n }), candidates())).toEqual([]);
  });

  it('read Safaricom’s hashed and masked phone numbers', () => {
    const hash = createHash('sha256').update('254712345678').digest('hex');
    const hashed = suggestFor(
      line({ counterpartyPhone: hash, counterparty: null, description: 'x' }),
      candidates(),
    );
    expect(hashed[0]!.reasons).toContain("From 0712 345 678, Jane Wanjiru's phone");
    const masked = suggestFor(
      line({ counterpartyPhone: '0712***678', counterparty: null, description: 'x' }),
      candidates(),
    );
    expect(masked[0]!.confidence).toBe(0.95);
    expect(phoneKey('+254 712 345 678')).toBe('712345678');
  });

  it('find several invoices of one customer adding up to the line', () => {
    const invoices = [
      invoice({ id: 'a', number: 'INV-1', balanceCents: 100000n }),
      invoice({ id: 'b', number: 'INV-2', balanceCents: 70000n, issueDate: '2026-03-02' }),
      invoice({ id: 'c', number: 'INV-3', balanceCents: 80000n, issueDate: '2026-03-03' }),
      invoice({ id: 'd', number: 'INV-9', balanceCents: 150000n, contactId: 2, partyName: 'Otieno' }),
    ];
    const found = suggestFor(line({ amountCents: 180000n }), candidates({ invoices }));
    expect(found[0]).toMatchObject({ ids: ['a', 'c'], amount: 1800 });
    expect(found[0]!.reasons[0]).toBe('Invoices INV-1, INV-3 of Jane Wanjiru add up to KES 1,800.00');
  });

  it('rank a rival of the same amount below the customer named, and do not act when two are as sure', () => {
    const invoices = [
      invoice({ id: 'x', contactId: 2, partyName: 'Otieno Kamau', partyPhone: null }),
      invoice(),
    ];
    const found = suggestFor(line(), candidates({ invoices }));
    expect(found.map((suggestion) => suggestion.ids[0])).toEqual(['inv-1', 'x']);
    const twins = suggestFor(
      line(),
      candidates({ invoices: [invoice(), invoice({ id: 'twin', number: 'INV-0002' })] }),
    );
    expect(autoSuggestion(twins)).toBeNull();
  });

  it('lower a payment made before the invoice, suggest bills for money out and recorded payments', () => {
    const early = suggestFor(line({ date: '2026-02-20' }), candidates());
    expect(early[0]!.reasons).toContain('Paid 9 days before the document was issued');
    const bill = suggestFor(
      line({ amountCents: -250000n, description: 'Pay Bill to 500 - ACME SUPPLIES LTD', counterparty: null }),
      candidates({
        invoices: [],
        bills: [invoice({ id: 'bill-7', number: 'B-7', partyName: 'Acme Supplies Ltd' })],
      }),
    );
    expect(bill[0]).toMatchObject({ kind: 'bill_payment', ids: ['bill-7'] });
    expect(bill[0]!.reasons[0]).toBe('KES 2,500.00 is the balance of bill B-7');
    const payment = suggestFor(
      line(),
      candidates({
        invoices: [],
        payments: [{ id: '12', amountCents: 250000n, paidOn: '2026-03-04', partyName: 'Jane Wanjiru' }],
      }),
    );
    expect(payment[0]).toMatchObject({ kind: 'payment', ids: ['12'], confidence: 1 });
  });

  it('never suggest a declined pair again', () => {
    expect(suggestFor(line(), candidates({ declined: new Set(['invoice_payment:inv-1']) }))).toEqual([]);
  });
});

describe('a party identified', () => {
  it('by a name no other customer has is surer than by a name two customers share', () => {
    const plain = line({ counterpartyPhone: null });
    const sole = suggestFor(plain, candidates())[0]!;
    expect(sole.confidence).toBe(0.95);
    expect(sole.reasons).toContain('No other customer is called Jane Wanjiru');
    const namesake = invoice({ id: 'inv-2', number: 'INV-0002', balanceCents: 990000n, contactId: 2 });
    const shared = suggestFor(plain, candidates({ invoices: [invoice(), namesake] }))[0]!;
    expect(shared).toMatchObject({ ids: ['inv-1'], confidence: 0.9 });
    expect(autoSuggestion([shared])).toBeNull();
  });

  it('by a phone in a bank’s narration, whole or masked', () => {
    const bank = (description: string) =>
      suggestFor(line({ counterparty: null, counterpartyPhone: null, description }), candidates())[0]!;
    expect(bank('MPESA C2B 600100 254712345678 J WANJIRU').reasons).toContain(
      "From 0712 345 678, Jane Wanjiru's phone",
    );
    expect(bank('MPESA C2B 600100 0712***678 J WANJIRU').confidence).toBe(1);
  });

  it('by a masked phone alone, among more parties than are tried without one', () => {
    const others = Array.from({ length: 60 }, (_, at) =>
      invoice({
        id: `other-${at}`,
        number: `INV-${100 + at}`,
        balanceCents: 990000n + BigInt(at),
        contactId: 100 + at,
        partyName: `Other Party${String.fromCharCode(65 + (at % 26))}`,
        partyPhone: `0799 000 ${String(100 + at)}`,
      }),
    );
    const masked = line({
      amountCents: 100000n,
      counterparty: 'WANJIRUU J',
      counterpartyPhone: '0712***678',
      description: 'Funds received',
    });
    const [part] = suggestFor(masked, candidates({ invoices: [invoice(), ...others] }));
    expect(part).toMatchObject({ ids: ['inv-1'], amount: 1000 });
    expect(part!.reasons).toContain("From 0712 345 678, Jane Wanjiru's phone");
  });
});
