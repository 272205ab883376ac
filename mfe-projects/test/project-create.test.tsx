import {
  advance,
  choose,
  click,
  deferred,
  fakeTimers,
  location,
  mockApi,
  page,
  settle,
  type,
  user,
} from '@daftari/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contact, contacts, project } from './fixtures.ts';
import { renderProjects } from './render.tsx';

function api(extra: Parameters<typeof mockApi>[0] = {}, list = contacts) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    'GET /contacts': () => ({ body: page(list, { per_page: 50 }) }),
    'POST /projects': () => ({ status: 201, body: { data: project(9) } }),
    'GET /projects': () => ({ body: page([project(9)]) }),
    ...extra,
  });
}

async function renderCreate() {
  renderProjects('/work/projects/create');
  await screen.findByRole('heading', { level: 1, name: 'New Project' });
  await settle();
}

const contactTrigger = () => screen.getByRole('button', { name: /^Existing contact/ });
const createContactButton = () => screen.getByRole('button', { name: '+ Create New Contact' });
const projectType = () => screen.getByRole('combobox', { name: /Project Type/ });
const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => click(screen.getByRole('button', { name: 'Create Project' }));

async function pickContact(name: string) {
  await click(contactTrigger());
  await click(await screen.findByRole('option', { name: new RegExp(name) }));
}

async function optionNames() {
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .queryAllByRole('option')
    .map((option) => option.querySelector('[data-part="item-text"]')?.textContent);
}

const posted = (of: ReturnType<typeof mockApi>['of']) => of('POST', '/projects').map((call) => call.body);

