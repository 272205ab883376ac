import { mockApi, renderPage, user } from '@daftari/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BillsRoutes from '../src/routes/bills/index.tsx';
import { billList } from './bill-fixtures.ts';

const open = (route: string) => {
  mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    'GET /bills': () => ({ body: billList([]) }),
    'GET /ledger_accounts': () => ({ body: { data: [] } }),
  });
  renderPage(<BillsRoutes />, { route, path: '/bills/*' });
};

describe('The bills routes', () => {
  it('load the list at /bills', async () => {
    open('/bills');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bills' })).toBeTruthy();
  });

  it('load the form at /bills/new', async () => {
    open('/bills/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New bill' })).toBeTruthy();
  });

  it('say not found for a path they do not know, or a malformed id', async () => {
    open('/bills/abc');
    expect(await screen.findByRole('heading', { name: 'Bill not found' })).toBeTruthy();
  });
});
