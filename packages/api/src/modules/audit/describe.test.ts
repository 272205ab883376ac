import { describe, expect, it } from 'vitest';
import { canonicalJson, eventHash } from './chain.ts';
import { diffShown } from './changes.ts';
import { planOf, summaryOf } from './describe.ts';

const reads = new Set(['/api/invoices/:id', '/api/account', '/api/journal_entries/:id']);
const actionOf = (method: string, url: string) => {
  const plan = planOf(method, url, reads);
  return `${plan.entityType}.${plan.verb}`;
};

describe('how a route is written in the audit trail', () => {
  it('names the entity and the verb from the path', () => {
    expect(actionOf('POST', '/api/invoices')).toBe('invoice.create');
    expect(actionOf('PUT', '/api/invoices/:id')).toBe('invoice.update');
    expect(actionOf('DELETE', '/api/invoices/:id')).toBe('invoice.delete');
    expect(actionOf('POST', '/api/invoices/:id/void')).toBe('invoice.void');
    expect(actionOf('POST', '/api/invoices/:id/email_invoice')).toBe('invoice.send');
    expect(actionOf('PUT', '/api/invoices/:id/items/:itemId')).toBe('invoice.item_update');
    expect(actionOf('DELETE', '/api/invoices/:id/items/:itemId')).toBe('invoice.item_delete');
    expect(actionOf('POST', '/api/journal_entries/:id/reverse')).toBe('journal_entry.reverse');
    expect(actionOf('POST', '/api/reconciliations/:id/complete')).toBe('reconciliation.complete');
    expect(actionOf('PUT', '/api/account')).toBe('account.update');
    expect(actionOf('POST', '/api/bank_accounts/:id/statements')).toBe('statement.import');
    expect(actionOf('POST', '/api/contacts/import')).toBe('contact.import');
    expect(actionOf('POST', '/api/ledger/revaluations')).toBe('revaluation.create');
  });

  it('reads the record through its own read route, when there is one', () => {
    expect(planOf('POST', '/api/invoices/:id/void', reads)).toMatchObject({
      readUrl: '/api/invoices/:id',
      param: 'id',
    });
    expect(planOf('PUT', '/api/account', reads)).toMatchObject({
      readUrl: '/api/account',
      idFrom: 'account',
    });
    expect(planOf('POST', '/api/bank_lines/:id/match', reads).readUrl).toBeNull();
    expect(planOf('DELETE', '/api/invoices/:id', reads).deletes).toBe(true);
  });

  it('words the summary with the document’s number', () => {
    const plan = planOf('POST', '/api/invoices/:id/email_invoice', reads);
    expect(summaryOf(plan, { invoice_number: 'INV-0007' }, 'x')).toBe('Invoice INV-0007 sent');
    expect(summaryOf(planOf('POST', '/api/invoices/:id/add_items', reads), null, '5')).toBe(
      'Invoice #5: add items',
    );
  });
});

describe('what changed', () => {
  it('lists the fields that differ, credentials redacted at any depth', () => {
    const changes = diffShown(
      { notes: 'a', total: 1, updated_at: 'x', consumer_key_set: false, nested: { password: 'p' } },
      { notes: 'b', total: 1, updated_at: 'y', consumer_key_set: true, nested: { password: 'q' } },
    );
    expect(changes).toEqual({
      notes: ['a', 'b'],
      consumer_key_set: ['[redacted]', '[redacted]'],
      nested: [{ password: '[redacted]' }, { password: '[redacted]' }],
    });
    expect(diffShown(null, { id: 1, name: 'A', email: null })).toEqual({ id: [null, 1], name: [null, 'A'] });
  });

  it('hashes the same fields to the same hash whatever their keys’ order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    const event = {
      id: 1,
      accountId: 2,
      at: new Date('2026-01-01T00:00:00Z'),
      userId: 3,
      action: 'invoice.update',
      entityType: 'invoice',
      entityId: 'x',
      summary: 'Invoice x updated',
      changes: { b: [1, 2], a: [null, { y: 1, x: 2 }] } as Record<string, [unknown, unknown]>,
      ip: null,
      userAgent: null,
    };
    const reordered = { ...event, changes: { a: [null, { x: 2, y: 1 }], b: [1, 2] } as typeof event.changes };
    expect(eventHash('p', event)).toBe(eventHash('p', reordered));
    expect(eventHash('p', event)).not.toBe(eventHash('q', event));
  });
});
