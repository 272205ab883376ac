import { Link } from '@daftari/router';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { click, location, mockApi, renderPage, settle, user } from '../src/index.ts';

function Greeting() {
  const me = useQuery({
    queryKey: ['me'],
    queryFn: async () => {
      const response = await fetch('/api/users/current');
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as { data: { name: string } };
    },
  });
  return (
    <>
      <p>{me.data ? `Hello ${me.data.data.name}` : me.isError ? 'Failed' : 'Loading'}</p>
      <Link to="/elsewhere?from=home">Away</Link>
      <button type="button" onClick={() => toast('Saved')}>
        Save
      </button>
    </>
  );
}

describe('renderPage', () => {
  it('renders the element at its route with a query client, a router and toasts', async () => {
    mockApi({ 'GET /users/current': () => ({ body: { data: user() } }) });
    renderPage(<Greeting />, { route: '/home', path: '/home' });
    expect(await screen.findByText('Hello Wanjiru Kamau')).toBeTruthy();
    expect(location()).toBe('/home');

    await click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();

    await click(screen.getByRole('link', { name: 'Away' }));
    await settle();
    expect(location()).toBe('/elsewhere?from=home');
    expect(screen.getByText('Elsewhere')).toBeTruthy();
  });

  it('does not retry a failed query', async () => {
    const api = mockApi({ 'GET /users/current': () => ({ status: 500, body: { error: 'Boom' } }) });
    renderPage(<Greeting />, { route: '/home', path: '/home' });
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(api.of('GET', '/users/current')).toHaveLength(1);
  });
});
