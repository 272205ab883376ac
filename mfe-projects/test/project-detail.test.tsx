import { formatDateMedium } from '@daftari/format';
import { choose, click, location, mockApi, page, settle, type, user } from '@daftari/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contacts, project } from './fixtures.ts';
import { renderProjects } from './render.tsx';
import { entryList } from './time-fixtures.ts';

const hourly = project(7, {
  name: 'Monthly support',
  project_type: 'hourly_rate',
  flat_rate: null,
  hourly_rate: 2500,
  total_hours: 40,
  budget: 100000,
  invoiced_total: 25000,
  end_date: '2026-06-30',
  project_invoice_sequence: true,
  invoice_prefix: 'MS-',
  contact_id: 2,
  contact: { id: 2, full_name: 'Brian Kamau', company_name: null, email: 'brian@kamau.dev' },
});

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    'GET /projects/7': () => ({ body: { data: hourly } }),
    'GET /contacts': () => ({ body: page(contacts, { per_page: 50 }) }),
    'GET /time_entries': () => ({ body: entryList([]) }),
    ...extra,
  });
}

describe('Project detail', () => {
  it('shows the facts, the contact, budget against invoiced, and the sequence with its prefix', async () => {
    api();
    renderProjects('/work/projects/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Monthly support' })).toBeTruthy();
    expect(screen.getByText('KES 100,000.00')).toBeTruthy();
    expect(screen.getByText('KES 25,000.00')).toBeTruthy();
    expect(screen.getByText('KES 75,000.00')).toBeTruthy();
    expect(screen.getByText('25.0% of the budget invoiced')).toBeTruthy();
    expect(screen.getByText('KES 2,500.00')).toBeTruthy();
    expect(screen.getByText('40 hours')).toBeTruthy();
    expect(screen.getByText(formatDateMedium('2026-06-30'))).toBeTruthy();
    expect(screen.getByText('Separate sequence')).toBeTruthy();
    expect(screen.getByText('MS-')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'brian@kamau.dev' }).getAttribute('href')).toBe(
      'mailto:brian@kamau.dev',
    );
    expect(screen.getByRole('link', { name: 'View contact' }).getAttribute('href')).toBe('/contacts/2');
    expect(screen.getByRole('link', { name: 'New invoice' }).getAttribute('href')).toBe(
      '/work/invoicing/create?contactId=2&projectId=7',
    );
  });

  it('says when the invoices are over budget', async () => {
    api({ 'GET /projects/7': () => ({ body: { data: { ...hourly, invoiced_total: 112000.5 } } }) });
    renderProjects('/work/projects/7');
    expect(await screen.findByText('Over budget')).toBeTruthy();
    expect(screen.getByText('KES 12,000.50')).toBeTruthy();
  });

  it('shows Project not found for an unknown id, and for an id that is not a number without asking', async () => {
    const { calls } = api({
      'GET /projects/8': () => ({ status: 404, body: { error: 'Project not found' } }),
    });
    renderProjects('/work/projects/8');
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeTruthy();
    renderProjects('/work/projects/abc');
    await settle();
    expect(calls.filter((call) => call.path === '/projects/abc')).toHaveLength(0);
  });
});

describe('Edit project', () => {
  it('fills the form with the project and saves every field with PUT, clearing what no longer applies', async () => {
    const { of } = api({
      'PUT /projects/7': (call) => ({
        body: { data: { ...hourly, ...(call.body as { project: object }).project } },
      }),
    });
    renderProjects('/work/projects/7/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Project' })).toBeTruthy();
    // The form shows once the project has come, its contact named once the contacts have.
    await waitFor(() =>
      expect((screen.getByLabelText(/Project Name/) as HTMLInputElement).value).toBe('Monthly support'),
    );
    expect((screen.getByLabelText('Hourly Rate') as HTMLInputElement).value).toBe('2500');
    expect((screen.getByLabelText('Total Hours') as HTMLInputElement).value).toBe('40');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Existing contact/ }).textContent).toContain('Brian Kamau'),
    );

    await choose(screen.getByRole('combobox', { name: /Project Type/ }), 'Fixed Price');
    await type(screen.getByLabelText('Flat Rate'), '90000');
    await type(screen.getByLabelText(/End Date/), '');
    await click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(of('PUT', '/projects/7')[0]!.body).toEqual({
        contact_id: 2,
        project: {
          name: 'Monthly support',
          project_type: 'fixed_price',
          end_date: null,
          flat_rate: 90000,
          hourly_rate: null,
          total_hours: null,
          project_invoice_sequence: true,
        },
      }),
    );
    expect(await screen.findByText('Project updated successfully')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/work/projects/7'));
  });

  it('Cancel goes back to the project', async () => {
    api();
    renderProjects('/work/projects/7/edit');
    await screen.findByLabelText(/Project Name/);
    await click(screen.getByRole('link', { name: 'Cancel' }));
    expect(location()).toBe('/work/projects/7');
  });
});
