import { mockApi, renderPage } from '@daftari/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ExpensesRoutes from '../src/routes/index.tsx';

describe('expenses routes', () => {
  it('answers a path the area does not know with Expense Not Found, never a blank page', async () => {
    mockApi({});
    renderPage(<ExpensesRoutes />, { route: '/expenses/new', path: '/expenses/*' });
    expect(await screen.findByRole('heading', { name: 'Expense Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Expenses' }).getAttribute('href')).toBe('/expenses');
  });
});
