import { formatDate } from '@daftari/format';
import { choose, click, deferred, location, mockApi, page, settle, user } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { project } from './fixtures.ts';
import { renderProjects } from './render.tsx';

const table = () => screen.getByRole('table', { name: 'Projects' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function renderList(route = '/work/projects') {
  renderProjects(route);
  await screen.findByRole('heading', { level: 1, name: 'Projects' });
  await settle();
}

describe('Project list', () => {
  it('shows name, contact, type, budget, end date and invoiced so far, in the account currency', async () => {
    const rows = [
      project(1, {
        name: 'Website redesign',
        end_date: '2026-03-31',
        flat_rate: 120000,
        budget: 120000,
        invoiced_total: 30000,
      }),
      project(2, {
        name: 'Monthly support',
        project_type: 'hourly_rate',
        flat_rate: null,
        hourly_rate: 1234.56,
        total_hours: 7.25,
        budget: 8950.56,
        invoiced_total: 0,
        contact_id: 3,
        contact: { id: 3, full_name: null, company_name: 'Lakeside Ltd', email: 'ops@lakeside.co.ke' },
      }),
      project(3, {
        name: 'Audit',
        contact: { id: 4, full_name: null, company_name: null, email: 'only@email.co.ke' },
      }),
    ];
    mockApi({
      'GET /users/current': () => ({ body: { data: user({ currency: 'USD' }) } }),
      'GET /projects': () => ({ body: page(rows) }),
    });
    await renderList();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
      .slice(1);
    expect(headers).toEqual(['Name', 'Contact', 'Type', 'Budget', 'End Date', 'Invoiced So Far']);
    const [first, second, third] = bodyRows();
    expect(cells(first!).slice(1)).toEqual([
      'Website redesign',
      'Amina Otieno',
      'Fixed Price',
      '$120,000.00',
      formatDate('2026-03-31'),
      '$30,000.00',
    ]);
    expect(cells(second!).slice(1)).toEqual([
      'Monthly support',
      'Lakeside Ltd',
      'Hourly Rate',
      '$8,950.561,234.56/hr × 7.25 hrs',
      '-',
      '$0.00',
    ]);
    expect(cells(third!)[2]).toBe('only@email.co.ke');
    expect(within(first!).getByRole('link', { name: 'Website redesign' }).getAttribute('href')).toBe(
      '/work/projects/1',
    );
    expect(within(first!).getByTestId('budget-bar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Project' }).getAttribute('href')).toBe(
      '/work/projects/create',
    );
    expect(screen.getByText('0 of 3 row(s) selected.')).toBeTruthy();
  });

  it("shows an hourly project's budget from the server with its rate, and - when it has none", async () => {
    mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      'GET /projects': () => ({
        body: page([
          project(1, {
            project_type: 'hourly_rate',
            flat_rate: null,
            hourly_rate: 0.1,
            total_hours: 3,
            budget: 0.3,
          }),
          project(2, {
            project_type: 'hourly_rate',
            flat_rate: null,
            hourly_rate: 1500,
            total_hours: null,
            budget: null,
          }),
        ]),
      }),
    });
    await renderList();
    const [first, second] = bodyRows();
    expect(cells(first!)[4]).toBe('KES 0.30' + '0.10/hr × 3 hrs');
    expect(cells(second!)[4]).toBe('-1,500.00/hr');
  });

  it('offers New Project in an empty state when the account has no projects', async () => {
    mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      'GET /projects': () => ({ body: page([]) }),
    });
    await renderList();
    expect(await screen.findByText('No projects yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const links = screen.getAllByRole('link', { name: 'New Project' });
    expect(links).toHaveLength(2);
    await click(links[1]!);
    // The next screen's code loads before the router moves on.
    await waitFor(() => expect(location()).toBe('/work/projects/create'));
  });

  it('shows skeleton rows while the first page loads', async () => {
    const gate = deferred();
    mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      'GET /projects': () => ({ body: page([project(1)]), delay: gate.promise }),
    });
    await renderList();
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(table().querySelectorAll('tr[data-skeleton]')).toHaveLength(5);
    gate.resolve();
    expect(await screen.findByRole('link', { name: 'Project 1' })).toBeTruthy();
    expect(table().getAttribute('aria-busy')).toBeNull();
  });

  it('pages with Previous and Next, and a new page size starts again at page 1', async () => {
    const { of } = mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      'GET /projects': (call) => {
        const current = Number(call.query.get('page'));
        const perPage = Number(call.query.get('per_page'));
        return {
          body: page([project(current * 100, { name: `Row of page ${current}` })], {
            current_page: current,
            per_page: perPage,
            total_pages: perPage === 10 ? 3 : 1,
            total_count: 23,
          }),
        };
      },
    });
    await renderList();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    await click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Row of page 2')).toBeTruthy();
    expect(location()).toBe('/work/projects?page=2');
    await click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Row of page 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Row of page 2')).toBeTruthy();

    await choose(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(await screen.findByText('Row of page 1')).toBeTruthy();
    expect(location()).toBe('/work/projects?per_page=25');
    const asked = of('GET', '/projects').map(
      (call) => `${call.query.get('page')}/${call.query.get('per_page')}`,
    );
    // Back on page 2, the cached rows show at once and are refreshed.
    expect(asked).toEqual(['1/10', '2/10', '3/10', '2/10', '1/25']);
  });

  it('opens a project from its row', async () => {
    mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      'GET /projects': () => ({ body: page([project(4, { name: 'Shop fit-out' })]) }),
      'GET /projects/4': () => ({ body: { data: project(4, { name: 'Shop fit-out' }) } }),
    });
    await renderList();
    await click(within(bodyRows()[0]!).getAllByRole('cell')[2]!);
    // The next screen's code loads before the router moves on.
    await waitFor(() => expect(location()).toBe('/work/projects/4'));
  });

  it("shows the server's message with a retry when the list cannot load", async () => {
    let fail = true;
    mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      'GET /projects': () =>
        fail ? { status: 404, body: { error: 'Not Found' } } : { body: page([project(1)]) },
    });
    await renderList();
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    expect(screen.getByText('Not Found')).toBeTruthy();
    fail = false;
    await click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Project 1' })).toBeTruthy();
  });
});
