import { describe, expect, it } from 'vitest';
import { invoiceStanding, isPastDue } from '../src/lib/invoice-display.ts';
import { invoice } from './api-mock.ts';

describe('invoiceStanding', () => {
  const now = new Date(2030, 0, 31, 18, 0);
  it.each([
    ['void, though it owes nothing', invoice({ status: 'void', balance: 0 }), 'void'],
    ['void past its due date', invoice({ status: 'void', balance: 0, due_date: '2030-01-01' }), 'void'],
    ['paid by status', invoice({ status: 'paid', balance: 10 }), 'paid'],
    ['paid by balance', invoice({ balance: 0 }), 'paid'],
    ['partly paid', invoice({ paid_amount: 1, balance: 12499 }), 'partial'],
    [
      'overdue, even partly paid',
      invoice({ due_date: '2030-01-30', paid_amount: 1, balance: 12499 }),
      'overdue',
    ],
    ['due today is not overdue', invoice({ due_date: '2030-01-31' }), 'unpaid'],
    ['unpaid', invoice(), 'unpaid'],
  ])('%s', (_, value, standing) => {
    expect(invoiceStanding(value, now)).toBe(standing);
  });

  it('an unreadable due date is never past due', () => {
    expect(isPastDue({ due_date: 'soon' }, new Date(2030, 0, 1))).toBe(false);
  });
});
