import { mockApi, renderPage, user } from '@daftari/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EstimatesRoutes from '../src/routes/estimates/index.tsx';
import { estimateList } from './estimate-fixtures.ts';

const open = (route: string) => {
  const api = mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    'GET /estimates': () => ({ body: estimateList([]) }),
  });
  renderPage(<EstimatesRoutes />, { route, path: '/work/estimates/*' });
  return api;
};

describe('The estimates routes', () => {
  it('load the list at /work/estimates', async () => {
    open('/work/estimates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Estimates' })).toBeTruthy();
  });

  it('load the form at /work/estimates/new', async () => {
    open('/work/estimates/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New Estimate' })).toBeTruthy();
  });

  it('say not found for a malformed id or a path they do not know, without asking the server', async () => {
    const api = open('/work/estimates/abc');
    expect(await screen.findByText('Estimate Not Found')).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/estimates'))).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to estimates' }).getAttribute('href')).toBe(
      '/work/estimates',
    );
  });
});