describe('New Project', () => {
  it('has the four sections and the texts of the spec', async () => {
    api();
    await renderCreate();
    for (const name of ['Contact', 'Project Details', 'Time & Money', 'Project-level Invoicing Sequence']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(createContactButton()).toBeTruthy();
    expect(field(/Project Name/)).toBeTruthy();
    expect(projectType()).toBeTruthy();
    expect(field(/End Date/).type).toBe('date');
    expect(
      screen.getByRole('checkbox', { name: 'Use a separate invoice numbering sequence for this project' }),
    ).toBeTruthy();
    expect(
      screen.getByText('When enabled, invoices for this project will use their own sequence.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/work/projects');
    expect(screen.getByRole('button', { name: 'Create Project' })).toBeTruthy();
  });

  it('defaults to Fixed Price, which shows Flat Rate (a number, min 0) and no hourly fields', async () => {
    api();
    await renderCreate();
    expect(projectType().textContent).toContain('Fixed Price');
    const flat = field('Flat Rate');
    expect(flat.type).toBe('number');
    expect(flat.min).toBe('0');
    expect(screen.queryByLabelText('Hourly Rate')).toBeNull();
    expect(screen.queryByLabelText('Total Hours')).toBeNull();
  });

  it('shows Hourly Rate and Total Hours for an hourly project, and Flat Rate again for a fixed price', async () => {
    api();
    await renderCreate();
    await choose(projectType(), 'Hourly Rate');
    expect(screen.queryByLabelText('Flat Rate')).toBeNull();
    for (const label of ['Hourly Rate', 'Total Hours']) {
      expect(field(label).type).toBe('number');
      expect(field(label).min).toBe('0');
    }
    await type(field('Hourly Rate'), '1500');
    await type(field('Total Hours'), '12.5');
    expect(screen.getByText('KES 18,750.00')).toBeTruthy();

    await choose(projectType(), 'Fixed Price');
    expect(field('Flat Rate')).toBeTruthy();
    expect(screen.queryByLabelText('Hourly Rate')).toBeNull();
    expect(screen.queryByLabelText('Total Hours')).toBeNull();
  });

  it('sends a fixed-price project with its end date and flat rate, then lists projects with a toast', async () => {
    const { of } = api();
    await renderCreate();
    await pickContact('Brian Kamau');
    await type(field(/Project Name/), '  Website redesign ');
    await type(field(/End Date/), '2026-03-31');
    await type(field('Flat Rate'), '120000.50');
    await submit();
    await waitFor(() =>
      expect(posted(of)).toEqual([
        {
          project: {
            name: 'Website redesign',
            project_type: 'fixed_price',
            end_date: '2026-03-31',
            flat_rate: 120000.5,
            project_invoice_sequence: false,
          },
          contact_id: 2,
        },
      ]),
    );
    expect(await screen.findByText('Project created successfully')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/work/projects'));
  });

  it('leaves the end date out of a fixed-price project when it is not filled', async () => {
    const { of } = api();
    await renderCreate();
    await pickContact('Amina Otieno');
    await type(field(/Project Name/), 'Logo');
    await type(field('Flat Rate'), '25000');
    await click(screen.getByRole('checkbox', { name: /separate invoice numbering/ }));
    await submit();
    await waitFor(() =>
      expect(posted(of)).toEqual([
        {
          project: {
            name: 'Logo',
            project_type: 'fixed_price',
            flat_rate: 25000,
            project_invoice_sequence: true,
          },
          contact_id: 1,
        },
      ]),
    );
  });

  it('sends hourly rate and total hours, and never a flat rate typed before switching to hourly', async () => {
    const { of } = api();
    await renderCreate();
    await pickContact('Lakeside Ltd');
    await type(field(/Project Name/), 'Retainer');
    await type(field('Flat Rate'), '999');
    await choose(projectType(), 'Hourly Rate');
    await type(field('Hourly Rate'), '2500');
    await type(field('Total Hours'), '40');
    await type(field(/End Date/), '2026-06-30');
    await submit();
    await waitFor(() =>
      expect(posted(of)).toEqual([
        {
          project: {
            name: 'Retainer',
            project_type: 'hourly_rate',
            end_date: '2026-06-30',
            hourly_rate: 2500,
            total_hours: 40,
            project_invoice_sequence: false,
          },
          contact_id: 3,
        },
      ]),
    );
  });

  it('leaves blank hourly fields out: hours, or both rate and hours', async () => {
    const { of } = api();
    await renderCreate();
    await pickContact('Amina Otieno');
    await type(field(/Project Name/), 'Support');
    await choose(projectType(), 'Hourly Rate');
    await type(field('Hourly Rate'), '1800');
    await submit();
    await waitFor(() =>
      expect(posted(of)[0]).toEqual({
        project: {
          name: 'Support',
          project_type: 'hourly_rate',
          hourly_rate: 1800,
          project_invoice_sequence: false,
        },
        contact_id: 1,
      }),
    );
  });

  it('sends an hourly project with neither rate nor hours as name and type only', async () => {
    const { of } = api();
    await renderCreate();
    await pickContact('Amina Otieno');
    await type(field(/Project Name/), 'Discovery');
    await choose(projectType(), 'Hourly Rate');
    await submit();
    await waitFor(() =>
      expect(posted(of)[0]).toEqual({
        project: { name: 'Discovery', project_type: 'hourly_rate', project_invoice_sequence: false },
        contact_id: 1,
      }),
    );
  });

  it('asks for a project name and a contact before sending anything', async () => {
    const { of } = api();
    await renderCreate();
    await submit();
    expect(await screen.findByText('Project name is required')).toBeTruthy();
    expect(screen.getByText('Contact is required')).toBeTruthy();
    expect(of('POST', '/projects')).toHaveLength(0);
  });

  it('checks the money fields on screen only: a negative flat rate, but not a hidden one', async () => {
    const { of } = api();
    await renderCreate();
    await pickContact('Amina Otieno');
    await type(field(/Project Name/), 'Audit');
    await type(field('Flat Rate'), '-5');
    await submit();
    expect(await screen.findByText('Flat rate must be at least 0')).toBeTruthy();
    expect(of('POST', '/projects')).toHaveLength(0);

    await choose(projectType(), 'Hourly Rate');
    await submit();
    await waitFor(() => expect(posted(of)).toHaveLength(1));
  });

  it('searches the contacts on the server as the owner types, narrowing those on screen at once', async () => {
    fakeTimers();
    const many = [...contacts, ...Array.from({ length: 120 }, (_, i) => contact(i + 10))];
    const { of } = api({
      'GET /contacts': ({ query }) => {
        const search = (query.get('search') ?? '').toLowerCase();
        const found = many.filter((one) =>
          [one.full_name, one.company_name, one.email].some((text) => text?.toLowerCase().includes(search)),
        );
        return { body: page(found.slice(0, 100), { per_page: 100, total_count: found.length }) };
      },
    });
    await renderCreate();
    await click(contactTrigger());
    // The contacts may still be on their way.
    await waitFor(async () => expect(await optionNames()).toHaveLength(100));
    const search = screen.getByPlaceholderText('Search by name, company or email...');
    await type(search, 'brian');
    expect(await optionNames()).toEqual(['Brian Kamau']);
    await type(search, 'savannah');
    expect(await optionNames()).toEqual(['Amina Otieno']);
    await type(search, 'ops@lakeside');
    expect(await optionNames()).toEqual(['Lakeside Ltd']);
    // Beyond the first hundred: found once the server is asked.
    await type(search, 'person 120');
    expect(screen.getByText('No contact found.')).toBeTruthy();
    await advance(300);
    await waitFor(async () => expect(await optionNames()).toEqual(['Person 120']));

    const loads = of('GET', '/contacts');
    expect(loads[0]!.query.get('per_page')).toBe('100');
    expect(loads[0]!.query.get('page')).toBe('1');
    expect(loads[0]!.query.has('search')).toBe(false);
    expect(loads.at(-1)!.query.get('search')).toBe('person 120');
  });

  it('creates a contact inline, selects it, and turns contact creation off', async () => {
    const created = contact(77, {
      full_name: 'Zawadi Njeri',
      first_name: 'Zawadi',
      last_name: 'Njeri',
      company_name: 'Njeri Agrovet',
      email: 'zawadi@njeri.co.ke',
    });
    const { of } = api({ 'POST /contacts': () => ({ status: 201, body: { data: created } }) });
    await renderCreate();
    await click(createContactButton());
    const group = screen.getByRole('group', { name: 'New contact' });
    await type(within(group).getByLabelText('First Name'), 'Zawadi');
    await type(within(group).getByLabelText('Last Name'), 'Njeri');
    await type(within(group).getByLabelText('Company/Org Name'), 'Njeri Agrovet');
    await type(within(group).getByLabelText('Email'), 'Zawadi@Njeri.co.ke');
    await click(within(group).getByRole('button', { name: 'Create Contact' }));

    await waitFor(() =>
      expect(of('POST', '/contacts')[0]!.body).toEqual({
        contact: {
          first_name: 'Zawadi',
          last_name: 'Njeri',
          company_name: 'Njeri Agrovet',
          email: 'zawadi@njeri.co.ke',
        },
      }),
    );
    expect(await screen.findByText('Contact created successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'New contact' })).toBeNull());
    await waitFor(() => expect(contactTrigger().textContent).toContain('Zawadi Njeri'));
    expect((createContactButton() as HTMLButtonElement).disabled).toBe(true);

    await type(field(/Project Name/), 'Farm website');
    await submit();
    await waitFor(() => expect((posted(of)[0] as { contact_id: number }).contact_id).toBe(77));
  });

  it('creates the contact, not the project, on Enter in the inline form', async () => {
    const { of } = api({ 'POST /contacts': () => ({ status: 201, body: { data: contact(78) } }) });
    await renderCreate();
    await click(createContactButton());
    const email = within(screen.getByRole('group', { name: 'New contact' })).getByLabelText('Email');
    await type(email, 'new@example.co.ke');
    await act(async () => {
      email.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    await waitFor(() => expect(of('POST', '/contacts')).toHaveLength(1));
    expect(of('POST', '/projects')).toHaveLength(0);
  });

  it("toasts 'Failed to create contact' with the server's message and keeps the form open", async () => {
    api({
      'POST /contacts': () => ({
        status: 422,
        body: {
          error: 'Email is not a valid email address',
          details: { email: ['Email is not a valid email address'] },
        },
      }),
    });
    await renderCreate();
    await click(createContactButton());
    const group = screen.getByRole('group', { name: 'New contact' });
    await type(within(group).getByLabelText('First Name'), 'Zawadi');
    await click(within(group).getByRole('button', { name: 'Create Contact' }));
    expect(await screen.findByText('Failed to create contact')).toBeTruthy();
    expect(screen.getAllByText('Email is not a valid email address').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('group', { name: 'New contact' })).toBeTruthy();
    expect(contactTrigger().textContent).toContain('Search or select a contact...');
  });

  it('checks the inline contact with the contract before sending it', async () => {
    const { of } = api();
    await renderCreate();
    await click(createContactButton());
    await click(screen.getByRole('button', { name: 'Create Contact' }));
    expect(await screen.findByText('Enter a first name, last name, company name or email')).toBeTruthy();
    expect(of('POST', '/contacts')).toHaveLength(0);
  });

  it('turns contact creation off once a contact is chosen, and on again when it is cleared', async () => {
    api();
    await renderCreate();
    await click(createContactButton());
    expect(screen.getByRole('group', { name: 'New contact' })).toBeTruthy();
    await pickContact('Amina Otieno');
    expect(screen.queryByRole('group', { name: 'New contact' })).toBeNull();
    expect((createContactButton() as HTMLButtonElement).disabled).toBe(true);
    await click(screen.getByRole('button', { name: 'Clear contact' }));
    expect((createContactButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it("toasts 'Failed to create project' with the server's message and shows 422 details under the fields", async () => {
    api({
      'POST /projects': () => ({
        status: 422,
        body: {
          error: 'Project name must be at most 200 characters',
          details: {
            name: ['Project name must be at most 200 characters'],
            contact_id: ['Contact not found'],
          },
        },
      }),
    });
    await renderCreate();
    await pickContact('Amina Otieno');
    await type(field(/Project Name/), 'Too long, says the server');
    await submit();
    expect(await screen.findByText('Failed to create project')).toBeTruthy();
    expect(screen.getAllByText('Project name must be at most 200 characters')).toHaveLength(2);
    expect(screen.getByText('Contact not found')).toBeTruthy();
    expect(location()).toBe('/work/projects/create');
  });

  it('shows Creating... while the project is being sent', async () => {
    const gate = deferred();
    api({ 'POST /projects': () => ({ status: 201, body: { data: project(9) }, delay: gate.promise }) });
    await renderCreate();
    await pickContact('Amina Otieno');
    await type(field(/Project Name/), 'Slow');
    await submit();
    // The mutation's pending state reaches the screen on the query client's next tick; the answer is held.
    expect(await screen.findByRole('button', { name: /Creating\.\.\./ })).toBeTruthy();
    gate.resolve();
    expect(await screen.findByText('Project created successfully')).toBeTruthy();
  });

  it('Cancel returns to the project list without sending anything', async () => {
    const { of } = api();
    await renderCreate();
    await type(field(/Project Name/), 'Never mind');
    await click(screen.getByRole('link', { name: 'Cancel' }));
    expect(location()).toBe('/work/projects');
    expect(of('POST', '/projects')).toHaveLength(0);
  });
});
